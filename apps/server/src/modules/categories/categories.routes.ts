import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryCreateSchema,
  categoryListSchema,
  categorySchema,
  categoryUsageListSchema,
  categoryUpdateSchema,
  errorBodySchema,
  idParamSchema,
} from '@pintrip/shared';
import { viewerOf } from '../../auth/viewer.js';
import type { CategoriesService } from './categories.service.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export const categoriesRoutes: FastifyPluginAsyncZod<{ service: CategoriesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/categories',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['categories'],
        summary: 'Every category, sorted by name (public)',
        response: { 200: categoryListSchema },
      },
    },
    async () => service.list(),
  );

  app.get(
    '/admin/categories',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['categories', 'administration'],
        summary: 'Every category with how many destinations use it, sorted by name (admin)',
        response: { 200: categoryUsageListSchema, ...errors },
      },
    },
    async () => service.listWithUsage(),
  );

  app.post(
    '/categories',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['categories'],
        summary: 'Create a category (admin); 409 category_exists for a duplicate name',
        body: categoryCreateSchema,
        response: { 201: categorySchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(viewerOf(request), request.body)),
  );

  app.patch(
    '/categories/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['categories'],
        summary: 'Rename a category or set its translations (admin); its destinations follow',
        params: idParamSchema,
        body: categoryUpdateSchema,
        response: { 200: categorySchema, ...errors },
      },
    },
    async (request) => service.update(viewerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/categories/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['categories'],
        summary: 'Delete a category (admin); 409 category_in_use while destinations use it',
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(viewerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
