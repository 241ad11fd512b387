/**
 * The rest of trip money (docs/decisions/0036-money-budget-exchanges-pool-receipts.md): budget
 * against plans, 환전 records and their average rate, the common pool (총무 mode) and receipt
 * photos. The same access as the expenses: members read, the owner and editors write.
 */
import {
  canSetOwnPaymentAccount,
  canWriteTripMoney,
  computePool,
  homeParts,
  isCurrencyCode,
  summarizeBudget,
  weightedExchangeRate,
  type CurrencyCode,
  type Exchange,
  type ExchangeInput,
  type ExchangePage,
  type ExchangeRate,
  type MoneySummary,
  type PageQuery,
  type PaymentAccount,
  type PaymentAccountInput,
  type PaymentAccountList,
  type Pool,
  type PoolContribution,
  type PoolContributionInput,
  type Receipt,
  type BankCode,
} from '@pintrip/shared';
import type { Viewer } from '../../auth/viewer.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { AppUnitOfWork } from '../../repositories.js';
import { encodeTripPicture } from '../trip-files/trip-files.js';
import { exchangeKeyset } from './expenses.repository.js';
import { moneyAudience, participantsOf, readable, toBalanceExpense, writable } from './expenses.service.js';
import type { ExchangeRateProvider } from './exchange-rate-provider.js';

type ExchangeRow = NonNullable<Awaited<ReturnType<AppUnitOfWork['read']['expenses']['exchange']>>>;
type ContributionRow = NonNullable<Awaited<ReturnType<AppUnitOfWork['read']['expenses']['contribution']>>>;

const refused = (fields: Record<string, string>) =>
  new AppError('validation_failed', 'Check the fields marked.', fields);

