/**
 * The PUT every trip resource that is written offline shares: a row stored under the client's id
 * (expenses, outings, 환전, pool contributions, reservations), so the web's outbox may send it again
 * and the second time changes nothing (docs/decisions/0049, 0053).
 */
import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { viewerOf, type Viewer } from '../auth/viewer.js';
import { createdOrReplayed, errorResponses } from './route-answers.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export interface ClientIdPut<P extends z.ZodType, B extends z.ZodType, A extends z.ZodType> {
  tags: string[];
  summary: string;
  description: string;
  /** The path's ids: the trip's and the client's. */
  params: P;
  body: B;
  /** The row answered: 201 when the write made it, 200 on a replay or a replacement. */
  answer: A;
}

/**
 * Registers `PUT path` for an active user at the write rate limit, with the contract's errors.
 * `save` (the service) answers the row and whether it made it.
 */
export function putByClientId<P extends z.ZodType, B extends z.ZodType, A extends z.ZodType>(
  app: ZodApp,
  path: string,
  route: ClientIdPut<P, B, A>,
  save: (
    viewer: Viewer,
    params: z.output<P>,
    body: z.output<B>,
  ) => Promise<{ created: boolean; row: z.output<A> }>,
) {
  // Typed as Fastify's plain schema: the zod compilers still validate and serialize with these, but
  // the type provider cannot resolve types through the generics `P`, `B` and `A` (hence the casts).
  const schema: FastifySchema = {
    tags: route.tags,
    summary: route.summary,
    description: route.description,
    params: route.params,
    body: route.body,
    response: { 200: route.answer, 201: route.answer, ...errorResponses },
  };
  app.put(path, { config: { access: 'active_user', rateLimit: 'write' }, schema }, async (request, reply) => {
    const { created, row } = await save(
      viewerOf(request),
      request.params as z.output<P>,
      request.body as z.output<B>,
    );
    return createdOrReplayed(reply, { created }, row);
  });
}
