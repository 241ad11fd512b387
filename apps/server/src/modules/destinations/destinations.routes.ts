import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookmarkToggleResultSchema,
  destinationCreateSchema,
  destinationListQuerySchema,
  destinationPageSchema,
  destinationSchema,
  destinationUpdateSchema,
  errorBodySchema,
  idParamSchema,
  likeToggleResultSchema,
  pageQuerySchema,
} from '@pintrip/shared';
import { viewerOf } from '../../auth/viewer.js';
import type { DestinationsService } from './destinations.service.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

export const destinationsRoutes: FastifyPluginAsyncZod<{ service: DestinationsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/destinations',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['destinations'],
        summary: 'Destinations, filtered, searched and sorted, one keyset page at a time',
        querystring: destinationListQuerySchema,
        response: {
          200: destinationPageSchema,
          304: z.null().describe('Not modified (ETag)'),
          400: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (request.viewer) {
        // The shared page's JSON with the viewer's flags spliced in, when it could be.
        const { value, json } = await service.listWithJson(request.viewer, request.query);
        return json === null ? value : reply.serializer(() => json).send(value);
      }
      // What every visitor sees (any page, sort, category, search): from memory, revalidated by ETag.
      const page = await service.sharedPage(request.query);
      reply.header('etag', page.etag).header('cache-control', 'no-cache').header('vary', 'cookie');
      if (request.headers['if-none-match'] === page.etag) return reply.status(304).send(null);
      // Already serialized once, when the page was cached.
      return reply.serializer(() => page.body).send(page.value);
    },
  );

  app.get(
    '/destinations/:id',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['destinations'],
        summary: 'One destination',
        params: idParamSchema,
        response: { 200: destinationSchema, 404: errorBodySchema },
      },
    },
    async (request) => service.get(request.viewer, request.params.id),
  );

  app.post(
    '/destinations',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags: ['destinations'],
        summary: 'Register a pinpoint (active user)',
        body: destinationCreateSchema,
        response: { 201: destinationSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(viewerOf(request), request.body)),
  );

  app.patch(
    '/destinations/:id',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags: ['destinations'],
        summary: 'Edit a pinpoint (author or admin); any subset of the fields',
        params: idParamSchema,
        body: destinationUpdateSchema,
        response: { 200: destinationSchema, ...errors },
      },
    },
    async (request) => service.update(viewerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/destinations/:id',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags: ['destinations'],
        summary: 'Delete a pinpoint with its likes, bookmarks and comments (author or admin)',
        params: idParamSchema,
        response: { 204: z.null(), 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await service.remove(viewerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/destinations/:id/like',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags: ['destinations'],
        summary: 'Like or unlike (toggle)',
        params: idParamSchema,
        response: { 200: likeToggleResultSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.toggleLike(viewerOf(request), request.params.id),
  );

  app.post(
    '/destinations/:id/bookmark',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags: ['destinations'],
        summary: 'Bookmark or unbookmark (toggle)',
        params: idParamSchema,
        response: { 200: bookmarkToggleResultSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.toggleBookmark(viewerOf(request), request.params.id),
  );

  app.get(
    '/me/bookmarks',
    {
      config: { access: 'user' },
      schema: {
        tags: ['session'],
        summary: "The viewer's bookmarked destinations, newest bookmark first",
        querystring: pageQuerySchema,
        response: { 200: destinationPageSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => service.bookmarks(viewerOf(request), request.query),
  );

  app.get(
    '/me/destinations',
    {
      config: { access: 'user' },
      schema: {
        tags: ['session'],
        summary: "The viewer's own pinpoints, newest first; hidden ones included, marked is_hidden",
        querystring: pageQuerySchema,
        response: { 200: destinationPageSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => service.own(viewerOf(request), request.query),
  );
};
