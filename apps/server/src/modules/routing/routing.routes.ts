/**
 * HTTP wiring of travel times and the best order for a day (docs/API.md "Travel times and the
 * best order for a day"). Whoever may see the trip (canSee) reads both; the optimisation writes
 * nothing (the planner applies an accepted order as plan.move operations).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dayLegsSchema,
  dayParamSchema,
  errorBodySchema,
  optimizeAnswerSchema,
  optimizeRequestSchema,
  routeQuerySchema,
} from '@pintrip/shared';
import type { RoutingService } from './routing.service.js';

const tags = ['itineraries'];

export const routingRoutes: FastifyPluginAsyncZod<{ service: RoutingService }> = async (app, { service }) => {
  app.get(
    '/itineraries/:id/days/:day/legs',
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: 'Time and distance of each leg of a day (from each plan to the next) in a mode',
        description:
          'Whoever may see the trip. Answered by the configured provider (ROUTING_PROVIDER) or its ' +
          'cache; `is_estimate` legs are the straight-line estimate (no provider, a mode it does not ' +
          'serve, a failure, a timeout or its request budget spent). A leg is null where either plan ' +
          'has no coordinates.',
        params: dayParamSchema,
        querystring: routeQuerySchema,
        response: { 200: dayLegsSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.legs(request.viewer, request.params.id, request.params.day, request.query),
  );

  app.post(
    '/itineraries/:id/days/:day/optimize',
    {
      config: { access: 'user', rateLimit: 'ops' },
      schema: {
        tags,
        summary: 'The order of a day with the least travel time, as a proposal (nothing is written)',
        description:
          'A signed-in user who may see the trip. The first and last plan, plans with a time, plans ' +
          'without coordinates and `pinned_plan_ids` keep their places; timed plans the proposed ' +
          'order reaches late are listed in `conflicts`.',
        params: dayParamSchema,
        querystring: routeQuerySchema,
        body: optimizeRequestSchema,
        response: {
          200: optimizeAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      service.optimize(
        request.viewer,
        request.params.id,
        request.params.day,
        request.query,
        request.body.pinned_plan_ids,
      ),
  );
};
