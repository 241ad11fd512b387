/**
 * HTTP wiring of budget against plans, 환전 records, the common pool and receipts (docs/API.md
 * "Trip money"). Access as the expenses: members read, the owner and editors write.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  exchangeInputSchema,
  exchangePageSchema,
  exchangeParamsSchema,
  exchangeRateQuerySchema,
  exchangeRateSchema,
  exchangeSchema,
  expenseParamsSchema,
  idParamSchema,
  moneySummarySchema,
  pageQuerySchema,
  paymentAccountInputSchema,
  paymentAccountListSchema,
  paymentAccountSchema,
  poolContributionInputSchema,
  poolContributionParamsSchema,
  poolContributionSchema,
  poolSchema,
  receiptSchema,
} from '@pintrip/shared';
import { viewerOf } from '../../auth/viewer.js';
import { putByClientId } from '../../http/client-id-routes.js';
import { postTripFile } from '../../http/upload-routes.js';
import { errorResponses, noContent, readErrorResponses } from '../../http/route-answers.js';
import { sendTripFile } from '../trip-files/trip-files.js';
import type { MoneyExtrasService } from './money-extras.service.js';
import { membersOnly, moneyTags, writers } from './money-access-texts.js';

const tags = moneyTags;

export const moneyExtrasRoutes: FastifyPluginAsyncZod<{ service: MoneyExtrasService }> = async (
  app,
  { service },
) => {
  app.get(
    '/itineraries/:id/money/summary',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Budget (the plans’ costs) against actuals (the expenses), per day, category and person',
        description:
          `${membersOnly} Home-currency minor units. An expense linked to a plan counts on its day; ` +
          "one without on the trip day of `spent_on`, or under `day_number: null` outside the trip's " +
          'dates. Per person: `actual` is what their shares cost, `budget` an equal part of the budget.',
        params: idParamSchema,
        response: { 200: moneySummarySchema, ...readErrorResponses },
      },
    },
    async (request) => service.summary(request.viewer, request.params.id),
  );

  app.get(
    '/itineraries/:id/exchanges',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "A trip's 환전 records, latest day first (keyset pages)",
        description: membersOnly,
        params: idParamSchema,
        querystring: pageQuerySchema,
        response: { 200: exchangePageSchema, ...readErrorResponses },
      },
    },
    async (request) => service.exchanges(request.viewer, request.params.id, request.query),
  );

  putByClientId(
    app,
    '/itineraries/:id/exchanges/:exchange_id',
    {
      tags,
      summary: "Create (201) or replace (200) a 환전 record under the client's id",
      description:
        `${writers} \`user_id\` (a member) gave \`given_amount\` of the trip's home currency for ` +
        '`received_amount` of `received_currency` (not the home currency: 400). A replay answers ' +
        '200 and changes nothing; an id another trip uses is 409 `conflict`.',
      params: exchangeParamsSchema,
      body: exchangeInputSchema,
      answer: exchangeSchema,
    },
    async (viewer, params, body) => {
      const answer = await service.putExchange(viewer, params.id, params.exchange_id, body);
      return { created: answer.created, row: answer.exchange };
    },
  );

  app.delete(
    '/itineraries/:id/exchanges/:exchange_id',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: 'Delete a 환전 record (204, also when it is already gone)',
        description: writers,
        params: exchangeParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) =>
      noContent(
        reply,
        service.removeExchange(viewerOf(request), request.params.id, request.params.exchange_id),
      ),
  );

  app.get(
    '/itineraries/:id/exchange-rate',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The weighted average rate of the trip’s 환전 into `currency` ("from my 환전")',
        description:
          `${membersOnly} Total given over total received, as an expense stores \`rate\` (home units ` +
          'per one unit; 8 decimals at most, rounded half away from zero). `user_id` counts one ' +
          "traveller's exchanges. With none, the rate of EXCHANGE_RATE_URL when configured " +
          '(`source: provider`), else `rate: null`.',
        params: idParamSchema,
        querystring: exchangeRateQuerySchema,
        response: { 200: exchangeRateSchema, ...readErrorResponses },
      },
    },
    async (request) =>
      service.exchangeRate(request.viewer, request.params.id, request.query.currency, request.query.user_id),
  );

  app.get(
    '/itineraries/:id/pool',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The common pool (총무 mode): paid in, spent, and the remainder returned pro rata',
        description:
          `${membersOnly} Home-currency minor units. Expenses pay from the pool with \`pool_amount\`; ` +
          'the remainder goes back in proportion to the contributions without losing a won ' +
          '(`returns` add up to `remainder`; below zero, what each tops up). The balances count ' +
          'contributions as paid and returns as received.',
        params: idParamSchema,
        response: { 200: poolSchema, ...readErrorResponses },
      },
    },
    async (request) => service.pool(request.viewer, request.params.id),
  );

  app.get(
    '/itineraries/:id/payment-accounts',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Where the trip’s people take transfers: bank accounts and KakaoPay send links',
        description:
          `${membersOnly} For the send links of a suggested transfer: \`bank\` (a code of the fixed ` +
          'list of Korean banks), `account_number`, `kakaopay_url`, by `user_id`.',
        params: idParamSchema,
        response: { 200: paymentAccountListSchema, ...readErrorResponses },
      },
    },
    async (request) => service.paymentAccounts(request.viewer, request.params.id),
  );

  app.put(
    '/itineraries/:id/payment-accounts/me',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: 'Store where I take transfers on this trip (my bank account and/or KakaoPay link)',
        description:
          'Anyone on the trip, viewers too (they can be owed), active; a stranger or admin not on it ' +
          'gets 403 (404 where they may not see the trip). `bank` from the fixed list with ' +
          '`account_number` (digits and hyphens, 6 to 20 digits), and/or `kakaopay_url` ' +
          '(https://qr.kakaopay.com/…, the receiver’s own send link); anything else is 400 ' +
          '`validation_failed` with `fields`. The same body again changes nothing.',
        params: idParamSchema,
        body: paymentAccountInputSchema,
        response: { 200: paymentAccountSchema, ...errorResponses },
      },
    },
    async (request) => service.setMyPaymentAccount(viewerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/itineraries/:id/payment-accounts/me',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: 'Remove where I take transfers on this trip (204, also when there was none)',
        description: 'Anyone on the trip, active.',
        params: idParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) =>
      noContent(reply, service.removeMyPaymentAccount(viewerOf(request), request.params.id)),
  );

  putByClientId(
    app,
    '/itineraries/:id/pool/contributions/:contribution_id',
    {
      tags,
      summary: "Create (201) or replace (200) a contribution to the pool under the client's id",
      description: `${writers} \`user_id\` (a member) paid \`amount\` of the home currency into the pool.`,
      params: poolContributionParamsSchema,
      body: poolContributionInputSchema,
      answer: poolContributionSchema,
    },
    async (viewer, params, body) => {
      const answer = await service.putContribution(viewer, params.id, params.contribution_id, body);
      return { created: answer.created, row: answer.contribution };
    },
  );

  app.delete(
    '/itineraries/:id/pool/contributions/:contribution_id',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: 'Delete a contribution to the pool (204, also when it is already gone)',
        description: writers,
        params: poolContributionParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) =>
      noContent(
        reply,
        service.removeContribution(viewerOf(request), request.params.id, request.params.contribution_id),
      ),
  );

  app.get(
    '/itineraries/:id/expenses/:expense_id/receipt',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "An expense's receipt photo (image/webp), for the trip's members only",
        description: `${membersOnly} Never cached by a shared cache; 404 when the expense has no receipt.`,
        params: expenseParamsSchema,
        produces: ['image/webp'],
        response: { 200: z.any().describe('image/webp'), ...readErrorResponses },
      },
    },
    async (request, reply) => {
      const receipt = await service.receipt(request.viewer, request.params.id, request.params.expense_id);
      return sendTripFile(reply, receipt);
    },
  );

  app.delete(
    '/itineraries/:id/expenses/:expense_id/receipt',
    {
      config: { access: 'active_user', rateLimit: 'write' },
      schema: {
        tags,
        summary: "Remove an expense's receipt (204, also when there is none)",
        description: writers,
        params: expenseParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) =>
      noContent(
        reply,
        service.removeReceipt(viewerOf(request), request.params.id, request.params.expense_id),
      ),
  );

  await postTripFile(
    app,
    '/itineraries/:id/expenses/:expense_id/receipt',
    {
      tags,
      summary: 'Attach a receipt photo to an expense (201), replacing any',
      description:
        `${writers} multipart/form-data with the field \`file\` (JPEG, PNG, WebP, GIF, AVIF, HEIC; ` +
        'at most 10 MB). Re-encoded as the uploads are (upright, no metadata, WebP ≤ 1600 px), ' +
        'never stored as sent and never at a public URL; deleted with its expense.',
      params: expenseParamsSchema,
      answer: receiptSchema,
    },
    (viewer, params, file) => service.putReceipt(viewer, params.id, params.expense_id, file.bytes),
  );
};
