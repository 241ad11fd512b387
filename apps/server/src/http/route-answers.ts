/**
 * What route plugins repeat around their service call: the contract's error answers of a route's
 * OpenAPI schema, and the answer without a body (204).
 */
import type { FastifyReply } from 'fastify';
import { errorBodySchema } from '@pintrip/shared';

/** The error answers (docs/API.md "Errors") of a route that reads, validates and may conflict. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
} as const;

/** Waits for `work`, then answers 204 with no body (the route's schema: `204: z.null()`). */
export async function noContent(reply: FastifyReply, work: Promise<unknown>) {
  await work;
  return reply.status(204).send(null);
}

/** The error answers of a route that only reads: the same without 409. */
export const readErrorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} as const;

/** Answers an idempotent write under the client's id: 201 when it made the row, 200 on a replay. */
export function createdOrReplayed<T>(reply: FastifyReply, answer: { created: boolean }, body: T) {
  return reply.status(answer.created ? 201 : 200).send(body);
}
