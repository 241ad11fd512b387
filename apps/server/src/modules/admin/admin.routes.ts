import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCreateSchema,
  adminListSchema,
  adminRightsSchema,
  adminUpdateSchema,
  adminUserIdParamSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  auditPageSchema,
  auditQuerySchema,
  idParamSchema,
  noticeListSchema,
  noticeQuerySchema,
  pageQuerySchema,
  reportCreateSchema,
  reportDecisionSchema,
  reportPageSchema,
  userIdParamSchema,
  userSearchQuerySchema,
  userSearchResultSchema,
  userStatusSchema,
} from '@pintrip/shared';
import { viewerOf } from '../../auth/viewer.js';
import { errorResponses, noContent } from '../../http/route-answers.js';
import type { AdminService } from './admin.service.js';

const tags = ['administration'];

export const adminRoutes: FastifyPluginAsyncZod<{ service: AdminService }> = async (app, { service }) => {
  app.get(
    '/admin/users',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Users, newest first, searched by email, name or full name (keyset pages)',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserPageSchema, ...errorResponses },
      },
    },
    async (request) => service.listUsers(request.query),
  );

  app.post(
    '/admin/users/:id/toggle-status',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Activate or deactivate a user (not yourself; a super admin only by a super admin)',
        params: userIdParamSchema,
        response: { 200: userStatusSchema, ...errorResponses },
      },
    },
    async (request) => service.toggleStatus(viewerOf(request), request.params.id),
  );

  app.delete(
    '/admin/users/:id',
    {
      config: { access: 'super_admin' },
      schema: {
        tags,
        summary: 'Delete a user and everything they own (super admin; not yourself)',
        params: userIdParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => noContent(reply, service.deleteUser(viewerOf(request), request.params.id)),
  );

  app.get(
    '/admin/admins',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Admin records, newest first',
        response: { 200: adminListSchema, ...errorResponses },
      },
    },
    async () => service.listAdmins(),
  );

  app.get(
    '/admin/user-search',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'At most 5 users whose email contains the text (case-insensitive)',
        querystring: userSearchQuerySchema,
        response: { 200: userSearchResultSchema, ...errorResponses },
      },
    },
    async (request) => service.searchUsers(request.query.email),
  );

  app.post(
    '/admin/admins',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Make a user an admin (not super admin)',
        body: adminCreateSchema,
        response: { 201: adminRightsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const rights = await service.grantAdmin(viewerOf(request), request.body.user_id);
      return reply.status(201).send(rights);
    },
  );

  app.patch(
    '/admin/admins/:user_id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Change a user's admin or super admin right",
        params: adminUserIdParamSchema,
        body: adminUpdateSchema,
        response: { 200: adminRightsSchema, ...errorResponses },
      },
    },
    async (request) => service.updateRights(viewerOf(request), request.params.user_id, request.body),
  );

  app.get(
    '/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The audit log of admin actions, newest first (keyset pages)',
        description:
          'Narrowed by `action` (one of the audit actions) and `actor` (the email of who acted, case-insensitive; `cli` for the command line).',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses },
      },
    },
    async (request) => service.listAudit(request.query),
  );

  app.get(
    '/admin/reports',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Open reports, newest first (keyset pages)',
        querystring: pageQuerySchema,
        response: { 200: reportPageSchema, ...errorResponses },
      },
    },
    async (request) => service.listOpenReports(request.query.limit, request.query.cursor),
  );

  app.post(
    '/admin/reports/:id/decision',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Hide the reported item (closing its reports) or dismiss the report',
        params: idParamSchema,
        body: reportDecisionSchema,
        response: { 200: z.object({ status: z.string() }), ...errorResponses },
      },
    },
    async (request) => service.decide(viewerOf(request), request.params.id, request.body.decision),
  );

  app.post(
    '/reports',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags: ['moderation'],
        summary: 'Report a destination, comment or itinerary (once per user and item)',
        body: reportCreateSchema,
        response: { 201: z.object({ id: z.string() }), ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await service.report(viewerOf(request), request.body)),
  );

  app.get(
    '/me/notices',
    {
      config: { access: 'user' },
      schema: {
        tags: ['moderation'],
        summary:
          'What the signed-in user is told: their items an admin hid (the latest 20, or those of one item)',
        querystring: noticeQuerySchema,
        response: { 200: noticeListSchema, ...errorResponses },
      },
    },
    async (request) => service.listNotices(viewerOf(request), request.query.target_id),
  );
};
