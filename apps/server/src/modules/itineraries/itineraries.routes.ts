import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseCookie, stringifySetCookie } from 'cookie';
import { z } from 'zod';
import {
  errorBodySchema,
  idParamSchema,
  isId,
  itineraryLikeResultSchema,
  itineraryListQuerySchema,
  itineraryPageSchema,
  itineraryRecommendationsSchema,
  itinerarySchema,
  itineraryShareResultSchema,
  itineraryShareSchema,
  itineraryVisibilitySchema,
  itineraryWriteSchema,
} from '@pintrip/shared';
import { viewerOf } from '../../auth/viewer.js';
import type { ItinerariesService } from './itineraries.service.js';
import { calendarEncoding } from './itinerary-calendar.js';

/** The anonymous visitor cookie that lets a visitor's views count once a day. */
export const visitorCookie = 'pintrip.vid';
const visitorCookieMaxAge = 365 * 24 * 3600;

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/** The visitor id of the request's cookie, when it holds a well-formed one. */
function visitorCookieOf(request: FastifyRequest): string | null {
  const current = request.headers.cookie ? parseCookie(request.headers.cookie)[visitorCookie] : undefined;
  return current && isId(current) ? current : null;
}

/**
 * Who a reader without a session is, for counting: the visitor cookie, else a key derived from the
 * client address and user agent (a client that never keeps cookies still counts once).
 */
function visitorKeyOf(request: FastifyRequest): string {
  const cookie = visitorCookieOf(request);
  if (cookie) return `v:${cookie}`;
  const agent = request.headers['user-agent'] ?? '';
  return `a:${createHash('sha256').update(`${request.ip}\n${agent}`).digest('base64url').slice(0, 32)}`;
}

/**
 * The view keys of an anonymous reader: its visitor key, and for a reader without the cookie the
 * key of the cookie set now (HttpOnly, a year), so that its next visit, cookie in hand, is the
 * same visitor.
 */
function visitorViewKeys(request: FastifyRequest, reply: FastifyReply, secure: boolean): string[] {
  if (visitorCookieOf(request)) return [visitorKeyOf(request)];
  const id = randomUUID();
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: visitorCookie,
      value: id,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: visitorCookieMaxAge,
    }),
  );
  return [visitorKeyOf(request), `v:${id}`];
}

export const itinerariesRoutes: FastifyPluginAsyncZod<{
  service: ItinerariesService;
  /** Mark the visitor cookie Secure (the site is served over https). */
  secureCookies: boolean;
}> = async (app, { service, secureCookies }) => {
  app.get(
    '/itineraries',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['itineraries'],
        summary: 'Itineraries by scope (all, mine, liked, public) and sort, one keyset page at a time',
        description: '`mine` and `liked` need a session (401). `all` is the public ones plus your own.',
        querystring: itineraryListQuerySchema,
        response: { 200: itineraryPageSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      // A visitor's page was serialized once, when it was kept (itineraries.service.ts).
      const { value, json } = await service.listWithJson(request.viewer, request.query);
      return json === null ? value : reply.serializer(() => json).send(value);
    },
  );

  app.get(
    '/itineraries/:id',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['itineraries'],
        summary:
          'One itinerary in full; counts a view (once per viewer per 24 hours, never the owner; a ' +
          'visitor without the cookie is known by address and user agent)',
        description: 'A private itinerary is 404 to everyone but its owner and admins.',
        params: idParamSchema,
        response: { 200: itinerarySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const visitorKeys = request.viewer ? [] : visitorViewKeys(request, reply, secureCookies);
      const { value, json } = await service.getWithJson(request.viewer, request.params.id, visitorKeys);
      return json === null ? value : reply.serializer(() => json).send(value);
    },
  );

  app.post(
    '/itineraries',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags: ['itineraries'],
        summary: 'Create an itinerary (private); totals and day costs are computed by the server',
        description:
          'Checked in this order, first failure wins: title_required, dates_required, end_before_start, ' +
          'day_out_of_range (also a trip longer than 60 days), duration_invalid, cost_negative; then ' +
          'validation_failed with `fields` (malformed dates or times, lengths, unknown destination_id).',
        body: itineraryWriteSchema,
        response: { 201: itinerarySchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(viewerOf(request), request.body)),
  );

  app.put(
    '/itineraries/:id',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags: ['itineraries'],
        summary: 'Replace an itinerary with all its days and plans (owner), in one transaction',
        params: idParamSchema,
        body: itineraryWriteSchema,
        response: { 200: itinerarySchema, ...errors },
      },
    },
    async (request) => service.update(viewerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/itineraries/:id',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags: ['itineraries'],
        summary: 'Delete an itinerary (owner or admin); its copies stay',
        params: idParamSchema,
        response: { 204: z.null(), 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await service.remove(viewerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/itineraries/:id/visibility',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags: ['itineraries'],
        summary:
          "Make an itinerary public or private (owner; an admin only makes someone else's public one private)",
        params: idParamSchema,
        body: itineraryVisibilitySchema,
        response: { 200: itinerarySchema, ...errors },
      },
    },
    async (request) => service.setVisibility(viewerOf(request), request.params.id, request.body.is_public),
  );

  app.post(
    '/itineraries/:id/like',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags: ['itineraries'],
        summary: 'Like or unlike (toggle)',
        params: idParamSchema,
        response: {
          200: itineraryLikeResultSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => service.toggleLike(viewerOf(request), request.params.id),
  );

  app.post(
    '/itineraries/:id/share',
    {
      // Anyone who may see it shares it, a visitor too; a deactivated account is refused (403).
      config: { access: 'visitor', rateLimit: 'write' },
      schema: {
        tags: ['itineraries'],
        summary:
          'Count a share on a channel (link, facebook, x, native, kakao); once a minute per account or visitor',
        params: idParamSchema,
        body: itineraryShareSchema,
        response: {
          200: itineraryShareResultSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      service.share(
        request.viewer,
        request.params.id,
        request.body.channel,
        request.viewer ? `u:${request.viewer.id}` : visitorKeyOf(request),
      ),
  );

  app.post(
    '/itineraries/:id/copy',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags: ['itineraries'],
        summary: 'Copy an itinerary into your account (private, titled " (복사본)"); not your own',
        params: idParamSchema,
        response: { 201: itinerarySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.copy(viewerOf(request), request.params.id)),
  );

  app.get(
    '/itineraries/:id/recommendations',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['itineraries'],
        summary: 'At most 3 other public itineraries, most liked first',
        params: idParamSchema,
        response: { 200: itineraryRecommendationsSchema, 404: errorBodySchema },
      },
    },
    async (request) => service.recommendations(request.viewer, request.params.id),
  );

  app.get(
    '/itineraries/:id/calendar.ics',
    {
      config: { access: 'visitor' },
      compress: false,
      schema: {
        tags: ['itineraries'],
        summary: 'The itinerary as an iCalendar file: one event per plan, in Asia/Seoul',
        params: idParamSchema,
        produces: ['text/calendar'],
        response: {
          200: z.string().describe('text/calendar (RFC 5545)'),
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const file = await service.calendar(request.viewer, request.params.id);
      // Compressed once per version (see itinerary-calendar.ts), not once per download.
      const encoding = calendarEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return (
        reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', file.disposition)
          .header('cache-control', 'private, no-store')
          .header('vary', 'accept-encoding')
          // The bytes of the text/calendar string the schema describes, already encoded.
          .send((await file.encoded(encoding)) as unknown as string)
      );
    },
  );
};
