/**
 * The one place where any thrown error becomes the contract's error body. Expected errors carry
 * their code; Fastify's own errors are mapped by status; anything else is logged and answered with
 * a bare 500, so neither a stack trace nor SQL ever reaches a client.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import type { ErrorBody, ErrorCode } from '@pintrip/shared';
import type { Db } from '../db/client.js';
import { AppError } from './errors.js';
import { validationError, type IssueLike } from './validation.js';
import { isConstraintViolation, isDatabaseUnavailable, isRetryableTransactionError } from './pg-errors.js';

/**
 * The issues behind a schema validation error. fastify-type-provider-zod hands each zod issue over
 * as `{keyword: code, instancePath, message, params: rest}`; Fastify's own errors look alike.
 */
function issuesOf(error: FastifyError): IssueLike[] {
  return (error.validation ?? []).map((item) => {
    const path = item.instancePath.replace(/^\//, '').split('/').filter(Boolean);
    const params = item.params as { keys?: string[] } | undefined;
    return {
      path: path.length > 0 ? path : [String(error.validationContext ?? 'body')],
      code: item.keyword,
      message: item.message,
      keys: params?.keys,
    };
  });
}

const codeByStatus: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'file_too_large',
  415: 'image_only',
  429: 'rate_limited',
};

/** Seconds a client is asked to wait before trying again while the database does not answer. */
export const databaseRetryAfterSeconds = 5;

export function sendError(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** 503 `unavailable` with Retry-After: the database does not answer, whatever the route. */
export function sendDatabaseUnavailable(reply: FastifyReply) {
  reply.header('retry-after', String(databaseRetryAfterSeconds));
  return sendError(reply, 503, {
    error: { code: 'unavailable', message: 'The database does not answer; try again shortly.' },
  });
}

/**
 * Whether the database is down right now, for code that only sees another library's 500 (the auth
 * library answers its own errors): one `select 1`, on that rare path only.
 */
export async function isDatabaseDown(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return false;
  } catch (error) {
    return isDatabaseUnavailable(error);
  }
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.status, {
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      // One id rule: a path whose id is malformed names nothing.
      if (error.validationContext === 'params') {
        return sendError(reply, 404, { error: { code: 'not_found', message: 'Nothing has this id.' } });
      }
      const failure = validationError(issuesOf(error));
      return sendError(reply, failure.status, {
        error: { code: failure.code, message: failure.message, fields: failure.fields ?? {} },
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeByStatus[status] ?? 'validation_failed';
      const message =
        code === 'file_too_large'
          ? 'The upload is larger than allowed.'
          : code === 'rate_limited'
            ? 'Too many requests; try again later.'
            : status === 400
              ? 'The request could not be read.'
              : error.message;
      return sendError(reply, status, { error: { code, message } });
    }
    if (isRetryableTransactionError(error)) {
      // Still colliding after the unit of work's retries: the contract's 409, which a client may retry.
      request.log.warn({ err: error }, 'transaction conflict after retries');
      return sendError(reply, 409, {
        error: { code: 'conflict', message: 'Others changed this at the same moment; try again.' },
      });
    }
    if (isConstraintViolation(error, 'foreign_key')) {
      // What the write referred to went away at the same moment (an account deleted while its
      // session was still writing, a destination deleted under a comment): the database refused
      // the dangling row, and the client learns it lost a race, not that the server broke.
      request.log.warn({ err: error }, 'write refers to a row deleted at the same moment');
      return sendError(reply, 409, {
        error: {
          code: 'conflict',
          message: 'Something this change refers to was removed at the same moment.',
        },
      });
    }
    if (isDatabaseUnavailable(error)) {
      // Whatever the route: the database is down or restarting, and the pool reconnects by itself.
      request.log.warn({ err: error }, 'the database does not answer');
      return sendDatabaseUnavailable(reply);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, {
      error: { code: 'internal_error', message: 'Something went wrong on our side.' },
    });
  });
}
