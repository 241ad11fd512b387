import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, placeListSchema, placeSearchQuerySchema } from '@pintrip/shared';
import type { PlacesProvider } from './places.providers.js';

export const placesRoutes: FastifyPluginAsyncZod<{ provider: PlacesProvider }> = async (
  app,
  { provider },
) => {
  app.get(
    '/places/search',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['places'],
        summary: 'Find places in Korea by name or address (public; at most 10)',
        querystring: placeSearchQuerySchema,
        response: { 200: placeListSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const q = request.query.q.trim();
      return { items: q === '' ? [] : await provider.search(q) };
    },
  );
};
