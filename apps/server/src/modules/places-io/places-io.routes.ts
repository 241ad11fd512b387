import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookmarkImportResultSchema,
  bookmarkImportSchema,
  calendarFeedAnswerSchema,
  calendarFeedTokenParamSchema,
  errorBodySchema,
  idParamSchema,
  placeExportFormats,
  placeImportConfirmSchema,
  placeImportLimits,
  placeImportPreviewSchema,
  placeImportQuerySchema,
  placeImportResultSchema,
} from '@pintrip/shared';
import { viewerOf } from '../../auth/viewer.js';
import { AppError } from '../../lib/errors.js';
import { createdOrReplayed, errorResponses, noContent } from '../../http/route-answers.js';
import type { PlacesIoService } from './places-io.service.js';

/** The bytes and name of the multipart field `file`; an unreadable body is 400, too large 413. */
async function readFile(request: FastifyRequest): Promise<{ bytes: Buffer; name: string }> {
  if (!request.isMultipart()) {
    throw new AppError('validation_failed', 'Send the file as multipart/form-data in the field "file".', {
      file: 'required',
    });
  }
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') {
      throw new AppError('validation_failed', 'Send the file in the field "file".', { file: 'required' });
    }
    return { bytes: await part.toBuffer(), name: part.filename ?? '' };
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof AppError || (typeof status === 'number' && status >= 400 && status < 500))
      throw error;
    throw new AppError('validation_failed', 'The multipart body could not be read.', { file: 'unreadable' });
  }
}

const feedRoutesDescription =
  'A secret address serving the calendar without a cookie; revoking it stops it at once. Only a ' +
  'hash of the token is stored.';

