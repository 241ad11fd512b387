/**
 * The rules of trip money (issue 23, docs/decisions/0034-trip-money.md): members read it, the
 * owner and editors write it (policies.ts `canReadTripMoney`, `canWriteTripMoney`). An expense is
 * written whole under the client's id, so a replay finds its row and changes nothing; splits,
 * conversions, balances and settlement suggestions are the pure rules of packages/shared/src/money.
 */
import {
  canReadTripMoney,
  canWriteTripMoney,
  checkPayers,
  computeMoney,
  convertMinor,
  formatRate,
  isCurrencyCode,
  moneyLimits,
  parseRate,
  splitAmount,
  suggestTransfers,
  type BalanceExpense,
  type Balances,
  type CurrencyCode,
  type Expense,
  type ExpenseInput,
  type ExpensePage,
  type MemberAmount,
  type Outing,
  type OutingInput,
  type PageQuery,
  type Settlement,
  type SettlementInput,
  type SplitInput,
  type SplitRule,
  type TripMember,
  type expenseInputSchema,
  type outingInputSchema,
} from '@pintrip/shared';
import type { z } from 'zod';
import type { Viewer } from '../../auth/viewer.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { canSeeRow, visibilityOf } from '../../lib/visibility.js';
import type { AppUnitOfWork, Repositories } from '../../repositories.js';
import type { EventAudience } from '../events/event-bus.js';
import { expenseKeyset, type MoneyParty } from './expenses.repository.js';

type Work = Repositories;
type ParsedInput = z.output<typeof expenseInputSchema>;
type ParsedOuting = z.output<typeof outingInputSchema>;
export type TripRow = NonNullable<Awaited<ReturnType<Work['expenses']['trip']>>>;
type ExpenseRow = NonNullable<Awaited<ReturnType<Work['expenses']['expense']>>>;

const missingTrip = () => notFound('itinerary');
/** A round is written and deleted with its outing, never alone (the rounds stay numbered 1, 2, 3…). */
const roundOnly = () =>
  new AppError('conflict', 'This expense is a round of an outing: write or delete the outing.');
export const invalid = (fields: Record<string, string>) =>
  new AppError('validation_failed', 'The expense does not add up.', fields);

/** The owner and the members of a trip: who may pay, owe and settle. */
export const participantsOf = (trip: { userId: string | null; members: readonly TripMember[] }) =>
  new Set([...(trip.userId ? [trip.userId] : []), ...trip.members.map((member) => member.userId)]);

/** Money events go to the trip's owner and members only, even on a public trip. */
export const moneyAudience = (trip: TripRow): EventAudience => [
  visibilityOf({ userId: trip.userId, hiddenAt: new Date(0), isPublic: false, members: trip.members }),
];

/** numeric(18, 8) as PostgreSQL writes it ("9.05120000") in its shortest form ("9.0512"). */
export const normalRate = (rate: string | null) => {
  if (rate === null) return null;
  const scaled = parseRate(rate);
  return scaled === null ? rate : formatRate(scaled);
};

const toSplitRule = (split: SplitInput): SplitRule => {
  switch (split.kind) {
    case 'equal':
      return { kind: 'equal', members: split.members };
    case 'shares':
      return { kind: 'shares', shares: split.shares.map((e) => ({ memberId: e.user_id, shares: e.shares })) };
    case 'exact':
      return {
        kind: 'exact',
        amounts: split.amounts.map((e) => ({ memberId: e.user_id, amount: e.amount })),
      };
    case 'percent':
      return {
        kind: 'percent',
        percents: split.percents.map((e) => ({ memberId: e.user_id, basisPoints: e.basis_points })),
      };
  }
};

/** The user ids a split names, in the order entered. */
const splitMembers = (split: SplitInput): string[] => {
  switch (split.kind) {
    case 'equal':
      return split.members;
    case 'shares':
      return split.shares.map((e) => e.user_id);
    case 'exact':
      return split.amounts.map((e) => e.user_id);
    case 'percent':
      return split.percents.map((e) => e.user_id);
  }
};

