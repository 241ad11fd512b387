/**
 * SQL of trip money (docs/decisions/0034-trip-money.md): expenses with their payers and shares,
 * settle-ups, and the trip row they hang from. Lists pick their page on the base table first
 * (trip_expenses_list_idx), then read the payers and shares of those rows only.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ExpenseCategory, RateSource, SplitKind } from '@pintrip/shared';
import type { Db } from '../../db/client.js';
import { authorColumn, toAuthor, type Author } from '../../db/author.js';
import {
  itineraries,
  itineraryDays,
  itineraryPlans,
  tripExpensePayers as payers,
  tripExpenseShares as shares,
  tripExchanges as x,
  tripExpenses as e,
  tripPaymentAccounts as accounts,
  tripPoolContributions as pool,
  tripSettlements as s,
  users,
} from '../../db/schema.js';
import { defineKeyset } from '../../lib/keyset.js';
import { tripMembersColumn } from '../itineraries/trip-members.js';

/** The expense list: latest day first, then by id (trip_expenses_list_idx). */
export const expenseKeyset = defineKeyset('expenses', 'desc', [
  { column: e.spentOn, type: 'date' },
  { column: e.id, type: 'uuid' },
]);

/** The 환전 list: latest day first, then by id (trip_exchanges_list_idx). */
export const exchangeKeyset = defineKeyset('exchanges', 'desc', [
  { column: x.exchangedOn, type: 'date' },
  { column: x.id, type: 'uuid' },
]);

export interface ExchangeValues {
  id: string;
  itineraryId: string;
  userId: string;
  givenAmount: number;
  givenCurrency: string;
  receivedAmount: number;
  receivedCurrency: string;
  exchangedOn: string;
  note: string | null;
}

const exchangeColumns = {
  id: x.id,
  itineraryId: x.itineraryId,
  userId: x.userId,
  givenAmount: x.givenAmount,
  givenCurrency: x.givenCurrency,
  receivedAmount: x.receivedAmount,
  receivedCurrency: x.receivedCurrency,
  exchangedOn: x.exchangedOn,
  note: x.note,
  createdBy: x.createdBy,
  createdAt: x.createdAt,
  updatedAt: x.updatedAt,
};

const contributionColumns = {
  id: pool.id,
  itineraryId: pool.itineraryId,
  userId: pool.userId,
  amount: pool.amount,
  currency: pool.currency,
  contributedOn: pool.contributedOn,
  note: pool.note,
  createdBy: pool.createdBy,
  createdAt: pool.createdAt,
};

export interface ExpenseValues {
  id: string;
  itineraryId: string;
  title: string;
  amount: number;
  currency: string;
  rate: string | null;
  rateDate: string | null;
  rateSource: RateSource | null;
  spentOn: string;
  category: ExpenseCategory;
  splitKind: SplitKind;
  planId: string | null;
  note: string | null;
  poolAmount: number;
  /** Set on the rounds of an outing only (written through the outing). */
  outingId?: string | null;
  roundNumber?: number | null;
}

export interface MoneyParty {
  userId: string;
  amount: number;
  weight?: number | null;
}

const expenseColumns = {
  id: e.id,
  itineraryId: e.itineraryId,
  title: e.title,
  amount: e.amount,
  currency: e.currency,
  // numeric comes back as text; normalized ("9.05120000" → "9.0512") by the service.
  rate: e.rate,
  rateDate: e.rateDate,
  rateSource: e.rateSource,
  spentOn: e.spentOn,
  category: e.category,
  splitKind: e.splitKind,
  planId: e.planId,
  note: e.note,
  createdBy: e.createdBy,
  createdAt: e.createdAt,
  updatedAt: e.updatedAt,
  poolAmount: e.poolAmount,
  outingId: e.outingId,
  roundNumber: e.roundNumber,
  hasReceipt:
    sql<boolean>`exists (select 1 from trip_files r where r.expense_id = "trip_expenses"."id")`.mapWith(
      Boolean,
    ),
};

