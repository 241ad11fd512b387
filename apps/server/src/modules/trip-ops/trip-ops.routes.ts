import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  idParamSchema,
  idSchema,
  tripActivityPageSchema,
  tripActivityQuerySchema,
  tripOpsPageSchema,
  tripOpsQuerySchema,
  tripOpsRequestSchema,
  tripOpsResponseSchema,
} from '@pintrip/shared';
import { viewerOf } from '../../auth/viewer.js';
import type { TripOpsService } from './trip-ops.service.js';

const presenceSchema = z.object({ plan_id: idSchema.nullable().optional() });

export const tripOpsRoutes: FastifyPluginAsyncZod<{ service: TripOpsService }> = async (app, { service }) => {
  app.post(
    '/itineraries/:id/ops',
    {
      config: { access: 'active_user', rateLimit: 'ops' },
      schema: {
        tags: ['itineraries'],
        summary: 'Apply 1–100 trip operations, in order, each in its own transaction',
        description:
          'Owner and editors. Each answer is applied (with its seq), duplicate (an op_id applied before: ' +
          'its first seq, nothing applied again) or rejected (nothing changed; error.code says why).',
        params: idParamSchema,
        body: tripOpsRequestSchema,
        response: {
          200: tripOpsResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => service.apply(viewerOf(request), request.params.id, request.body.ops),
  );

  app.get(
    '/itineraries/:id/ops',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['itineraries'],
        summary: 'The operations applied after seq `after`, oldest first (catch-up)',
        params: idParamSchema,
        querystring: tripOpsQuerySchema,
        response: { 200: tripOpsPageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      service.opsAfter(request.viewer, request.params.id, request.query.after, request.query.limit),
  );

  app.get(
    '/itineraries/:id/activity',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['itineraries'],
        summary: 'Who changed what in a trip, newest first, one keyset page at a time',
        params: idParamSchema,
        querystring: tripActivityQuerySchema,
        response: { 200: tripActivityPageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      service.activity(
        request.viewer,
        request.params.id,
        request.query.cursor === undefined ? null : Number(request.query.cursor),
        request.query.limit,
      ),
  );

  app.post(
    '/itineraries/:id/presence',
    {
      config: { access: 'active_user', rateLimit: 'ops' },
      schema: {
        tags: ['itineraries'],
        summary:
          'A member is in the planner (and edits plan_id): broadcast as itinerary.presence, not stored',
        params: idParamSchema,
        body: presenceSchema,
        response: {
          200: z.object({ broadcast: z.boolean() }),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => service.presence(viewerOf(request), request.params.id, request.body.plan_id ?? null),
  );
};
