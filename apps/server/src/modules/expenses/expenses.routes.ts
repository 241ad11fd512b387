/**
 * HTTP wiring of trip money (docs/API.md "Trip money"). Access is declared per route; the service
 * decides who may read or write which trip's money (policies.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  balancesQuerySchema,
  balancesSchema,
  expenseInputSchema,
  expensePageSchema,
  expenseParamsSchema,
  expenseSchema,
  homeCurrencyInputSchema,
  homeCurrencySchema,
  idParamSchema,
  outingInputSchema,
  outingParamsSchema,
  outingSchema,
  pageQuerySchema,
  settlementInputSchema,
  settlementParamsSchema,
  settlementSchema,
} from '@pintrip/shared';
import { viewerOf } from '../../auth/viewer.js';
import { putByClientId } from '../../http/client-id-routes.js';
import {
  createdOrReplayed,
  errorResponses,
  noContent,
  readErrorResponses,
} from '../../http/route-answers.js';
import { expensesCsv } from './expenses-csv.js';
import type { ExpensesService } from './expenses.service.js';
import { membersOnly, moneyTags, writers } from './money-access-texts.js';

const tags = moneyTags;

export const expensesRoutes: FastifyPluginAsyncZod<{ service: ExpensesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/itineraries/:id/expenses',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "A trip's expenses, latest day first (keyset pages)",
        description: membersOnly,
        params: idParamSchema,
        querystring: pageQuerySchema,
        response: { 200: expensePageSchema, ...readErrorResponses },
      },
    },
    async (request) => service.list(request.viewer, request.params.id, request.query),
  );

  app.get(
    '/itineraries/:id/expenses/:expense_id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One expense',
        description: membersOnly,
        params: expenseParamsSchema,
        response: { 200: expenseSchema, ...readErrorResponses },
      },
    },
    async (request) => service.get(request.viewer, request.params.id, request.params.expense_id),
  );

  putByClientId(
    app,
    '/itineraries/:id/expenses/:expense_id',
    {
      tags,
      summary: "Create (201) or replace (200) an expense under the client's id",
      description:
        `${writers} Amounts are whole minor units (KRW won, USD cents), at most a trillion. ` +
        'Payers must add up to `amount`; an exact split too, a percent split to 10,000 basis ' +
        'points; everyone named must be on the trip (400 `validation_failed` with `fields`). A ' +
        'foreign currency needs `rate` (home units per one unit), `rate_date` and `rate_source`; ' +
        'the home currency refuses them. Sending what is stored again answers 200 and changes ' +
        'nothing; an id another trip uses is 409 `conflict`.',
      params: expenseParamsSchema,
      body: expenseInputSchema,
      answer: expenseSchema,
    },
    async (viewer, params, body) => {
      const answer = await service.put(viewer, params.id, params.expense_id, body);
      return { created: answer.created, row: answer.expense };
    },
  );

  app.delete(
    '/itineraries/:id/expenses/:expense_id',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: 'Delete an expense (204, also when it is already gone)',
        description: writers,
        params: expenseParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) =>
      noContent(reply, service.remove(viewerOf(request), request.params.id, request.params.expense_id)),
  );

  putByClientId(
    app,
    '/itineraries/:id/outings/:outing_id',
    {
      tags,
      summary: "Create (201) or replace (200) an outing's rounds (차수) under the client's ids",
      description:
        `${writers} One evening ("회식", a date) with its rounds in order (1차, 2차…, at most 20): ` +
        "each round is an expense of its own under its client id, with the outing's title, date, " +
        'category and currency, and its own amount, payers and split (the same rules as an expense; ' +
        "a round's problems are named `rounds.<i>.<field>`). Written in one transaction; rounds left " +
        'out are deleted. Sending what is stored again answers 200 and changes nothing; an outing or ' +
        'round id used elsewhere is 409 `conflict`. A round is not written or deleted through …/expenses (409).',
      params: outingParamsSchema,
      body: outingInputSchema,
      answer: outingSchema,
    },
    async (viewer, params, body) => {
      const answer = await service.putOuting(viewer, params.id, params.outing_id, body);
      return { created: answer.created, row: answer.outing };
    },
  );

  app.delete(
    '/itineraries/:id/outings/:outing_id',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: 'Delete an outing with all its rounds (204, also when it is already gone)',
        description: writers,
        params: outingParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) =>
      noContent(reply, service.removeOuting(viewerOf(request), request.params.id, request.params.outing_id)),
  );

  app.get(
    '/itineraries/:id/balances',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Balances in the home currency and the fewest transfers that clear them',
        description:
          `${membersOnly} Each \`household\` (user ids joined by commas, repeatable) settles as one ` +
          'through its first member by id. Balances sum to zero; the transfers clear them exactly ' +
          '(fewest possible up to 16 parties, a stable greedy beyond), the same every time.',
        params: idParamSchema,
        querystring: balancesQuerySchema,
        response: { 200: balancesSchema, ...readErrorResponses },
      },
    },
    async (request) => service.balances(request.viewer, request.params.id, request.query.household),
  );

  app.post(
    '/itineraries/:id/settlements',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: "Record a settle-up under the client's id (201; a replay answers 200)",
        description: `${writers} \`from_user_id\` paid \`to_user_id\` \`amount\` in the trip's home currency.`,
        params: idParamSchema,
        body: settlementInputSchema,
        response: { 200: settlementSchema, 201: settlementSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const answer = await service.settle(viewerOf(request), request.params.id, request.body);
      return createdOrReplayed(reply, answer, answer.settlement);
    },
  );

  app.delete(
    '/itineraries/:id/settlements/:settlement_id',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: 'Undo a settle-up (204; it stops counting in the balances)',
        description: writers,
        params: settlementParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) =>
      noContent(
        reply,
        service.undoSettlement(viewerOf(request), request.params.id, request.params.settlement_id),
      ),
  );

  app.put(
    '/itineraries/:id/home-currency',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: "Set the trip's home currency (KRW by default)",
        description: `${writers} Only while the trip has no expense and no settle-up: 409 \`conflict\` after.`,
        params: idParamSchema,
        body: homeCurrencyInputSchema,
        response: { 200: homeCurrencySchema, ...errorResponses },
      },
    },
    async (request) =>
      service.setHomeCurrency(viewerOf(request), request.params.id, request.body.home_currency),
  );

  app.get(
    '/itineraries/:id/expenses.csv',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The expenses as CSV (UTF-8 with BOM), headings in `lang` (default ko)',
        description: membersOnly,
        params: idParamSchema,
        // An unknown language gets the default language's headings (lib/translations.ts).
        querystring: z.object({ lang: z.string().max(10).default('ko') }),
        produces: ['text/csv'],
        response: {
          200: z.string().describe('text/csv; charset=utf-8, with a byte order mark'),
          ...readErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { home, expenses, authors } = await service.exportRows(request.viewer, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="expenses-${request.params.id}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(expensesCsv(request.query.lang, home, expenses, authors));
    },
  );
};
