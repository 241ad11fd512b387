import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, meStatsSchema } from '@pintrip/shared';
import { viewerOf } from '../../auth/viewer.js';
import type { ActivityService } from './activity.service.js';

export const activityRoutes: FastifyPluginAsyncZod<{ service: ActivityService }> = async (
  app,
  { service },
) => {
  app.get(
    '/me/stats',
    {
      config: { access: 'user' },
      schema: {
        tags: ['session'],
        summary: "The viewer's counts: own pinpoints, own itineraries, likes received on them",
        response: { 200: meStatsSchema, 401: errorBodySchema },
      },
    },
    async (request) => service.stats(viewerOf(request)),
  );
};
