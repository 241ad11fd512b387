import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListSchema } from '@pintrip/shared';
import type { CategoriesService } from './categories.service.js';

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
};