/** The weight a share row keeps of the split as entered (shares, basis points), by user id. */
const weightOf = (split: SplitInput, userId: string): number | null => {
  if (split.kind === 'shares') return split.shares.find((e) => e.user_id === userId)?.shares ?? null;
  if (split.kind === 'percent') return split.percents.find((e) => e.user_id === userId)?.basis_points ?? null;
  return null;
};

/** The split as entered, rebuilt from the stored share rows. */
const splitOf = (row: ExpenseRow): SplitInput => {
  switch (row.splitKind) {
    case 'equal':
      return { kind: 'equal', members: row.shares.map((p) => p.userId) };
    case 'shares':
      return {
        kind: 'shares',
        shares: row.shares.map((p) => ({ user_id: p.userId, shares: p.weight ?? 0 })),
      };
    case 'exact':
      return { kind: 'exact', amounts: row.shares.map((p) => ({ user_id: p.userId, amount: p.amount })) };
    case 'percent':
      return {
        kind: 'percent',
        percents: row.shares.map((p) => ({ user_id: p.userId, basis_points: p.weight ?? 0 })),
      };
  }
};

/** A stored expense as the shared balance rules take it. */
export const toBalanceExpense = (row: {
  amount: number;
  currency: string;
  rate: string | null;
  poolAmount: number;
  payers: { userId: string; amount: number }[];
  shares: { userId: string; amount: number }[];
}): BalanceExpense => ({
  amount: row.amount,
  currency: row.currency as CurrencyCode,
  rate: normalRate(row.rate),
  poolAmount: row.poolAmount,
  payers: row.payers.map((p) => ({ memberId: p.userId, amount: p.amount })),
  shares: row.shares.map((p) => ({ memberId: p.userId, amount: p.amount })),
});

const homeAmountOf = (row: ExpenseRow, home: string) =>
  row.currency === home || !isCurrencyCode(row.currency) || !isCurrencyCode(home)
    ? row.amount
    : convertMinor(row.amount, row.currency, home, normalRate(row.rate) ?? '');

export function toExpense(row: ExpenseRow, home: string): Expense {
  return {
    id: row.id,
    itinerary_id: row.itineraryId,
    title: row.title,
    amount: row.amount,
    currency: row.currency as CurrencyCode,
    rate: normalRate(row.rate),
    rate_date: row.rateDate,
    rate_source: row.rateSource,
    home_amount: homeAmountOf(row, home),
    spent_on: row.spentOn,
    category: row.category,
    payers: row.payers.map((p) => ({ user_id: p.userId, amount: p.amount })),
    split: splitOf(row),
    shares: row.shares.map((p) => ({ user_id: p.userId, amount: p.amount })),
    plan_id: row.planId,
    note: row.note,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    pool_amount: row.poolAmount,
    has_receipt: row.hasReceipt,
    outing_id: row.outingId,
    round_number: row.roundNumber,
  };
}

const toSettlement = (row: {
  id: string;
  fromUserId: string;
  toUserId: string;
  amount: number;
  currency: string;
  createdBy: string | null;
  createdAt: Date;
}): Settlement => ({
  id: row.id,
  from_user_id: row.fromUserId,
  to_user_id: row.toUserId,
  amount: row.amount,
  currency: row.currency as CurrencyCode,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
});

/**
 * Checks an expense against its trip: rate rules for the home currency, every payer and share a
 * participant, payers and split adding up to the amount, a plan of this trip. Returns the rows to
 * store, or throws 400 `validation_failed` with a field per problem.
 */
