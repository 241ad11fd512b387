import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, meSchema, profileSchema, profileUpdateSchema } from '@pintrip/shared';
import { viewerOf } from '../../auth/viewer.js';
import type { ProfilesService } from './profiles.service.js';

export const profilesRoutes: FastifyPluginAsyncZod<{ service: ProfilesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['session'],
        summary: 'The signed-in user with flags and profile',
        response: { 200: meSchema, 401: errorBodySchema },
      },
    },
    async (request) => service.me(viewerOf(request)),
  );

  app.patch(
    '/me/profile',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags: ['session'],
        summary: 'Update the signed-in user’s profile (any subset of the fields; "" or null clears one)',
        description:
          'A deactivated account gets 403 account_inactive: its name and picture appear next to its ' +
          'old posts, so it may not change them.',
        body: profileUpdateSchema,
        response: { 200: profileSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => service.update(viewerOf(request), request.body),
  );
};
