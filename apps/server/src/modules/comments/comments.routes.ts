import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commentCreateSchema,
  commentListQuerySchema,
  commentListSchema,
  commentReactionResultSchema,
  commentReactionSchema,
  commentSchema,
  errorBodySchema,
  idParamSchema,
} from '@pintrip/shared';
import { viewerOf } from '../../auth/viewer.js';
import type { CommentsService } from './comments.service.js';

export const commentsRoutes: FastifyPluginAsyncZod<{ service: CommentsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/destinations/:id/comments',
    {
      config: { access: 'user' },
      schema: {
        tags: ['comments'],
        summary: "A destination's comments: whole threads, newest thread first, in thread order",
        description:
          'Each page holds `limit` threads (a top-level comment with all its replies; default 20, ' +
          'at most 50), a parent before its replies; `next_cursor` continues, null at the end.',
        params: idParamSchema,
        querystring: commentListQuerySchema,
        response: {
          200: commentListSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // The kept page's JSON with the reader's reactions spliced in, when it could be.
      const { value, json } = await service.listWithJson(viewerOf(request), request.params.id, request.query);
      return json === null ? value : reply.serializer(() => json).send(value);
    },
  );

  app.post(
    '/destinations/:id/comments',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags: ['comments'],
        summary: 'Post a comment or a reply (parent_id); plain text, at most 2,000 characters, 6 levels',
        params: idParamSchema,
        body: commentCreateSchema,
        response: {
          201: commentSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const comment = await service.create(viewerOf(request), request.params.id, request.body);
      return reply.status(201).send(comment);
    },
  );

  app.delete(
    '/comments/:id',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags: ['comments'],
        summary: 'Delete a comment (author or admin); one with replies stays as a placeholder',
        params: idParamSchema,
        response: {
          204: z.null().describe('Deleted'),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await service.remove(viewerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/comments/:id/reaction',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags: ['comments'],
        summary: 'Like or dislike a comment: none → set, same again → removed, opposite → switched',
        params: idParamSchema,
        body: commentReactionSchema,
        response: {
          200: commentReactionResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => service.react(viewerOf(request), request.params.id, request.body.is_like),
  );
};