/** Imports, exports and calendar feeds (docs/API.md "Places in and out"). */
export const placesIoRoutes: FastifyPluginAsyncZod<{ service: PlacesIoService }> = async (
  app,
  { service },
) => {
  // Multipart for this plugin's routes only; past fileSize toBuffer() throws a 413 (`file_too_large`).
  await app.register(multipart, {
    limits: { fileSize: placeImportLimits.maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.post(
    '/itineraries/:id/imports/preview',
    {
      config: { access: 'active_user', rateLimit: 'upload' },
      schema: {
        tags: ['places-io'],
        summary: 'Read a file of places (KML, KMZ, GPX, GeoJSON, Takeout "Saved Places.json") into a preview',
        description:
          'Owner and editors. Multipart with one field `file` (at most 5 MB). Nothing is written: the ' +
          'answer lists each place, the day it goes to (KML folders and GPX routes in file order, else ' +
          '`day`) and the destination it matches within 50 m. A refused file is 400 `import_invalid` ' +
          'with `fields.file` saying why.',
        params: idParamSchema,
        querystring: placeImportQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 200: placeImportPreviewSchema, ...errorResponses, 413: errorBodySchema },
      },
    },
    async (request) => {
      const file = await readFile(request);
      return service.preview(viewerOf(request), request.params.id, file.bytes, file.name, request.query.day);
    },
  );

  app.post(
    '/imports/preview',
    {
      config: { access: 'active_user', rateLimit: 'upload' },
      schema: {
        tags: ['places-io'],
        summary: 'Read a file of places into a preview for bookmarks (no trip)',
        description:
          'As the trip preview, without days (every place on day 1): which places match a ' +
          'destination the caller may see within 50 m, to bookmark with POST /api/me/bookmarks/imports.',
        consumes: ['multipart/form-data'],
        response: { 200: placeImportPreviewSchema, ...errorResponses, 413: errorBodySchema },
      },
    },
    async (request) => {
      const file = await readFile(request);
      return service.preview(viewerOf(request), null, file.bytes, file.name, 1);
    },
  );

  app.post(
    '/me/bookmarks/imports',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags: ['places-io'],
        summary: 'Bookmark the destinations an import matched (idempotent)',
        body: bookmarkImportSchema,
        response: { 200: bookmarkImportResultSchema, ...errorResponses },
      },
    },
    async (request) => service.bookmark(viewerOf(request), request.body),
  );

  app.post(
    '/itineraries/:id/imports',
    {
      config: { access: 'active_user', rateLimit: 'ops' },
      schema: {
        tags: ['places-io'],
        summary: 'Add previewed places to the trip as plans (plan.add operations)',
        description:
          'Owner and editors. Each place becomes a plan at the end of its day through the trip ' +
          'operations (logged, streamed, undoable by others). Ids derive from `import_id`: sending ' +
          'the same import again answers `duplicate` for each place.',
        params: idParamSchema,
        body: placeImportConfirmSchema,
        response: { 200: placeImportResultSchema, ...errorResponses },
      },
    },
    async (request) => service.confirm(viewerOf(request), request.params.id, request.body),
  );

  for (const format of placeExportFormats) {
    app.get(
      `/itineraries/:id/places.${format}`,
      {
        config: { access: 'visitor' },
        schema: {
          tags: ['places-io'],
          summary: `The trip's places as ${format === 'gpx' ? 'GPX (a route per day)' : format === 'kml' ? 'KML (a folder per day)' : 'GeoJSON (day_number on each point)'}`,
          description: 'Whoever may see the trip (as the .ics). Plans without coordinates are left out.',
          params: idParamSchema,
          response: { 200: z.string(), 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        const file = await service.exportTrip(request.viewer, request.params.id, format);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', file.disposition)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );
  }

  const tripFeed = {
    tags: ['places-io'],
    description: feedRoutesDescription,
    params: idParamSchema,
  };
  app.get(
    '/itineraries/:id/calendar-feed',
    {
      config: { access: 'user' },
      schema: {
        ...tripFeed,
        summary: "The viewer's calendar feed of the trip (members), or null",
        response: { 200: calendarFeedAnswerSchema, ...errorResponses },
      },
    },
    async (request) => ({ feed: await service.showFeed(viewerOf(request), request.params.id) }),
  );
  app.post(
    '/itineraries/:id/calendar-feed',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        ...tripFeed,
        summary: 'Make (once) the viewer’s calendar feed of the trip (members)',
        response: { 200: calendarFeedAnswerSchema, 201: calendarFeedAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { feed, created } = await service.createFeed(viewerOf(request), request.params.id);
      return createdOrReplayed(reply, { created }, { feed });
    },
  );
  app.delete(
    '/itineraries/:id/calendar-feed',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        ...tripFeed,
        summary: 'Revoke the viewer’s calendar feed of the trip',
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => noContent(reply, service.revokeFeed(viewerOf(request), request.params.id)),
  );

  app.get(
    '/me/calendar-feed',
    {
      config: { access: 'user' },
      schema: {
        tags: ['places-io'],
        description: feedRoutesDescription,
        summary: "The viewer's calendar feed of all their trips, or null",
        response: { 200: calendarFeedAnswerSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ feed: await service.showFeed(viewerOf(request), null) }),
  );
  app.post(
    '/me/calendar-feed',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags: ['places-io'],
        description: feedRoutesDescription,
        summary: 'Make (once) the viewer’s calendar feed of all their trips',
        response: {
          200: calendarFeedAnswerSchema,
          201: calendarFeedAnswerSchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { feed, created } = await service.createFeed(viewerOf(request), null);
      return createdOrReplayed(reply, { created }, { feed });
    },
  );
  app.delete(
    '/me/calendar-feed',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags: ['places-io'],
        description: feedRoutesDescription,
        summary: 'Revoke the viewer’s calendar feed of all their trips',
        response: { 204: z.null(), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => noContent(reply, service.revokeFeed(viewerOf(request), null)),
  );

  app.get(
    '/calendar-feeds/:token/calendar.ics',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['places-io'],
        summary: 'A calendar feed by its secret token (no cookie): text/calendar',
        description:
          'What the feed’s owner may see now: 404 once revoked, when the owner is deactivated or ' +
          'no longer on the trip; 429 past 30 reads a minute.',
        params: calendarFeedTokenParamSchema,
        produces: ['text/calendar'],
        response: { 200: z.string(), 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(await service.feedCalendar(request.params.token)),
  );
};
