/**
 * The HTTP contract of trip money (docs/API.md "Trip money", docs/decisions/0034-trip-money.md):
 * expenses with their payers and split, balances with suggested transfers, settle-ups. Every amount
 * is an integer count of minor units (KRW: won; USD: cents); a rate is a decimal string.
 */
import { z } from 'zod';
import { idSchema, userIdSchema } from '../common.js';
import { itineraryAuthorSchema } from '../itineraries.js';
import { currencyCodes, maxExpenseMinor, parseRate } from './currency.js';
import { percentTotalBasisPoints } from './split.js';

export const expenseCategories = [
  'transport',
  'lodging',
  'food',
  'sightseeing',
  'shopping',
  'other',
] as const;
export type ExpenseCategory = (typeof expenseCategories)[number];
export const splitKinds = ['equal', 'shares', 'exact', 'percent'] as const;
export type SplitKind = (typeof splitKinds)[number];
export const rateSources = ['manual', 'exchange', 'provider'] as const;
export type RateSource = (typeof rateSources)[number];

export const moneyLimits = {
  titleMax: 100,
  noteMax: 500,
  /** Payers or split entries of one expense (a trip has at most 51 people). */
  partiesMax: 51,
  sharesMax: 1000,
  csvRowsMax: 10_000,
} as const;

/** An amount in minor units: a whole number from 0 to a trillion (never a float). */
export const minorAmountSchema = z.number().int().min(0).max(maxExpenseMinor);
export const currencySchema = z.enum(currencyCodes);
const calendarDateSchema = z.iso.date();
const rateSchema = z
  .string()
  .refine((value) => parseRate(value) !== null, 'a positive decimal with at most 9 digits and 8 decimals');

/** A split naming users by `user`: the request checks ids, the answer writes what is stored. */
const splitSchemaOf = (user: z.ZodString) => {
  const memberAmount = z.object({ user_id: user, amount: minorAmountSchema });
  return z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('equal'), members: z.array(user).min(1).max(moneyLimits.partiesMax) }),
    z.object({
      kind: z.literal('shares'),
      shares: z
        .array(z.object({ user_id: user, shares: z.number().int().min(0).max(moneyLimits.sharesMax) }))
        .min(1)
        .max(moneyLimits.partiesMax),
    }),
    z.object({ kind: z.literal('exact'), amounts: z.array(memberAmount).min(1).max(moneyLimits.partiesMax) }),
    z.object({
      kind: z.literal('percent'),
      percents: z
        .array(
          z.object({
            user_id: user,
            basis_points: z.number().int().min(0).max(percentTotalBasisPoints),
          }),
        )
        .min(1)
        .max(moneyLimits.partiesMax),
    }),
  ]);
};

const memberAmountSchema = z.object({ user_id: userIdSchema, amount: minorAmountSchema });
export const splitInputSchema = splitSchemaOf(userIdSchema);
export type SplitInput = z.infer<typeof splitInputSchema>;

/**
 * PUT /api/itineraries/:id/expenses/:expense_id: the whole expense, created under the client's id
 * or replacing it. `rate` (home-currency units per one unit of `currency`), `rate_date` and
 * `rate_source` are required when `currency` is not the trip's home currency and refused when it is.
 */
export const expenseInputSchema = z.object({
  title: z.string().trim().min(1).max(moneyLimits.titleMax),
  amount: minorAmountSchema,
  currency: currencySchema,
  rate: rateSchema.nullish(),
  rate_date: calendarDateSchema.nullish(),
  rate_source: z.enum(rateSources).nullish(),
  spent_on: calendarDateSchema,
  category: z.enum(expenseCategories),
  /** With `pool_amount`, the payers add up to `amount − pool_amount` (none when the pool paid all). */
  payers: z.array(memberAmountSchema).max(moneyLimits.partiesMax),
  split: splitInputSchema,
  plan_id: idSchema.nullish(),
  note: z.string().trim().max(moneyLimits.noteMax).nullish(),
  /** The part paid from the trip's common pool (총무 mode, the payer kind `pool`); 0 by default. */
  pool_amount: minorAmountSchema.optional(),
});
export type ExpenseInput = z.input<typeof expenseInputSchema>;

export const expenseParamsSchema = z.object({ id: idSchema, expense_id: idSchema });
export const settlementParamsSchema = z.object({ id: idSchema, settlement_id: idSchema });

const memberMoneySchema = z.object({ user_id: z.string(), amount: z.number().int() });

export const expenseSchema = z.object({
  id: z.string(),
  itinerary_id: z.string(),
  title: z.string(),
  amount: z.number().int(),
  currency: currencySchema,
  rate: z.string().nullable(),
  rate_date: z.string().nullable(),
  rate_source: z.enum(rateSources).nullable(),
  /** The amount in the trip's home currency at the frozen rate (rounded half away from zero). */
  home_amount: z.number().int(),
  spent_on: z.string(),
  category: z.enum(expenseCategories),
  payers: z.array(memberMoneySchema),
  /** The split as entered; `shares` below is what each member owes in `currency`. */
  split: splitSchemaOf(z.string()),
  shares: z.array(memberMoneySchema),
  plan_id: z.string().nullable(),
  note: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The part paid from the common pool, in `currency` (0 when members paid it all). */
  pool_amount: z.number().int().optional(),
  /** Whether a receipt photo is attached (GET …/expenses/:expense_id/receipt, members only). */
  has_receipt: z.boolean().optional(),
  /** The outing this expense is a round (차수) of, written with PUT …/outings/:outing_id; else null. */
  outing_id: z.string().nullable().optional(),
  /** Its round: 1 for 1차, 2 for 2차… (null when not a round). */
  round_number: z.number().int().nullable().optional(),
});
export type Expense = z.infer<typeof expenseSchema>;

