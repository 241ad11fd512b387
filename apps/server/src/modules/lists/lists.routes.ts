/**
 * HTTP wiring of a trip's packing list and to-dos and of list templates (docs/API.md "Trip
 * lists"). Access is declared per route; the service decides who may read or write which trip's
 * lists (policies.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  idParamSchema,
  langQuerySchema,
  listApplyInputSchema,
  listApplyResultSchema,
  listItemInputSchema,
  listItemParamsSchema,
  listItemPatchSchema,
  listItemSchema,
  listItemsSchema,
  listTemplateInputSchema,
  listTemplateParamsSchema,
  listTemplateSchema,
  listTemplatesSchema,
} from '@pintrip/shared';
import { viewerOf } from '../../auth/viewer.js';
import { createdOrReplayed, errorResponses, noContent } from '../../http/route-answers.js';
import type { ListsService } from './lists.service.js';

const tags = ['lists'];
const readErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const membersOnly =
  "For the trip's owner and members (a deactivated member reads too); a signed-in reader who may " +
  'see the trip but is not on it gets 403 (an admin too), one who may not (a private trip) 404.';
const writers = 'The owner and editors, active; a viewer member gets 403.';

export const listsRoutes: FastifyPluginAsyncZod<{ service: ListsService }> = async (app, { service }) => {
  app.get(
    '/itineraries/:id/list-items',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "A trip's packing list and to-dos, each list in its order",
        description: `${membersOnly} At most 500 items a trip, so one answer holds them all.`,
        params: idParamSchema,
        response: { 200: listItemsSchema, ...readErrors },
      },
    },
    async (request) => service.list(request.viewer, request.params.id),
  );

  app.put(
    '/itineraries/:id/list-items/:item_id',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: "Create (201) or replace (200) a list item under the client's id",
        description:
          `${writers} \`assignee_id\` must be the owner or a member (400 \`validation_failed\`, ` +
          '`fields.assignee_id`). Without `position` a new item goes last in its list. Sending what ' +
          'is stored again answers 200 and changes nothing; an id another trip uses is 409 ' +
          '`conflict`, as is a 501st item.',
        params: listItemParamsSchema,
        body: listItemInputSchema,
        response: { 200: listItemSchema, 201: listItemSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { item, created } = await service.put(
        viewerOf(request),
        request.params.id,
        request.params.item_id,
        request.body,
      );
      return createdOrReplayed(reply, { created }, item);
    },
  );

  app.patch(
    '/itineraries/:id/list-items/:item_id',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: 'Change some fields of a list item (check it, assign it, rename it, move it)',
        description: `${writers} Only the fields sent change; 404 when the item is not on the trip.`,
        params: listItemParamsSchema,
        body: listItemPatchSchema,
        response: { 200: listItemSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.patch(viewerOf(request), request.params.id, request.params.item_id, request.body),
  );

  app.delete(
    '/itineraries/:id/list-items/:item_id',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: 'Delete a list item (204, also when it is already gone)',
        description: writers,
        params: listItemParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) =>
      noContent(reply, service.remove(viewerOf(request), request.params.id, request.params.item_id)),
  );

  app.post(
    '/itineraries/:id/list-items/apply-template',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: 'Add the items of a template the trip lacks',
        description:
          `${writers} \`template\` is a built-in key (\`abroad\`, \`camping\`, \`winterHike\`; its ` +
          'texts in `lang`) or the id of one of my templates (404 otherwise). Items already on the ' +
          'trip — same list, same text — are skipped, so applying again adds nothing. Answers how ' +
          'many were added and the whole lists.',
        params: idParamSchema,
        body: listApplyInputSchema,
        response: { 200: listApplyResultSchema, ...errorResponses },
      },
    },
    async (request) => service.apply(viewerOf(request), request.params.id, request.body),
  );

  app.get(
    '/list-templates',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The built-in list templates (in `lang`, default ko) and my own',
        querystring: langQuerySchema,
        response: { 200: listTemplatesSchema, 401: errorBodySchema },
      },
    },
    async (request) => service.templates(viewerOf(request), request.query.lang),
  );

  app.put(
    '/list-templates/:template_id',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: "Save a trip's lists as my template under the client's id (201; again: 200, replaced)",
        description:
          "Anyone who reads the trip's lists (its owner and members) may; the trip's items of " +
          '`kinds` (both by default) are copied. A trip with none is 400 `validation_failed`; ' +
          "another user's template id, or a 51st template, is 409 `conflict`.",
        params: listTemplateParamsSchema,
        body: listTemplateInputSchema,
        response: { 200: listTemplateSchema, 201: listTemplateSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { template, created } = await service.saveTemplate(
        viewerOf(request),
        request.params.template_id,
        request.body,
      );
      return createdOrReplayed(reply, { created }, template);
    },
  );

  app.delete(
    '/list-templates/:template_id',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: 'Delete one of my templates (204, also when already gone)',
        description: "Another user's template is 404 and stays.",
        params: listTemplateParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) =>
      noContent(reply, service.removeTemplate(viewerOf(request), request.params.template_id)),
  );
};
