/**
 * HTTP wiring of trip members and invites (docs/API.md "Trip members"). Access is declared per
 * route; the service decides who may act on which trip (policies.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  idParamSchema,
  inviteAcceptedSchema,
  inviteCreateSchema,
  inviteCreatedSchema,
  inviteListSchema,
  inviteParamsSchema,
  invitePreviewSchema,
  inviteTokenParamsSchema,
  memberListSchema,
  memberParamsSchema,
  memberRoleChangeSchema,
  memberSearchQuerySchema,
  memberSearchResultSchema,
  myInviteListSchema,
  myInviteParamsSchema,
  sharedItineraryPageSchema,
  sharedItineraryQuerySchema,
} from '@pintrip/shared';
import { viewerOf } from '../../auth/viewer.js';
import { errorResponses, noContent } from '../../http/route-answers.js';
import type { MembersService } from './members.service.js';

const tags = ['members'];

export const membersRoutes: FastifyPluginAsyncZod<{ service: MembersService }> = async (app, { service }) => {
  app.get(
    '/itineraries/:id/members',
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: "A trip's owner and members with their roles",
        description:
          'For its owner, its members and admins; another reader who may see the trip gets 403, ' +
          'one who may not (a private trip) 404.',
        params: idParamSchema,
        response: { 200: memberListSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.list(request.viewer, request.params.id),
  );

  app.patch(
    '/itineraries/:id/members/:user_id',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: "Change a member's role (owner)",
        params: memberParamsSchema,
        body: memberRoleChangeSchema,
        response: { 200: memberListSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.setRole(viewerOf(request), request.params.id, request.params.user_id, request.body.role),
  );

  app.delete(
    '/itineraries/:id/members/:user_id',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: 'Remove a member (owner), or leave the trip (the member themselves)',
        params: memberParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) =>
      noContent(reply, service.remove(viewerOf(request), request.params.id, request.params.user_id)),
  );

  app.get(
    '/itineraries/:id/invites',
    {
      config: { access: 'active_user' },
      schema: {
        tags,
        summary: "The trip's open invites, newest first (owner); never a link's token",
        params: idParamSchema,
        response: { 200: inviteListSchema, ...errorResponses },
      },
    },
    async (request) => service.invites(viewerOf(request), request.params.id),
  );

  app.post(
    '/itineraries/:id/invites',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary:
          'Invite by link (the token is in this answer only), or a user directly with `user_id` (owner)',
        description:
          '`expires_in_days` 1–30, default 7. A direct invite needs an active account that is not ' +
          'on the trip (409 conflict) and has no open invite to it (409 conflict). A trip with 50 ' +
          'members takes no more invites (409 conflict).',
        params: idParamSchema,
        body: inviteCreateSchema,
        response: { 201: inviteCreatedSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createInvite(viewerOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/itineraries/:id/invites/:invite_id',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: 'Revoke an invite (owner); idempotent',
        params: inviteParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) =>
      noContent(reply, service.revokeInvite(viewerOf(request), request.params.id, request.params.invite_id)),
  );

  app.get(
    '/itineraries/:id/member-search',
    {
      config: { access: 'active_user' },
      schema: {
        tags,
        summary: 'Up to 5 active accounts whose display name contains `name`, to invite (owner); no emails',
        params: idParamSchema,
        querystring: memberSearchQuerySchema,
        response: { 200: memberSearchResultSchema, ...errorResponses },
      },
    },
    async (request) => service.search(viewerOf(request), request.params.id, request.query.name),
  );

  app.get(
    '/invites/:token',
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: 'What a link invite offers: the trip, its owner and the role (anyone holding the link)',
        description: '404 for an unknown token; 410 invite_expired once it expired or was revoked.',
        params: inviteTokenParamsSchema,
        response: { 200: invitePreviewSchema, 404: errorBodySchema, 410: errorBodySchema },
      },
    },
    async (request) => service.preview(request.viewer, request.params.token),
  );

  app.post(
    '/invites/:token/accept',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: 'Join the trip of a link invite with its role',
        description:
          'A member keeps the higher of their role and the invite’s. The owner gets 409 conflict; ' +
          'a full trip 409 conflict; an expired or revoked invite 410 invite_expired.',
        params: inviteTokenParamsSchema,
        response: { 200: inviteAcceptedSchema, ...errorResponses, 410: errorBodySchema },
      },
    },
    async (request) => service.acceptLink(viewerOf(request), request.params.token),
  );

  app.get(
    '/me/invites',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Direct invites waiting for my answer, newest first',
        response: { 200: myInviteListSchema, 401: errorBodySchema },
      },
    },
    async (request) => service.myInvites(viewerOf(request)),
  );

  const answered =
    '404 for an invite that is not mine; 410 invite_expired once expired, revoked or answered.';
  app.post(
    '/me/invites/:invite_id/accept',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: 'Accept a direct invite: join the trip with its role',
        description: answered,
        params: myInviteParamsSchema,
        response: { 200: inviteAcceptedSchema, ...errorResponses, 410: errorBodySchema },
      },
    },
    async (request) => (await service.answer(viewerOf(request), request.params.invite_id, true))!,
  );

  app.post(
    '/me/invites/:invite_id/decline',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: 'Decline a direct invite',
        description: answered,
        params: myInviteParamsSchema,
        response: { 204: z.null(), ...errorResponses, 410: errorBodySchema },
      },
    },
    async (request, reply) =>
      noContent(reply, service.answer(viewerOf(request), request.params.invite_id, false)),
  );

  app.get(
    '/me/shared-itineraries',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Trips I am a member of, newest membership first (keyset)',
        querystring: sharedItineraryQuerySchema,
        response: { 200: sharedItineraryPageSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => service.shared(viewerOf(request), request.query),
  );
};
