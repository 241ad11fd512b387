import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, meSchema } from '@pintrip/shared';
import { requireUser, viewerOf } from '../../auth/viewer.js';
import type { ProfilesService } from './profiles.service.js';

export const profilesRoutes: FastifyPluginAsyncZod<{ service: ProfilesService }> = async (app, { service }) => {
  app.get(
    '/me',
    {
      preHandler: requireUser,
      schema: {
        tags: ['session'],
        summary: 'The signed-in user with flags and profile',
        response: { 200: meSchema, 401: errorBodySchema },
      },
    },
    async (request) => service.me(viewerOf(request)),
  );
};
