import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  newsSubscribeResultSchema,
  newsSubscribeSchema,
  newsUnsubscribeSchema,
} from '@pintrip/shared';
import { z } from 'zod';
import type { NewsService } from './news.service.js';

export const newsRoutes: FastifyPluginAsyncZod<{ service: NewsService }> = async (app, { service }) => {
  app.post(
    '/news/subscriptions',
    {
      config: { access: 'visitor', rateLimit: 'write' },
      schema: {
        tags: ['news'],
        summary: 'Be told by mail when a coming feature opens (today: guides)',
        description:
          'Anyone may sign an address up. A new address gets one mail with its unsubscribe link; the ' +
          'same address again changes nothing and answers the same. A deactivated account gets 403.',
        body: newsSubscribeSchema,
        response: {
          202: newsSubscribeResultSchema,
          400: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await service.subscribe(request.body);
      return reply.code(202).send({ subscribed: true });
    },
  );

  app.post(
    '/news/unsubscribe',
    {
      config: { access: 'visitor', rateLimit: 'write' },
      schema: {
        tags: ['news'],
        summary: 'Stop the mails of a subscription, by the token of its unsubscribe link',
        description: 'Answers 204 also for a token already used: unsubscribing twice is harmless.',
        body: newsUnsubscribeSchema,
        response: { 204: z.null(), 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      await service.unsubscribe(request.body.token);
      return reply.code(204).send(null);
    },
  );
};