const toExchange = (row: ExchangeRow): Exchange => ({
  id: row.id,
  itinerary_id: row.itineraryId,
  user_id: row.userId,
  given_amount: row.givenAmount,
  given_currency: row.givenCurrency as CurrencyCode,
  received_amount: row.receivedAmount,
  received_currency: row.receivedCurrency as CurrencyCode,
  rate:
    isCurrencyCode(row.givenCurrency) && isCurrencyCode(row.receivedCurrency)
      ? weightedExchangeRate(row.givenCurrency, row.receivedCurrency, [
          { given: row.givenAmount, received: row.receivedAmount },
        ])
      : null,
  exchanged_on: row.exchangedOn,
  note: row.note,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const toContribution = (row: ContributionRow): PoolContribution => ({
  id: row.id,
  user_id: row.userId,
  amount: row.amount,
  currency: row.currency as CurrencyCode,
  contributed_on: row.contributedOn,
  note: row.note,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
});

type AccountRow = Awaited<ReturnType<AppUnitOfWork['read']['expenses']['paymentAccounts']>>[number];

const toPaymentAccount = (row: AccountRow): PaymentAccount => ({
  user_id: row.userId,
  bank: row.bank as BankCode | null,
  account_number: row.accountNumber,
  kakaopay_url: row.kakaopayUrl,
  updated_at: row.updatedAt.toISOString(),
});

export function createMoneyExtrasService(
  uow: AppUnitOfWork,
  options: { rateProvider?: ExchangeRateProvider | undefined } = {},
) {
  return {
    /** Budget (plans' costs) against actuals (expenses in the home currency): per day, category, person. */
    async summary(viewer: Viewer | null, id: string): Promise<MoneySummary> {
      const work = uow.read;
      const trip = await readable(viewer, work, id);
      const home = trip.homeCurrency as CurrencyCode;
      const [expenses, dayBudgets, planDays] = await Promise.all([
        work.expenses.all(id),
        work.expenses.dayBudgets(id),
        work.expenses.linkedPlanDays(id),
      ]);
      const dayCount = Math.max(
        Math.round((Date.parse(trip.endDate) - Date.parse(trip.startDate)) / 86_400_000) + 1,
        ...dayBudgets.keys(),
        0,
      );
      const summary = summarizeBudget({
        startDate: trip.startDate,
        dayCount,
        dayBudgets,
        participants: [...participantsOf(trip)],
        expenses: expenses.map((row) => {
          const parts = homeParts(home, toBalanceExpense(row));
          return {
            total: parts.total,
            category: row.category,
            spentOn: row.spentOn,
            planDay: row.planId ? (planDays.get(row.planId) ?? null) : null,
            shares: parts.shares,
          };
        }),
      });
      return { home_currency: home, ...summary };
    },

    async exchanges(viewer: Viewer | null, id: string, query: PageQuery): Promise<ExchangePage> {
      const work = uow.read;
      await readable(viewer, work, id);
      const rows = await work.expenses.exchangePage(id, query.limit, query.cursor);
      return exchangeKeyset.page(rows, query.limit, toExchange);
    },

    /**
     * Creates or replaces the 환전 record `exchangeId` (the client's id): the home currency given
     * for another received, by a member of the trip. A replay of what is stored changes nothing.
     */
    async putExchange(
      viewer: Viewer,
      id: string,
      exchangeId: string,
      input: ExchangeInput,
    ): Promise<{ exchange: Exchange; created: boolean }> {
      return uow.transaction(async (work) => {
        const trip = await writable(viewer, work, id);
        const fields: Record<string, string> = {};
        if (!participantsOf(trip).has(input.user_id)) fields.user_id = 'not_a_member';
        if (input.received_currency === trip.homeCurrency) fields.received_currency = 'same_as_home';
        if (Object.keys(fields).length > 0) throw refused(fields);
        const values = {
          id: exchangeId,
          itineraryId: id,
          userId: input.user_id,
          givenAmount: input.given_amount,
          givenCurrency: trip.homeCurrency,
          receivedAmount: input.received_amount,
          receivedCurrency: input.received_currency,
          exchangedOn: input.exchanged_on,
          note: input.note ? input.note : null,
        };
        const existing = await work.expenses.exchange(exchangeId);
        if (existing && existing.itineraryId !== id)
          throw new AppError('conflict', 'This exchange id is taken.');
        if (
          existing &&
          (Object.keys(values) as (keyof typeof values)[]).every((key) => existing[key] === values[key])
        )
          return { exchange: toExchange(existing), created: false };
        await work.expenses.saveExchange(values, viewer.id);
        const saved = await work.expenses.exchange(exchangeId);
        if (!saved) throw new Error('saved exchange not found');
        await work.publish(
          'itinerary.money',
          { id, kind: 'exchange.saved', exchange_id: exchangeId, user_id: viewer.id },
          moneyAudience(trip),
        );
        return { exchange: toExchange(saved), created: !existing };
      });
    },

    /** Deletes a 환전 record; one already gone answers the same. */
    async removeExchange(viewer: Viewer, id: string, exchangeId: string): Promise<void> {
      await uow.transaction(async (work) => {
        const trip = await writable(viewer, work, id);
        if (await work.expenses.removeExchange(id, exchangeId))
          await work.publish(
            'itinerary.money',
            { id, kind: 'exchange.deleted', exchange_id: exchangeId, user_id: viewer.id },
            moneyAudience(trip),
          );
      });
    },

    /**
     * The weighted average rate of the trip's exchanges into `currency` (one traveller's with
     * `userId`); with none, the configured provider's rate if there is one, else null.
     */
    async exchangeRate(
      viewer: Viewer | null,
      id: string,
      currency: CurrencyCode,
      userId?: string,
    ): Promise<ExchangeRate> {
      const work = uow.read;
      const trip = await readable(viewer, work, id);
      const home = trip.homeCurrency as CurrencyCode;
      if (currency === home) throw refused({ currency: 'same_as_home' });
      const totals = await work.expenses.exchangeTotals(id, home, currency, userId);
      let rate = weightedExchangeRate(home, currency, [{ given: totals.given, received: totals.received }]);
      let source: ExchangeRate['source'] = rate === null ? null : 'exchange';
      if (rate === null && options.rateProvider) {
        rate = await options.rateProvider.rate(currency, home);
        source = rate === null ? null : 'provider';
      }
      return {
        currency,
        home_currency: home,
        rate,
        exchanges: totals.count,
        given_amount: totals.given,
        received_amount: totals.received,
        source,
      };
    },

    /** The common pool: contributions, what expenses spent from it, the remainder returned pro rata. */
    async pool(viewer: Viewer | null, id: string): Promise<Pool> {
      const work = uow.read;
      const trip = await readable(viewer, work, id);
      const home = trip.homeCurrency as CurrencyCode;
      const [expenses, contributions] = await Promise.all([
        work.expenses.all(id),
        work.expenses.contributions(id),
      ]);
      const spent = expenses.reduce(
        (sum, row) => (row.poolAmount > 0 ? sum + homeParts(home, toBalanceExpense(row)).pool : sum),
        0,
      );
      const state = computePool(
        contributions.map((row) => ({ memberId: row.userId, amount: row.amount })),
        spent,
        [...participantsOf(trip)],
      );
      return {
        home_currency: home,
        contributed: state.contributed,
        spent: state.spent,
        remainder: state.remainder,
        contributions: contributions.map(toContribution),
        returns: state.returns.map((entry) => ({ user_id: entry.memberId, amount: entry.amount })),
      };
    },

    /** Creates or replaces a contribution to the pool under the client's id (home currency). */
    async putContribution(
      viewer: Viewer,
      id: string,
      contributionId: string,
      input: PoolContributionInput,
    ): Promise<{ contribution: PoolContribution; created: boolean }> {
      return uow.transaction(async (work) => {
        const trip = await writable(viewer, work, id);
        if (!participantsOf(trip).has(input.user_id)) throw refused({ user_id: 'not_a_member' });
        const values = {
          id: contributionId,
          itineraryId: id,
          userId: input.user_id,
          amount: input.amount,
          currency: trip.homeCurrency,
          contributedOn: input.contributed_on,
          note: input.note ? input.note : null,
        };
        const existing = await work.expenses.contribution(contributionId);
        if (existing && existing.itineraryId !== id)
          throw new AppError('conflict', 'This contribution id is taken.');
        if (
          existing &&
          (Object.keys(values) as (keyof typeof values)[]).every((key) => existing[key] === values[key])
        )
          return { contribution: toContribution(existing), created: false };
        await work.expenses.saveContribution({ ...values, createdBy: viewer.id });
        const saved = await work.expenses.contribution(contributionId);
        if (!saved) throw new Error('saved contribution not found');
        await work.publish(
          'itinerary.money',
          { id, kind: 'pool.saved', contribution_id: contributionId, user_id: viewer.id },
          moneyAudience(trip),
        );
        return { contribution: toContribution(saved), created: !existing };
      });
    },

    async removeContribution(viewer: Viewer, id: string, contributionId: string): Promise<void> {
      await uow.transaction(async (work) => {
        const trip = await writable(viewer, work, id);
        if (await work.expenses.removeContribution(id, contributionId))
          await work.publish(
            'itinerary.money',
            { id, kind: 'pool.deleted', contribution_id: contributionId, user_id: viewer.id },
            moneyAudience(trip),
          );
      });
    },

    /**
     * Attaches a receipt photo to an expense, replacing any: re-encoded through the upload
     * pipeline (never stored as sent) and kept for the trip's members only.
     */
    async putReceipt(viewer: Viewer, id: string, expenseId: string, bytes: Buffer): Promise<Receipt> {
      // Who may write is checked first (a stranger's picture is never decoded), then the picture
      // is encoded outside the transaction (sharp's work holds no lock), then checked again.
      const seen = await readable(viewer, uow.read, id);
      if (!canWriteTripMoney(viewer, seen)) throw forbidden('only the owner and editors write the money');
      const image = await encodeTripPicture(bytes);
      return uow.transaction(async (work) => {
        const trip = await writable(viewer, work, id);
        if (!(await work.expenses.expense(id, expenseId))) throw notFound('expense');
        await work.tripFiles.saveReceipt(
          id,
          expenseId,
          {
            contentType: 'image/webp',
            bytes: image.data,
            width: image.width,
            height: image.height,
            fileName: null,
          },
          viewer.id,
        );
        const saved = await work.tripFiles.receipt(expenseId);
        if (!saved) throw new Error('saved receipt not found');
        await work.publish(
          'itinerary.money',
          { id, kind: 'receipt.saved', expense_id: expenseId, user_id: viewer.id },
          moneyAudience(trip),
        );
        return {
          expense_id: expenseId,
          content_type: 'image/webp',
          width: saved.width ?? image.width,
          height: saved.height ?? image.height,
          byte_size: saved.byteSize,
          created_at: saved.createdAt.toISOString(),
        };
      });
    },

    /**
     * Where the trip's people take transfers (send links, docs/decisions/0048), for its members
     * only: an account number is the companions' business, as the money is.
     */
    async paymentAccounts(viewer: Viewer | null, id: string): Promise<PaymentAccountList> {
      const work = uow.read;
      await readable(viewer, work, id);
      return { items: (await work.expenses.paymentAccounts(id)).map(toPaymentAccount) };
    },

    /**
     * Stores the caller's own bank account and/or KakaoPay link on the trip: anyone on it, viewers
     * too (they can be owed), while active. The same body again changes nothing.
     */
    async setMyPaymentAccount(
      viewer: Viewer,
      id: string,
      input: PaymentAccountInput,
    ): Promise<PaymentAccount> {
      return uow.transaction(async (work) => {
        const trip = await readable(viewer, work, id, true);
        if (!canSetOwnPaymentAccount(viewer, trip))
          throw forbidden('only the people on the trip store where they take transfers');
        const values = {
          bank: input.bank ?? null,
          accountNumber: input.bank ? (input.account_number?.trim() ?? null) : null,
          kakaopayUrl: input.kakaopay_url?.trim() || null,
        };
        const mine = () =>
          work.expenses.paymentAccounts(id).then((rows) => rows.find((row) => row.userId === viewer.id));
        const before = await mine();
        const isSame =
          before &&
          before.bank === values.bank &&
          before.accountNumber === values.accountNumber &&
          before.kakaopayUrl === values.kakaopayUrl;
        if (!isSame) {
          await work.expenses.savePaymentAccount({ itineraryId: id, userId: viewer.id, ...values });
          await work.publish(
            'itinerary.money',
            { id, kind: 'account.saved', user_id: viewer.id },
            moneyAudience(trip),
          );
        }
        const saved = await mine();
        if (!saved) throw new Error('saved payment account not found');
        return toPaymentAccount(saved);
      });
    },

    /** Removes the caller's account from the trip (204, also when there was none). */
    async removeMyPaymentAccount(viewer: Viewer, id: string): Promise<void> {
      await uow.transaction(async (work) => {
        const trip = await readable(viewer, work, id, true);
        if (!canSetOwnPaymentAccount(viewer, trip))
          throw forbidden('only the people on the trip store where they take transfers');
        if (await work.expenses.removePaymentAccount(id, viewer.id))
          await work.publish(
            'itinerary.money',
            { id, kind: 'account.deleted', user_id: viewer.id },
            moneyAudience(trip),
          );
      });
    },

    /** The receipt's bytes for a member; 404 `not_found` when the expense has none. */
    async receipt(viewer: Viewer | null, id: string, expenseId: string) {
      const work = uow.read;
      await readable(viewer, work, id);
      if (!(await work.expenses.expense(id, expenseId))) throw notFound('expense');
      const row = await work.tripFiles.receiptBytes(expenseId);
      if (!row) throw notFound('receipt');
      return row;
    },

    async removeReceipt(viewer: Viewer, id: string, expenseId: string): Promise<void> {
      await uow.transaction(async (work) => {
        const trip = await writable(viewer, work, id);
        if (!(await work.expenses.expense(id, expenseId))) return;
        if (await work.tripFiles.removeReceipt(expenseId))
          await work.publish(
            'itinerary.money',
            { id, kind: 'receipt.deleted', expense_id: expenseId, user_id: viewer.id },
            moneyAudience(trip),
          );
      });
    },
  };
}

export type MoneyExtrasService = ReturnType<typeof createMoneyExtrasService>;
