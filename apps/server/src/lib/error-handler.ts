/**
 * The one place where any thrown error becomes the contract's error body. Expected errors carry
 * their code; Fastify's own errors are mapped by status; anything else is logged and answered with
 * a bare 500, so neither a stack trace nor SQL ever reaches a client.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@pintrip/shared';
import { AppError } from './errors.js';

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

export function sendError(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function fieldsFromValidation(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const params = issue.params as { issue?: { path?: PropertyKey[]; code?: string } } | undefined;
    const zodPath = params?.issue?.path;
    const name =
      zodPath && zodPath.length > 0
        ? zodPath.map(String).join('.')
        : issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          String(error.validationContext ?? 'body');
    fields[name] = params?.issue?.code ?? issue.keyword ?? 'invalid';
  }
  return fields;
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
      return sendError(reply, 400, {
        error: {
          code: 'validation_failed',
          message: 'The request does not match the expected shape.',
          fields: fieldsFromValidation(error),
        },
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
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, {
      error: { code: 'internal_error', message: 'Something went wrong on our side.' },
    });
  });
}
