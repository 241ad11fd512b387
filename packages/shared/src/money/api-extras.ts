/**
 * The HTTP contract of 환전 records, the common pool (총무 mode) and receipts (docs/API.md "Trip
 * money", docs/decisions/0036-money-budget-exchanges-pool-receipts.md). Amounts are integer minor
 * units; a rate is a decimal string as an expense stores it.
 */
import { z } from 'zod';
import { idSchema, userIdSchema } from '../common.js';
import { currencySchema, minorAmountSchema, moneyLimits } from './api.js';

const calendarDateSchema = z.iso.date();
const positiveAmountSchema = minorAmountSchema.min(1);

export const exchangeParamsSchema = z.object({ id: idSchema, exchange_id: idSchema });

/**
 * PUT /api/itineraries/:id/exchanges/:exchange_id: `user_id` gave `given_amount` of the trip's
 * home currency and received `received_amount` of `received_currency` on `exchanged_on`.
 */
export const exchangeInputSchema = z.object({
  user_id: userIdSchema,
  given_amount: positiveAmountSchema,
  received_amount: positiveAmountSchema,
  received_currency: currencySchema,
  exchanged_on: calendarDateSchema,
  note: z.string().trim().max(moneyLimits.noteMax).nullish(),
});
export type ExchangeInput = z.input<typeof exchangeInputSchema>;

export const exchangeSchema = z.object({
  id: z.string(),
  itinerary_id: z.string(),
  user_id: z.string(),
  given_amount: z.number().int(),
  given_currency: currencySchema,
  received_amount: z.number().int(),
  received_currency: currencySchema,
  /** given over received in major units: home units per one unit of `received_currency`. */
  rate: z.string().nullable(),
  exchanged_on: z.string(),
  note: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Exchange = z.infer<typeof exchangeSchema>;

export const exchangePageSchema = z.object({
  items: z.array(exchangeSchema),
  next_cursor: z.string().nullable(),
});
export type ExchangePage = z.infer<typeof exchangePageSchema>;

/** GET /api/itineraries/:id/exchange-rate: `user_id` narrows to one traveller's exchanges. */
export const exchangeRateQuerySchema = z.object({
  currency: currencySchema,
  user_id: userIdSchema.optional(),
});

export const exchangeRateSchema = z.object({
  currency: currencySchema,
  home_currency: currencySchema,
  /** The weighted average (total given over total received); null with no exchange into it. */
  rate: z.string().nullable(),
  /** What `rate` averages: the exchanges counted and their totals in minor units. */
  exchanges: z.number().int(),
  given_amount: z.number().int(),
  received_amount: z.number().int(),
  /** `exchange` when averaged from the records; `provider` from EXCHANGE_RATE_URL; null with none. */
  source: z.enum(['exchange', 'provider']).nullable(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const poolContributionParamsSchema = z.object({ id: idSchema, contribution_id: idSchema });

/** PUT /api/itineraries/:id/pool/contributions/:contribution_id: paid into the pool, home units. */
export const poolContributionInputSchema = z.object({
  user_id: userIdSchema,
  amount: positiveAmountSchema,
  contributed_on: calendarDateSchema,
  note: z.string().trim().max(moneyLimits.noteMax).nullish(),
});
export type PoolContributionInput = z.input<typeof poolContributionInputSchema>;

export const poolContributionSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  amount: z.number().int(),
  currency: currencySchema,
  contributed_on: z.string(),
  note: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type PoolContribution = z.infer<typeof poolContributionSchema>;

/** GET /api/itineraries/:id/pool: the common pool in the home currency. */
export const poolSchema = z.object({
  home_currency: currencySchema,
  contributed: z.number().int(),
  spent: z.number().int(),
  /** contributed − spent; returned pro rata to the contributions (below zero: topped up). */
  remainder: z.number().int(),
  contributions: z.array(poolContributionSchema),
  /** Each member's part of the remainder, adding up to it exactly. */
  returns: z.array(z.object({ user_id: z.string(), amount: z.number().int() })),
});
export type Pool = z.infer<typeof poolSchema>;

/** POST /api/itineraries/:id/expenses/:expense_id/receipt answers the receipt's size. */
export const receiptSchema = z.object({
  expense_id: z.string(),
  content_type: z.literal('image/webp'),
  width: z.number().int(),
  height: z.number().int(),
  byte_size: z.number().int(),
  created_at: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;
