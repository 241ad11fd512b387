/**
 * HTTP wiring of a trip's reservations (docs/API.md "Trip reservations"). Access is declared per
 * route; the service decides who may read or write which trip's reservations (policies.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingInputSchema,
  bookingListSchema,
  bookingParamsSchema,
  bookingSchema,
  errorBodySchema,
  idParamSchema,
} from '@pintrip/shared';
import { viewerOf } from '../../auth/viewer.js';
import { createdOrReplayed, errorResponses, noContent } from '../../http/route-answers.js';
import type { BookingsService } from './bookings.service.js';

const tags = ['bookings'];
const readErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const membersOnly =
  "For the trip's owner and members (a deactivated member reads too); a signed-in reader who may " +
  'see the trip but is not on it gets 403 (an admin too), one who may not (a private trip) 404.';
const writers = 'The owner and editors, active; a viewer member gets 403.';

export const bookingsRoutes: FastifyPluginAsyncZod<{ service: BookingsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/itineraries/:id/bookings',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "A trip's reservations, by start (undated last)",
        description: `${membersOnly} At most 200 a trip, so one answer holds them all.`,
        params: idParamSchema,
        response: { 200: bookingListSchema, ...readErrors },
      },
    },
    async (request) => service.list(request.viewer, request.params.id),
  );

  app.put(
    '/itineraries/:id/bookings/:booking_id',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: "Create (201) or replace (200) a reservation under the client's id",
        description:
          `${writers} \`starts_at\`/\`ends_at\` are instants with an offset, each with its IANA zone ` +
          '(`start_zone`, `end_zone`); `lat` with `lng`; `cost` (whole minor units) with `currency`; ' +
          'a half pair is 400 `validation_failed` (`fields.<missing>: "required"`), an end before the ' +
          'start `fields.ends_at: "before_start"`, an expense of another trip `fields.expense_id: ' +
          '"not_in_trip"`. A replay answers 200 and changes nothing; an id another trip uses, or a ' +
          '201st reservation, is 409 `conflict`.',
        params: bookingParamsSchema,
        body: bookingInputSchema,
        response: { 200: bookingSchema, 201: bookingSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { booking, created } = await service.put(
        viewerOf(request),
        request.params.id,
        request.params.booking_id,
        request.body,
      );
      return createdOrReplayed(reply, { created }, booking);
    },
  );

  app.delete(
    '/itineraries/:id/bookings/:booking_id',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: 'Delete a reservation (204, also when it is already gone)',
        description: writers,
        params: bookingParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) =>
      noContent(reply, service.remove(viewerOf(request), request.params.id, request.params.booking_id)),
  );
};
