/**
 * One way validation failures become the contract's errors (docs/API.md "Errors"): each failing field
 * maps to its code, and the error's own code is the first failure that names a contract code
 * (schemas and the shared ordered validators put codes such as `title_required` in their
 * messages), else `validation_failed`. Schemas list their checks in docs/API.md's order, so the first
 * failure wins.
 */
import { isErrorCode, type ErrorCode } from '@pintrip/shared';
import type { z } from 'zod';
import { AppError } from './errors.js';

/** The part of a zod issue this needs (fastify-type-provider-zod hands these over too). */
export interface IssueLike {
  path?: readonly PropertyKey[] | undefined;
  code?: string | undefined;
  message?: string | undefined;
  keys?: readonly string[] | undefined;
}

const isCodeLike = (message: string | undefined): message is string =>
  message !== undefined && /^[a-z_]+$/.test(message);

/** Turns issues into an AppError: 400 with `fields`, coded by the first contract code met. */
export function validationError(issues: readonly IssueLike[], prefix?: string): AppError {
  const fields: Record<string, string> = {};
  let code: ErrorCode | undefined;
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) fields[key] = 'unrecognized_key';
      continue;
    }
    const name = [prefix, ...(issue.path ?? []).map(String)].filter(Boolean).join('.') || 'body';
    const fieldCode = isCodeLike(issue.message) ? issue.message : (issue.code ?? 'invalid');
    fields[name] ??= fieldCode;
    if (!code && isErrorCode(fieldCode) && fieldCode !== 'validation_failed') code = fieldCode;
  }
  return new AppError(
    code ?? 'validation_failed',
    code
      ? `The request is not valid: ${code.replace(/_/g, ' ')}.`
      : 'The request does not match the expected shape.',
    fields,
  );
}

/** Parses `input` with `schema` or throws the contract's 400. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}

/** Throws a failure of one of the shared ordered validators (e.g. validateDestinationInput). */
export function throwIfInvalid(failure: { code: ErrorCode; fields?: Record<string, string> } | null): void {
  if (!failure) return;
  throw new AppError(
    failure.code,
    failure.code === 'validation_failed'
      ? 'Some fields are too long or malformed.'
      : `The request is not valid: ${failure.code.replace(/_/g, ' ')}.`,
    failure.fields,
  );
}