function resolve(trip: TripRow, input: ParsedInput) {
  const fields: Record<string, string> = {};
  const isHome = input.currency === trip.homeCurrency;
  if (isHome) {
    for (const key of ['rate', 'rate_date', 'rate_source'] as const)
      if (input[key] != null) fields[key] = 'not_allowed_in_home_currency';
  } else {
    for (const key of ['rate', 'rate_date', 'rate_source'] as const)
      if (input[key] == null) fields[key] = 'required_for_foreign_currency';
  }
  const participants = participantsOf(trip);
  input.payers.forEach((payer, i) => {
    if (!participants.has(payer.user_id)) fields[`payers.${i}.user_id`] = 'not_a_member';
  });
  splitMembers(input.split).forEach((userId, i) => {
    if (!participants.has(userId)) fields[`split.${i}.user_id`] = 'not_a_member';
  });
  const poolAmount = input.pool_amount ?? 0;
  if (poolAmount > input.amount) fields.pool_amount = 'more_than_amount';
  // The pool (총무 mode) pays its part; the members named pay the rest, none when it paid it all.
  const paid: ReturnType<typeof checkPayers> =
    poolAmount > 0 && poolAmount === input.amount && input.payers.length === 0
      ? { ok: true, parts: [] }
      : checkPayers(
          input.amount - Math.min(poolAmount, input.amount),
          input.payers.map((p) => ({ memberId: p.user_id, amount: p.amount })),
        );
  if (!paid.ok) fields.payers = paid.problem;
  const owed = splitAmount(input.amount, toSplitRule(input.split));
  if (!owed.ok) fields.split = owed.problem;
  if (Object.keys(fields).length > 0 || !paid.ok || !owed.ok) throw invalid(fields);
  const toParty = (entry: MemberAmount): MoneyParty => ({
    userId: entry.memberId,
    amount: entry.amount,
    weight: weightOf(input.split, entry.memberId),
  });
  return {
    values: {
      title: input.title,
      amount: input.amount,
      currency: input.currency,
      rate: isHome ? null : formatRate(parseRate(input.rate ?? '') ?? 0n),
      rateDate: isHome ? null : (input.rate_date ?? null),
      rateSource: isHome ? null : (input.rate_source ?? null),
      spentOn: input.spent_on,
      category: input.category,
      splitKind: input.split.kind,
      planId: input.plan_id ?? null,
      note: input.note ? input.note : null,
      poolAmount,
    },
    payers: paid.parts.map((p) => ({ userId: p.memberId, amount: p.amount })),
    shares: owed.parts.map(toParty),
  };
}

/**
 * Checks each round of an outing as an expense of its own (the outing's title, date, category,
 * currency and rate with the round's amount, payers and split): the rows to store in round order,
 * or 400 `validation_failed` with each round's problems under `rounds.<i>.`.
 */
const outingFields = [
  'title',
  'currency',
  'rate',
  'rate_date',
  'rate_source',
  'spent_on',
  'category',
  'note',
] as const;

function resolveRounds(trip: TripRow, input: ParsedOuting) {
  const { rounds, ...common } = input;
  const fields: Record<string, string> = {};
  const resolved = rounds.map((round, i) => {
    try {
      return resolve(trip, { ...common, ...round, plan_id: null });
    } catch (error) {
      if (!(error instanceof AppError) || !error.fields) throw error;
      for (const [key, value] of Object.entries(error.fields)) {
        // The shared fields are named once, as the outing's; the rest by round.
        const isShared = (outingFields as readonly string[]).includes(key);
        fields[isShared ? key : `rounds.${i}.${key}`] = value;
      }
      return null;
    }
  });
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return resolved.flatMap((next) => (next ? [next] : []));
}

/** Whether a stored expense already holds exactly what `next` would write (a replay). */
function isSame(row: ExpenseRow, next: ReturnType<typeof resolve>): boolean {
  const v = next.values;
  const parties = (list: { userId: string; amount: number; weight?: number | null }[]) =>
    JSON.stringify(list.map((p) => [p.userId, p.amount, p.weight ?? null]));
  return (
    row.title === v.title &&
    row.amount === v.amount &&
    row.currency === v.currency &&
    normalRate(row.rate) === v.rate &&
    row.rateDate === v.rateDate &&
    row.rateSource === v.rateSource &&
    row.spentOn === v.spentOn &&
    row.category === v.category &&
    row.splitKind === v.splitKind &&
    row.planId === v.planId &&
    row.note === v.note &&
    row.poolAmount === v.poolAmount &&
    parties(row.payers) === parties(next.payers) &&
    parties(row.shares.map((p) => ({ ...p, weight: p.weight }))) === parties(next.shares)
  );
}