/** An outing has at most this many rounds (1차 … 20차). */
export const outingRoundsMax = 20;

/** One round (차수) of an outing: its own amount, payers and members, under the client's id. */
export const outingRoundInputSchema = z.object({
  id: idSchema,
  amount: minorAmountSchema,
  payers: z.array(memberAmountSchema).max(moneyLimits.partiesMax),
  split: splitInputSchema,
  pool_amount: minorAmountSchema.optional(),
});
export type OutingRoundInput = z.input<typeof outingRoundInputSchema>;

/**
 * PUT /api/itineraries/:id/outings/:outing_id: one evening ("회식", a date) with its rounds in order
 * (1차, 2차…), each an expense of its own with the outing's title, date, category and currency.
 * The whole outing is written at once: rounds left out are deleted.
 */
export const outingInputSchema = z
  .object({
    title: z.string().trim().min(1).max(moneyLimits.titleMax),
    currency: currencySchema,
    rate: rateSchema.nullish(),
    rate_date: calendarDateSchema.nullish(),
    rate_source: z.enum(rateSources).nullish(),
    spent_on: calendarDateSchema,
    category: z.enum(expenseCategories),
    note: z.string().trim().max(moneyLimits.noteMax).nullish(),
    rounds: z.array(outingRoundInputSchema).min(1).max(outingRoundsMax),
  })
  .refine((value) => new Set(value.rounds.map((round) => round.id)).size === value.rounds.length, {
    path: ['rounds'],
    message: 'each round has its own id',
  });
export type OutingInput = z.input<typeof outingInputSchema>;

export const outingParamsSchema = z.object({ id: idSchema, outing_id: idSchema });

/** An outing as written: its id and its rounds in order, each an expense. */
export const outingSchema = z.object({ id: z.string(), rounds: z.array(expenseSchema) });
export type Outing = z.infer<typeof outingSchema>;

export const expensePageSchema = z.object({
  items: z.array(expenseSchema),
  next_cursor: z.string().nullable(),
});
export type ExpensePage = z.infer<typeof expensePageSchema>;

/** POST /api/itineraries/:id/settlements: `from` paid `to` `amount` in the home currency. */
export const settlementInputSchema = z.object({
  id: idSchema,
  from_user_id: userIdSchema,
  to_user_id: userIdSchema,
  amount: minorAmountSchema.min(1),
});
export type SettlementInput = z.infer<typeof settlementInputSchema>;

export const settlementSchema = z.object({
  id: z.string(),
  from_user_id: z.string(),
  to_user_id: z.string(),
  amount: z.number().int(),
  currency: currencySchema,
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type Settlement = z.infer<typeof settlementSchema>;

/** GET /api/itineraries/:id/balances `household`: user ids separated by commas, one group each. */
export const balancesQuerySchema = z.object({
  household: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.string().max(2000)).max(moneyLimits.partiesMax)),
});

export const balancesSchema = z.object({
  home_currency: currencySchema,
  members: z.array(
    z.object({
      user: itineraryAuthorSchema,
      /** False for someone who has left the trip but still has money on it. */
      is_member: z.boolean(),
      paid: z.number().int(),
      owed: z.number().int(),
      /** Above zero the group owes them; below zero they owe. The balances sum to zero. */
      balance: z.number().int(),
      /** What they paid into the common pool (총무 mode). */
      pool_contributed: z.number().int().optional(),
      /** Their part of the pool's remainder, returned pro rata (below zero: their top-up). */
      pool_returned: z.number().int().optional(),
    }),
  ),
  /** The common pool: paid in, spent by expenses, and the remainder returned (all home units). */
  pool: z
    .object({ contributed: z.number().int(), spent: z.number().int(), remainder: z.number().int() })
    .optional(),
  /** The fewest transfers that clear every balance (households settle through their first member by id). */
  transfers: z.array(
    z.object({ from_user_id: z.string(), to_user_id: z.string(), amount: z.number().int() }),
  ),
  settlements: z.array(settlementSchema),
});
export type Balances = z.infer<typeof balancesSchema>;

/** PUT /api/itineraries/:id/home-currency: the currency balances are kept in (only before any money). */
export const homeCurrencyInputSchema = z.object({ home_currency: currencySchema });
export type HomeCurrencyInput = z.infer<typeof homeCurrencyInputSchema>;
export const homeCurrencySchema = z.object({ home_currency: currencySchema });
export type HomeCurrency = z.infer<typeof homeCurrencySchema>;
