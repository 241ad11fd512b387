/**
 * HTTP wiring of a trip's reservations (docs/API.md "Trip reservations"). Access is declared per
 * route; the service decides who may read or write which trip's reservations (policies.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingAttachmentParamsSchema,
  bookingAttachmentSchema,
  bookingInputSchema,
  bookingListSchema,
  bookingParamsSchema,
  bookingSchema,
  errorBodySchema,
  idParamSchema,
  tripFileLimits,
} from '@pintrip/shared';
import { viewerOf } from '../../auth/viewer.js';
import { putByClientId } from '../../http/client-id-routes.js';
import { postTripFile } from '../../http/upload-routes.js';
import { errorResponses, noContent } from '../../http/route-answers.js';
import { sendTripFile } from '../trip-files/trip-files.js';
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

  putByClientId(
    app,
    '/itineraries/:id/bookings/:booking_id',
    {
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
      answer: bookingSchema,
    },
    async (viewer, params, body) => {
      const answer = await service.put(viewer, params.id, params.booking_id, body);
      return { created: answer.created, row: answer.booking };
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

  app.get(
    '/itineraries/:id/bookings/:booking_id/attachments/:attachment_id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "A reservation's attachment (a PDF to download, or a WebP picture), members only",
        description:
          `${membersOnly} \`Cache-Control: private, no-store\`, \`X-Content-Type-Options: nosniff\`; ` +
          'a PDF comes as `application/pdf` with `Content-Disposition: attachment` and its name, a ' +
          'picture as `image/webp` `inline`. 404 when the reservation or the attachment is not there.',
        params: bookingAttachmentParamsSchema,
        produces: ['application/pdf', 'image/webp'],
        response: { 200: z.any().describe('application/pdf or image/webp'), ...readErrors },
      },
    },
    async (request, reply) => {
      const { id, booking_id, attachment_id } = request.params;
      return sendTripFile(reply, await service.attachment(request.viewer, id, booking_id, attachment_id));
    },
  );

  app.delete(
    '/itineraries/:id/bookings/:booking_id/attachments/:attachment_id',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: "Delete a reservation's attachment (204, also when it is already gone)",
        description: writers,
        params: bookingAttachmentParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) =>
      noContent(
        reply,
        service.removeAttachment(
          viewerOf(request),
          request.params.id,
          request.params.booking_id,
          request.params.attachment_id,
        ),
      ),
  );

  await postTripFile(
    app,
    '/itineraries/:id/bookings/:booking_id/attachments',
    {
      tags,
      summary: 'Attach a PDF or a picture to a reservation (201)',
      description:
        `${writers} multipart/form-data with the field \`file\`: a PDF (read from its bytes and ` +
        'parsed; kept as sent) or a picture (JPEG, PNG, WebP, GIF, AVIF, HEIC; re-encoded as the ' +
        `uploads are, WebP ≤ 1600 px, no metadata); at most 10 MB (413 \`file_too_large\`), ` +
        `${tripFileLimits.attachmentsPerBooking} a reservation (409 \`conflict\`). Refused with ` +
        'nothing stored: an empty file (400 `fields.file: "empty"`), a name with a path or a ' +
        'control character (400 `"name_invalid"`), anything else (415 `file_type_unsupported`: ' +
        '`"unsupported"`), a name or type that says the other kind (`"type_mismatch"`), a broken ' +
        'PDF (`"pdf_invalid"`) or picture (`"image_invalid"`). Never at a public URL; deleted with ' +
        'its reservation.',
      params: bookingParamsSchema,
      answer: bookingAttachmentSchema,
    },
    (viewer, params, file) => service.addAttachment(viewer, params.id, params.booking_id, file),
  );
};