/** Reads a json array column the drivers hand back (an array, or JSON text on some paths). */
const jsonArray = <T>(value: unknown): T[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[];

const payersColumn = sql`coalesce((select json_agg(json_build_object('userId', p.user_id, 'amount', p.amount)
    order by p.user_id) from trip_expense_payers p where p.expense_id = "trip_expenses"."id"), '[]'::json)`.mapWith(
  (value: unknown) =>
    jsonArray<{ userId: string; amount: number }>(value).map((p) => ({ ...p, amount: Number(p.amount) })),
);

const sharesColumn = sql`coalesce((select json_agg(json_build_object('userId', p.user_id, 'amount', p.amount,
    'weight', p.weight) order by p.user_id) from trip_expense_shares p where p.expense_id = "trip_expenses"."id"),
    '[]'::json)`.mapWith((value: unknown) =>
  jsonArray<{ userId: string; amount: number; weight: number | null }>(value).map((p) => ({
    ...p,
    amount: Number(p.amount),
  })),
);

export function createExpensesRepository(db: Db) {
  /** Payers and shares of `ids`, ordered by user id. */
  const partiesOf = async (ids: string[]) => {
    if (ids.length === 0) return { payerRows: [], shareRows: [] };
    const [payerRows, shareRows] = await Promise.all([
      db
        .select({ expenseId: payers.expenseId, userId: payers.userId, amount: payers.amount })
        .from(payers)
        .where(inArray(payers.expenseId, ids))
        .orderBy(asc(payers.expenseId), asc(payers.userId)),
      db
        .select({
          expenseId: shares.expenseId,
          userId: shares.userId,
          amount: shares.amount,
          weight: shares.weight,
        })
        .from(shares)
        .where(inArray(shares.expenseId, ids))
        .orderBy(asc(shares.expenseId), asc(shares.userId)),
    ]);
    return { payerRows, shareRows };
  };

  const withParties = async <Row extends { id: string }>(rows: Row[]) => {
    const { payerRows, shareRows } = await partiesOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      ...row,
      payers: payerRows.filter((p) => p.expenseId === row.id),
      shares: shareRows.filter((p) => p.expenseId === row.id),
    }));
  };

  return {
    /**
     * The trip as money needs it: visibility, members (for the policies) and home currency.
     * `lock` holds the row (FOR NO KEY UPDATE) so that one trip's money writes run one at a time.
     */
    async trip(id: string, lock = false) {
      const query = db
        .select({
          id: itineraries.id,
          userId: itineraries.userId,
          isPublic: itineraries.isPublic,
          hiddenAt: itineraries.hiddenAt,
          homeCurrency: itineraries.homeCurrency,
          startDate: itineraries.startDate,
          endDate: itineraries.endDate,
          members: tripMembersColumn(itineraries.id),
        })
        .from(itineraries)
        .where(eq(itineraries.id, id));
      const [row] = lock ? await query.for('no key update') : await query;
      return row ?? null;
    },

    /** One expense of the trip with its payers and shares, or null. */
    async expense(itineraryId: string, id: string) {
      const rows = await db
        .select(expenseColumns)
        .from(e)
        .where(and(eq(e.itineraryId, itineraryId), eq(e.id, id)));
      const [row] = await withParties(rows);
      return row ?? null;
    },

    /** Whether an expense with this id exists on another trip (a client id is global). */
    async expenseTrip(id: string) {
      const [row] = await db.select({ itineraryId: e.itineraryId }).from(e).where(eq(e.id, id));
      return row?.itineraryId ?? null;
    },

    /** Writes the expense and replaces its payers and shares. */
    async save(values: ExpenseValues, payerRows: MoneyParty[], shareRows: MoneyParty[], userId: string) {
      const { id, itineraryId, ...fields } = values;
      await db
        .insert(e)
        .values({ ...values, createdBy: userId })
        .onConflictDoUpdate({
          target: e.id,
          set: { ...fields, updatedAt: sql`now()` },
          where: eq(e.itineraryId, itineraryId),
        });
      await db.delete(payers).where(eq(payers.expenseId, id));
      await db.delete(shares).where(eq(shares.expenseId, id));
      // With the pool paying all of it, an expense has no member payer.
      if (payerRows.length > 0)
        await db
          .insert(payers)
          .values(payerRows.map((p) => ({ expenseId: id, userId: p.userId, amount: p.amount })));
      await db.insert(shares).values(
        shareRows.map((p) => ({
          expenseId: id,
          userId: p.userId,
          amount: p.amount,
          weight: p.weight ?? null,
        })),
      );
    },

    /** The rounds of outing `outingId` on the trip, 1차 first, with their payers and shares. */
    async outingRounds(itineraryId: string, outingId: string) {
      const rows = await db
        .select(expenseColumns)
        .from(e)
        .where(and(eq(e.itineraryId, itineraryId), eq(e.outingId, outingId)))
        .orderBy(asc(e.roundNumber));
      return withParties(rows);
    },

    /** Whether an outing with this id has rounds on another trip (a client id is global). */
    async outingTrip(outingId: string) {
      const [row] = await db
        .select({ itineraryId: e.itineraryId })
        .from(e)
        .where(eq(e.outingId, outingId))
        .limit(1);
      return row?.itineraryId ?? null;
    },

    /** Where each of `ids` is stored already: its trip and outing (none for a new id). */
    async expensePlaces(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: e.id, itineraryId: e.itineraryId, outingId: e.outingId })
        .from(e)
        .where(inArray(e.id, ids));
    },

    /** Deletes expenses `ids` of the trip (rounds an outing no longer has). */
    async removeMany(itineraryId: string, ids: string[]) {
      if (ids.length === 0) return;
      await db.delete(e).where(and(eq(e.itineraryId, itineraryId), inArray(e.id, ids)));
    },

    /** Deletes every round of the outing; whether there was one. */
    async removeOuting(itineraryId: string, outingId: string) {
      const rows = await db
        .delete(e)
        .where(and(eq(e.itineraryId, itineraryId), eq(e.outingId, outingId)))
        .returning({ id: e.id });
      return rows.length > 0;
    },

    /** Where the trip's people take transfers (send links), by user id. */
    async paymentAccounts(itineraryId: string) {
      return db
        .select({
          userId: accounts.userId,
          bank: accounts.bank,
          accountNumber: accounts.accountNumber,
          kakaopayUrl: accounts.kakaopayUrl,
          updatedAt: accounts.updatedAt,
        })
        .from(accounts)
        .where(eq(accounts.itineraryId, itineraryId))
        .orderBy(asc(accounts.userId));
    },

    async savePaymentAccount(values: {
      itineraryId: string;
      userId: string;
      bank: string | null;
      accountNumber: string | null;
      kakaopayUrl: string | null;
    }) {
      const { itineraryId, userId, ...fields } = values;
      void itineraryId;
      void userId;
      await db
        .insert(accounts)
        .values(values)
        .onConflictDoUpdate({
          target: [accounts.itineraryId, accounts.userId],
          set: { ...fields, updatedAt: sql`now()` },
        });
    },

    /** Deletes one person's account on the trip; whether there was one. */
    async removePaymentAccount(itineraryId: string, userId: string) {
      const rows = await db
        .delete(accounts)
        .where(and(eq(accounts.itineraryId, itineraryId), eq(accounts.userId, userId)))
        .returning({ userId: accounts.userId });
      return rows.length > 0;
    },

    /** Deletes the expense; whether there was one. */
    async remove(itineraryId: string, id: string) {
      const rows = await db
        .delete(e)
        .where(and(eq(e.itineraryId, itineraryId), eq(e.id, id)))
        .returning({ id: e.id });
      return rows.length > 0;
    },

    /** One page of the trip's expenses (limit + 1 rows, to know whether another page follows). */
    async page(itineraryId: string, limit: number, cursor?: string) {
      const rows = await db
        .select({ ...expenseColumns, ...expenseKeyset.keyColumns() })
        .from(e)
        .where(and(eq(e.itineraryId, itineraryId), cursor ? expenseKeyset.after(cursor) : undefined))
        .orderBy(...expenseKeyset.orderBy())
        .limit(limit + 1);
      return withParties(rows);
    },

    /**
     * Every expense of the trip with its parties, oldest day first (balances, CSV): one query, the
     * parties as correlated arrays read through their primary keys (expense_id, user_id).
     */
    async all(itineraryId: string) {
      const rows = await db
        .select({ ...expenseColumns, payers: payersColumn, shares: sharesColumn })
        .from(e)
        .where(eq(e.itineraryId, itineraryId))
        .orderBy(asc(e.spentOn), asc(e.createdAt), asc(e.id));
      return rows.map((row) => ({
        ...row,
        payers: row.payers.map((p) => ({ expenseId: row.id, ...p })),
        shares: row.shares.map((p) => ({ expenseId: row.id, ...p })),
      }));
    },

    /** The trip's settle-ups in force, oldest first. */
    async settlements(itineraryId: string) {
      return db
        .select({
          id: s.id,
          fromUserId: s.fromUserId,
          toUserId: s.toUserId,
          amount: s.amount,
          currency: s.currency,
          createdBy: s.createdBy,
          createdAt: s.createdAt,
        })
        .from(s)
        .where(and(eq(s.itineraryId, itineraryId), isNull(s.undoneAt)))
        .orderBy(asc(s.createdAt), asc(s.id));
    },

    async settlement(id: string) {
      const [row] = await db
        .select({
          id: s.id,
          itineraryId: s.itineraryId,
          fromUserId: s.fromUserId,
          toUserId: s.toUserId,
          amount: s.amount,
          currency: s.currency,
          createdBy: s.createdBy,
          createdAt: s.createdAt,
          undoneAt: s.undoneAt,
        })
        .from(s)
        .where(eq(s.id, id));
      return row ?? null;
    },

    async insertSettlement(values: {
      id: string;
      itineraryId: string;
      fromUserId: string;
      toUserId: string;
      amount: number;
      currency: string;
      createdBy: string;
    }) {
      await db.insert(s).values(values);
    },

    /** Marks a settle-up undone; whether it was in force. */
    async undoSettlement(itineraryId: string, id: string) {
      const rows = await db
        .update(s)
        .set({ undoneAt: sql`now()` })
        .where(and(eq(s.itineraryId, itineraryId), eq(s.id, id), isNull(s.undoneAt)))
        .returning({ id: s.id });
      return rows.length > 0;
    },

    /** Whether `planId` is a plan of the trip (an expense may link to its own trip's plans only). */
    async planBelongs(itineraryId: string, planId: string) {
      const [row] = await db
        .select({ id: itineraryPlans.id })
        .from(itineraryPlans)
        .innerJoin(itineraryDays, eq(itineraryDays.id, itineraryPlans.dayId))
        .where(and(eq(itineraryPlans.id, planId), eq(itineraryDays.itineraryId, itineraryId)));
      return row !== undefined;
    },

    /**
     * Whether the trip has any money on it (its home currency may change only before): an expense,
     * a settle-up in force or a contribution to the pool, all kept in the home currency.
     */
    async hasMoney(itineraryId: string) {
      const [row] = await db
        .select({
          found: sql<boolean>`exists (select 1 from trip_expenses where itinerary_id = ${itineraryId}::uuid)
          or exists (select 1 from trip_settlements where itinerary_id = ${itineraryId}::uuid and undone_at is null)
          or exists (select 1 from trip_pool_contributions where itinerary_id = ${itineraryId}::uuid)`,
        })
        .from(sql`(select 1) as one`);
      return Boolean(row?.found);
    },

    async setHomeCurrency(itineraryId: string, currency: string) {
      await db.update(itineraries).set({ homeCurrency: currency }).where(eq(itineraries.id, itineraryId));
    },

    /** Each day's budget: the sum of its plans' costs, by day number (days without plans: 0). */
    async dayBudgets(itineraryId: string) {
      const rows = await db
        .select({
          dayNumber: itineraryDays.dayNumber,
          budget: sql<number>`coalesce(sum(${itineraryPlans.cost}), 0)`.mapWith(Number),
        })
        .from(itineraryDays)
        .leftJoin(itineraryPlans, eq(itineraryPlans.dayId, itineraryDays.id))
        .where(eq(itineraryDays.itineraryId, itineraryId))
        .groupBy(itineraryDays.dayNumber)
        .orderBy(asc(itineraryDays.dayNumber));
      return new Map(rows.map((row) => [row.dayNumber, row.budget]));
    },

    /** The day number of each plan the trip's expenses link to. */
    async linkedPlanDays(itineraryId: string) {
      const rows = await db
        .selectDistinct({ planId: itineraryPlans.id, dayNumber: itineraryDays.dayNumber })
        .from(e)
        .innerJoin(itineraryPlans, eq(itineraryPlans.id, e.planId))
        .innerJoin(itineraryDays, eq(itineraryDays.id, itineraryPlans.dayId))
        .where(eq(e.itineraryId, itineraryId));
      return new Map(rows.map((row) => [row.planId, row.dayNumber]));
    },

    /** One page of the trip's 환전 records (limit + 1 rows). */
    async exchangePage(itineraryId: string, limit: number, cursor?: string) {
      return db
        .select({ ...exchangeColumns, ...exchangeKeyset.keyColumns() })
        .from(x)
        .where(and(eq(x.itineraryId, itineraryId), cursor ? exchangeKeyset.after(cursor) : undefined))
        .orderBy(...exchangeKeyset.orderBy())
        .limit(limit + 1);
    },

    /** A 환전 record by its id, on any trip (a client id is global), or null. */
    async exchange(id: string) {
      const [row] = await db.select(exchangeColumns).from(x).where(eq(x.id, id));
      return row ?? null;
    },

    async saveExchange(values: ExchangeValues, userId: string) {
      const { id, itineraryId, ...fields } = values;
      await db
        .insert(x)
        .values({ ...values, createdBy: userId })
        .onConflictDoUpdate({
          target: x.id,
          set: { ...fields, updatedAt: sql`now()` },
          where: eq(x.itineraryId, itineraryId),
        });
      void id;
    },

    async removeExchange(itineraryId: string, id: string) {
      const rows = await db
        .delete(x)
        .where(and(eq(x.itineraryId, itineraryId), eq(x.id, id)))
        .returning({ id: x.id });
      return rows.length > 0;
    },

    /**
     * The totals of the trip's exchanges from `home` into `currency` (one traveller's with
     * `userId`), through trip_exchanges_currency_idx.
     */
    async exchangeTotals(itineraryId: string, home: string, currency: string, userId?: string) {
      const [row] = await db
        .select({
          count: sql<number>`count(*)`.mapWith(Number),
          given: sql<number>`coalesce(sum(${x.givenAmount}), 0)`.mapWith(Number),
          received: sql<number>`coalesce(sum(${x.receivedAmount}), 0)`.mapWith(Number),
        })
        .from(x)
        .where(
          and(
            eq(x.itineraryId, itineraryId),
            eq(x.receivedCurrency, currency),
            eq(x.givenCurrency, home),
            userId ? eq(x.userId, userId) : undefined,
          ),
        );
      return { count: row?.count ?? 0, given: row?.given ?? 0, received: row?.received ?? 0 };
    },

    /** The pool's contributions, oldest first. */
    async contributions(itineraryId: string) {
      return db
        .select(contributionColumns)
        .from(pool)
        .where(eq(pool.itineraryId, itineraryId))
        .orderBy(asc(pool.contributedOn), asc(pool.id));
    },

    async contribution(id: string) {
      const [row] = await db.select(contributionColumns).from(pool).where(eq(pool.id, id));
      return row ?? null;
    },

    async saveContribution(values: {
      id: string;
      itineraryId: string;
      userId: string;
      amount: number;
      currency: string;
      contributedOn: string;
      note: string | null;
      createdBy: string;
    }) {
      const { id, itineraryId, createdBy, ...fields } = values;
      void id;
      void createdBy;
      await db
        .insert(pool)
        .values(values)
        .onConflictDoUpdate({ target: pool.id, set: fields, where: eq(pool.itineraryId, itineraryId) });
    },

    async removeContribution(itineraryId: string, id: string) {
      const rows = await db
        .delete(pool)
        .where(and(eq(pool.itineraryId, itineraryId), eq(pool.id, id)))
        .returning({ id: pool.id });
      return rows.length > 0;
    },

    /** Author projections of `ids` (members, former members); unknown ids are left out. */
    async authors(ids: string[]): Promise<Map<string, Author>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, author: authorColumn(users.id) })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((row) => [row.id, toAuthor(row.id, row.author)]));
    },
  };
}