/** The trip if `viewer` may see it (404 otherwise); 403 to a reader who is not on it. */
export const readable = async (viewer: Viewer | null, work: Work, id: string, lock = false) => {
  const trip = await work.expenses.trip(id, lock);
  if (!trip || !canSeeRow(viewer, trip)) throw missingTrip();
  if (!canReadTripMoney(viewer, trip)) throw forbidden("only the trip's members see its money");
  return trip;
};

/** The trip, locked, if `viewer` may write its money (the owner and editors, active). */
export const writable = async (viewer: Viewer, work: Work, id: string) => {
  const trip = await readable(viewer, work, id, true);
  if (!canWriteTripMoney(viewer, trip)) throw forbidden('only the owner and editors write the money');
  return trip;
};

export function createExpensesService(uow: AppUnitOfWork) {
  return {
    async list(viewer: Viewer | null, id: string, query: PageQuery): Promise<ExpensePage> {
      const work = uow.read;
      const trip = await readable(viewer, work, id);
      const rows = await work.expenses.page(id, query.limit, query.cursor);
      return expenseKeyset.page(rows, query.limit, (row) => toExpense(row, trip.homeCurrency));
    },

    async get(viewer: Viewer | null, id: string, expenseId: string): Promise<Expense> {
      const work = uow.read;
      const trip = await readable(viewer, work, id);
      const row = await work.expenses.expense(id, expenseId);
      if (!row) throw notFound('expense');
      return toExpense(row, trip.homeCurrency);
    },

    /**
     * Creates or replaces the expense `expenseId` (the client's id). A replay of what is stored
     * answers it unchanged, with no event; an id used on another trip is 409 `conflict`.
     */
    async put(
      viewer: Viewer,
      id: string,
      expenseId: string,
      input: ExpenseInput,
    ): Promise<{ expense: Expense; created: boolean }> {
      const parsed = input as ParsedInput;
      return uow.transaction(async (work) => {
        const trip = await writable(viewer, work, id);
        const next = resolve(trip, parsed);
        if (next.values.planId && !(await work.expenses.planBelongs(id, next.values.planId)))
          throw invalid({ plan_id: 'not_in_trip' });
        const existing = await work.expenses.expense(id, expenseId);
        if (!existing && (await work.expenses.expenseTrip(expenseId)) !== null)
          throw new AppError('conflict', 'This expense id is taken.');
        if (existing?.outingId) throw roundOnly();
        if (existing && isSame(existing, next))
          return { expense: toExpense(existing, trip.homeCurrency), created: false };
        await work.expenses.save(
          { id: expenseId, itineraryId: id, ...next.values },
          next.payers,
          next.shares,
          viewer.id,
        );
        const saved = await work.expenses.expense(id, expenseId);
        if (!saved) throw new Error('saved expense not found');
        await work.publish(
          'itinerary.money',
          { id, kind: 'expense.saved', expense_id: expenseId, user_id: viewer.id },
          moneyAudience(trip),
        );
        return { expense: toExpense(saved, trip.homeCurrency), created: !existing };
      });
    },

    /** Deletes an expense; deleting one already gone answers the same (a replayed delete). */
    async remove(viewer: Viewer, id: string, expenseId: string): Promise<void> {
      await uow.transaction(async (work) => {
        const trip = await writable(viewer, work, id);
        if ((await work.expenses.expense(id, expenseId))?.outingId) throw roundOnly();
        if (await work.expenses.remove(id, expenseId))
          await work.publish(
            'itinerary.money',
            { id, kind: 'expense.deleted', expense_id: expenseId, user_id: viewer.id },
            moneyAudience(trip),
          );
      });
    },

    /**
     * Creates or replaces outing `outingId` (the client's id) with its rounds in order, in one
     * transaction: each round an expense under its own client id, numbered from 1; rounds left out
     * are deleted. A replay of what is stored answers it unchanged, with no event (200); an outing
     * or round id used elsewhere (another trip, another outing, a lone expense) is 409 `conflict`.
     */
    async putOuting(
      viewer: Viewer,
      id: string,
      outingId: string,
      input: OutingInput,
    ): Promise<{ outing: Outing; created: boolean }> {
      const parsed = input as ParsedOuting;
      return uow.transaction(async (work) => {
        const trip = await writable(viewer, work, id);
        const nexts = resolveRounds(trip, parsed);
        const elsewhere = await work.expenses.outingTrip(outingId);
        if (elsewhere !== null && elsewhere !== id)
          throw new AppError('conflict', 'This outing id is taken.');
        const roundIds = parsed.rounds.map((round) => round.id);
        const places = await work.expenses.expensePlaces(roundIds);
        if (places.some((place) => place.itineraryId !== id || place.outingId !== outingId))
          throw new AppError('conflict', 'A round id is taken.');
        const existing = await work.expenses.outingRounds(id, outingId);
        const answer = (rows: typeof existing): Outing => ({
          id: outingId,
          rounds: rows.map((row) => toExpense(row, trip.homeCurrency)),
        });
        const isReplay =
          existing.length === nexts.length &&
          existing.every(
            (row, i) => row.id === roundIds[i] && row.roundNumber === i + 1 && isSame(row, nexts[i]!),
          );
        if (isReplay) return { outing: answer(existing), created: false };
        await work.expenses.removeMany(
          id,
          existing.map((row) => row.id).filter((rowId) => !roundIds.includes(rowId)),
        );
        for (const [i, next] of nexts.entries()) {
          await work.expenses.save(
            { id: roundIds[i]!, itineraryId: id, ...next.values, outingId, roundNumber: i + 1 },
            next.payers,
            next.shares,
            viewer.id,
          );
        }
        await work.publish(
          'itinerary.money',
          { id, kind: 'outing.saved', outing_id: outingId, user_id: viewer.id },
          moneyAudience(trip),
        );
        return {
          outing: answer(await work.expenses.outingRounds(id, outingId)),
          created: existing.length === 0,
        };
      });
    },

    /** Deletes an outing with all its rounds; deleting one already gone answers the same. */
    async removeOuting(viewer: Viewer, id: string, outingId: string): Promise<void> {
      await uow.transaction(async (work) => {
        const trip = await writable(viewer, work, id);
        if (await work.expenses.removeOuting(id, outingId))
          await work.publish(
            'itinerary.money',
            { id, kind: 'outing.deleted', outing_id: outingId, user_id: viewer.id },
            moneyAudience(trip),
          );
      });
    },

    /** Each participant's balance in the home currency, the fewest transfers, the settle-ups. */
    async balances(viewer: Viewer | null, id: string, households: string[]): Promise<Balances> {
      const work = uow.read;
      const trip = await readable(viewer, work, id);
      const participants = participantsOf(trip);
      const groups = households.map((group) => group.split(',').filter(Boolean));
      const fields: Record<string, string> = {};
      const seen = new Set<string>();
      groups.forEach((group, i) => {
        for (const userId of group) {
          if (!participants.has(userId)) fields[`household.${i}`] = 'not_a_member';
          else if (seen.has(userId)) fields[`household.${i}`] = 'duplicate_member';
          seen.add(userId);
        }
      });
      if (Object.keys(fields).length > 0) throw invalid(fields);
      const [expenses, settlements, contributions] = await Promise.all([
        work.expenses.all(id),
        work.expenses.settlements(id),
        work.expenses.contributions(id),
      ]);
      const home = trip.homeCurrency as CurrencyCode;
      const money = computeMoney(
        home,
        expenses.map(toBalanceExpense),
        settlements.map((row) => ({
          fromMemberId: row.fromUserId,
          toMemberId: row.toUserId,
          amount: row.amount,
        })),
        [...participants],
        contributions.map((row) => ({ memberId: row.userId, amount: row.amount })),
      );
      const rows = money.balances;
      const authors = await work.expenses.authors(rows.map((row) => row.memberId));
      const transfers = suggestTransfers(new Map(rows.map((row) => [row.memberId, row.balance])), {
        households: groups,
      });
      return {
        home_currency: home,
        members: rows.map((row) => ({
          user: authors.get(row.memberId) ?? { id: row.memberId, display_name: '', avatar_url: null },
          is_member: participants.has(row.memberId),
          paid: row.paid,
          owed: row.owed,
          balance: row.balance,
          pool_contributed: row.poolContributed,
          pool_returned: row.poolReturned,
        })),
        transfers: transfers.map((t) => ({
          from_user_id: t.fromMemberId,
          to_user_id: t.toMemberId,
          amount: t.amount,
        })),
        settlements: settlements.map(toSettlement),
        pool: {
          contributed: money.pool.contributed,
          spent: money.pool.spent,
          remainder: money.pool.remainder,
        },
      };
    },

    /** Records a settle-up under the client's id; a replay answers the one recorded. */
    async settle(
      viewer: Viewer,
      id: string,
      input: SettlementInput,
    ): Promise<{ settlement: Settlement; created: boolean }> {
      return uow.transaction(async (work) => {
        const trip = await writable(viewer, work, id);
        const existing = await work.expenses.settlement(input.id);
        if (existing) {
          const same =
            existing.itineraryId === id &&
            existing.fromUserId === input.from_user_id &&
            existing.toUserId === input.to_user_id &&
            existing.amount === input.amount;
          if (!same) throw new AppError('conflict', 'This settlement id is taken.');
          return { settlement: toSettlement(existing), created: false };
        }
        const participants = participantsOf(trip);
        const fields: Record<string, string> = {};
        if (!participants.has(input.from_user_id)) fields.from_user_id = 'not_a_member';
        if (!participants.has(input.to_user_id)) fields.to_user_id = 'not_a_member';
        if (input.from_user_id === input.to_user_id) fields.to_user_id = 'same_as_from';
        if (Object.keys(fields).length > 0) throw invalid(fields);
        await work.expenses.insertSettlement({
          id: input.id,
          itineraryId: id,
          fromUserId: input.from_user_id,
          toUserId: input.to_user_id,
          amount: input.amount,
          currency: trip.homeCurrency,
          createdBy: viewer.id,
        });
        const saved = await work.expenses.settlement(input.id);
        if (!saved) throw new Error('saved settlement not found');
        await work.publish(
          'itinerary.money',
          { id, kind: 'settlement.recorded', settlement_id: input.id, user_id: viewer.id },
          moneyAudience(trip),
        );
        return { settlement: toSettlement(saved), created: true };
      });
    },

    /** Undoes a settle-up (it stops counting); undoing one already undone answers the same. */
    async undoSettlement(viewer: Viewer, id: string, settlementId: string): Promise<void> {
      await uow.transaction(async (work) => {
        const trip = await writable(viewer, work, id);
        const row = await work.expenses.settlement(settlementId);
        if (!row || row.itineraryId !== id) throw notFound('settlement');
        if (await work.expenses.undoSettlement(id, settlementId))
          await work.publish(
            'itinerary.money',
            { id, kind: 'settlement.undone', settlement_id: settlementId, user_id: viewer.id },
            moneyAudience(trip),
          );
      });
    },

    /**
     * Sets the trip's home currency: only while it has no expense and no settle-up in force (409
     * `conflict` after), since balances and settle-ups are kept in it.
     */
    async setHomeCurrency(
      viewer: Viewer,
      id: string,
      currency: CurrencyCode,
    ): Promise<{ home_currency: CurrencyCode }> {
      return uow.transaction(async (work) => {
        const trip = await writable(viewer, work, id);
        if (trip.homeCurrency === currency) return { home_currency: currency };
        if (await work.expenses.hasMoney(id))
          throw new AppError('conflict', 'The home currency changes only before any expense or settle-up.');
        await work.expenses.setHomeCurrency(id, currency);
        return { home_currency: currency };
      });
    },

    /** Every expense of the trip (oldest day first) with the trip's home currency, for the CSV. */
    async exportRows(viewer: Viewer | null, id: string) {
      const work = uow.read;
      const trip = await readable(viewer, work, id);
      const rows = await work.expenses.all(id);
      if (rows.length > moneyLimits.csvRowsMax) rows.length = moneyLimits.csvRowsMax;
      const ids = new Set(rows.flatMap((row) => [...row.payers, ...row.shares].map((p) => p.userId)));
      const authors = await work.expenses.authors([...ids]);
      return {
        home: trip.homeCurrency as CurrencyCode,
        expenses: rows.map((row) => toExpense(row, trip.homeCurrency)),
        authors,
      };
    },
  };
}

export type ExpensesService = ReturnType<typeof createExpensesService>;
