import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useQueryClient } from '@tanstack/react-query';
import {
  canSetOwnPaymentAccount,
  canWriteTripMoney,
  displayTimeZone,
  type Actor,
  type Balances,
  type Exchange,
  type Expense,
  type Itinerary,
  type PoolContribution,
} from '@pintrip/shared';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PlusIcon, PrintIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useLocale } from '../../../hooks/use-locale';
import { useErrorMessage } from '../../../lib/error-messages';
import { useFormatters } from '../../../lib/format';
import { newId } from '../../../lib/new-id';
import { useRealtimeEvent, useRealtimeReconnect } from '../../../lib/realtime';
import { TripSectionHeader } from '../../trip-workspace';
import { useBalances } from '../api/get-balances';
import { useExpenses } from '../api/get-expenses';
import { useExchanges } from '../api/get-exchanges';
import { useFetchExchangeRate } from '../api/get-exchange-rate';
import { usePool } from '../api/get-pool';
import { receiptUrl } from '../api/get-receipt';
import { useMoneySummary } from '../api/get-summary';
import { useSaveExchange } from '../api/put-exchange';
import { useDeleteExchange } from '../api/delete-exchange';
import { useSaveContribution } from '../api/put-contribution';
import { useDeleteContribution } from '../api/delete-contribution';
import { useAttachReceipt } from '../api/post-receipt';
import { useRemoveReceipt } from '../api/delete-receipt';
import { useDeleteExpense } from '../api/delete-expense';
import { useDeleteOuting } from '../api/delete-outing';
import { usePaymentAccounts } from '../api/get-payment-accounts';
import { useSaveMyPaymentAccount } from '../api/put-payment-account';
import { useRemoveMyPaymentAccount } from '../api/delete-payment-account';
import { useRecordSettlement } from '../api/post-settlement';
import { useUndoSettlement } from '../api/delete-settlement';
import { moneyKeys, moneyPath } from '../api/query-keys';
import { useExpenseQueue } from '../offline/use-expense-queue';
import { BalancesPanel } from './balances-panel';
import { BudgetSummary } from './budget-summary';
import { ContributionDialog } from './contribution-dialog';
import { ExchangeDialog } from './exchange-dialog';
import { ExchangesSection } from './exchanges-section';
import { PoolSection } from './pool-section';
import { ReceiptDialog } from './receipt-dialog';
import { ExpenseDialog, type MoneyPerson, type PlanChoice } from './expense-dialog';
import { ExpenseList } from './expense-list';
import { HomeCurrency } from './home-currency';
import { OutingDialog } from './outing-dialog';
import { PaymentAccountSection } from './payment-account-section';
import { printStyle } from './print-style';

export interface MoneyScreenProps {
  itinerary: Itinerary;
  viewer: Actor | null;
}

/** Today in Korea (the trip's calendar), or the trip's first day when today is outside the trip. */
function defaultDay(itinerary: Itinerary): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: displayTimeZone }).format(new Date());
  return today >= itinerary.start_date && today <= itinerary.end_date ? today : itinerary.start_date;
}

/**
 * `/itineraries/:id/money`: a trip's shared expenses and 정산 for its members — the list with
 * totals, add/edit in a dialog (queued offline), balances, the fewest transfers, settle-ups with
 * undo, households, CSV and a printable summary. Viewers read; other members' changes arrive live.
 */
export function MoneyScreen({ itinerary, viewer }: MoneyScreenProps) {
  const { t } = useTranslation();
  const id = itinerary.id;
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const format = useFormatters();
  const { language } = useLocale();
  const queryClient = useQueryClient();
  const role = itinerary.my_role;
  const trip = {
    user_id: itinerary.user_id,
    members: viewer && (role === 'editor' || role === 'viewer') ? [{ userId: viewer.id, role }] : [],
  };
  const canWrite = canWriteTripMoney(viewer, trip);
  const canSetAccount = canSetOwnPaymentAccount(viewer, trip);
  const [households, setHouseholds] = useState<string[]>([]);
  const expenses = useExpenses(id);
  const balances = useBalances(id, households);
  const deleteExpense = useDeleteExpense(id);
  const recordSettlement = useRecordSettlement(id);
  const undoSettlement = useUndoSettlement(id);
  const queue = useExpenseQueue(id, (error) => toast.show(errorMessage('money.queued', error), 'error'));
  const [editing, setEditing] = useState<Expense | 'new' | null>(null);
  const [editingOuting, setEditingOuting] = useState<Expense[] | 'new' | null>(null);
  const [deletingOuting, setDeletingOuting] = useState<Expense[] | null>(null);
  const deleteOuting = useDeleteOuting(id);
  const paymentAccounts = usePaymentAccounts(id);
  const saveAccount = useSaveMyPaymentAccount(id);
  const removeAccount = useRemoveMyPaymentAccount(id);
  const accounts = useMemo(
    () => new Map((paymentAccounts.data?.items ?? []).map((account) => [account.user_id, account])),
    [paymentAccounts.data],
  );
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const [busySettlement, setBusySettlement] = useState<string | null>(null);
  const summary = useMoneySummary(id);
  const exchanges = useExchanges(id);
  const pool = usePool(id);
  const fetchRate = useFetchExchangeRate(id);
  const saveExchange = useSaveExchange(id);
  const deleteExchange = useDeleteExchange(id);
  const saveContribution = useSaveContribution(id);
  const deleteContribution = useDeleteContribution(id);
  const attachReceipt = useAttachReceipt(id);
  const removeReceipt = useRemoveReceipt(id);
  const [editingExchange, setEditingExchange] = useState<Exchange | 'new' | null>(null);
  const [deletingExchange, setDeletingExchange] = useState<Exchange | null>(null);
  const [isAddingContribution, setAddingContribution] = useState(false);
  const [deletingContribution, setDeletingContribution] = useState<PoolContribution | null>(null);
  const [receiptOf, setReceiptOf] = useState<string | null>(null);
  // A receipt replaced (here or by another member) gets a new address, so no old picture shows.
  const [receiptVersions, setReceiptVersions] = useState<ReadonlyMap<string, string>>(new Map());
  const bumpReceipt = useCallback(
    (expenseId: string) =>
      setReceiptVersions((versions) => new Map(versions).set(expenseId, String(Date.now()))),
    [],
  );

  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: moneyKeys.all(id) }),
    [queryClient, id],
  );
  useRealtimeEvent('itinerary.money', (event) => {
    if (event.id !== id) return;
    if (event.expense_id && event.kind.startsWith('receipt.')) bumpReceipt(event.expense_id);
    refresh();
  });
  useRealtimeReconnect(refresh);

  const people: MoneyPerson[] = useMemo(
    () =>
      (balances.data?.members ?? [])
        .filter((member) => member.is_member)
        .map((member) => ({ id: member.user.id, name: member.user.display_name })),
    [balances.data],
  );
  const names = useMemo(
    () => new Map((balances.data?.members ?? []).map((member) => [member.user.id, member.user.display_name])),
    [balances.data],
  );
  const nameOf = useCallback((userId: string) => names.get(userId) || t('money.formerMember'), [names, t]);
  const plans: PlanChoice[] = useMemo(
    () =>
      itinerary.days.flatMap((day) =>
        day.plans.map((plan) => ({
          id: plan.id,
          label: `${format.dayNumber(day.day_number)} · ${plan.destination}`,
        })),
      ),
    [itinerary.days, format],
  );

  const items = expenses.data?.pages.flatMap((page) => page.items) ?? [];
  const exchangeItems = exchanges.data?.pages.flatMap((page) => page.items) ?? [];
  const receiptExpense = items.find((item) => item.id === receiptOf) ?? null;
  const receiptSrc = (expense: Expense) =>
    expense.has_receipt
      ? receiptUrl(id, expense.id, receiptVersions.get(expense.id) ?? expense.updated_at)
      : null;
  const data = balances.data;
  if (!data || expenses.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label={t('money.loading')} />
      </div>
    );
  }
  const home = data.home_currency;
  // What the members paid and what the pool paid: every expense once, in the home currency.
  const total = data.members.reduce((sum, member) => sum + member.paid, 0) + (data.pool?.spent ?? 0);
  const mine = viewer ? data.members.find((member) => member.user.id === viewer.id) : undefined;
  const hasMoney = items.length > 0 || data.settlements.length > 0 || queue.queued.length > 0;

  const save = async (expenseId: string, input: Parameters<typeof queue.save>[1]) => {
    const outcome = await queue.save(expenseId, input);
    toast.show(t(outcome === 'queued' ? 'money.messages.queued' : 'money.messages.saved'), 'success', {
      key: 'money',
    });
  };
  const saveOuting = async (outingId: string, input: Parameters<typeof queue.saveOuting>[1]) => {
    const outcome = await queue.saveOuting(outingId, input);
    toast.show(t(outcome === 'queued' ? 'money.messages.queued' : 'money.outing.saved'), 'success', {
      key: 'money',
    });
  };
  const settle = (transfer: Balances['transfers'][number]) => {
    const key = `${transfer.from_user_id}>${transfer.to_user_id}`;
    setBusySettlement(key);
    recordSettlement.mutate(
      { id: newId(), ...transfer },
      {
        onSuccess: () => toast.show(t('money.messages.settled'), 'success', { key: 'money' }),
        onError: (error) => toast.show(errorMessage('money.action', error), 'error', { key: 'money' }),
        onSettled: () => setBusySettlement(null),
      },
    );
  };
  const undo = (settlementId: string) =>
    undoSettlement.mutate(settlementId, {
      onSuccess: () => toast.show(t('money.messages.undone'), 'success', { key: 'money' }),
      onError: (error) => toast.show(errorMessage('money.action', error), 'error', { key: 'money' }),
    });
  const done = (key: string) => () => toast.show(t(key), 'success', { key: 'money' });
  const failed = (error: unknown) =>
    toast.show(errorMessage('money.action', error), 'error', { key: 'money' });
  const copy = (text: string) => {
    void navigator.clipboard?.writeText(text).then(
      () => toast.show(t('money.messages.copied'), 'success', { key: 'money' }),
      () => toast.show(t('money.messages.copyFailed'), 'error', { key: 'money' }),
    );
  };

  return (
    <div className="money-print-root mx-auto w-full max-w-6xl px-4 pt-4 pb-16">
      <style>{printStyle}</style>
      <TripSectionHeader
        id={id}
        title={itinerary.title}
        subtitle={`${t('money.title')} · ${format.tripDates(itinerary.start_date, itinerary.end_date)}`}
        actions={<HomeCurrency itineraryId={id} home={home} canChange={canWrite && !hasMoney} />}
        printLinks={false}
      />

      <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {/* The totals are a description list; the actions beside them are not part of it. */}
        <dl className="contents">
          <div className="rounded-2xl bg-brand-soft p-4">
            <dt className="text-sm text-brand-strong">{t('money.totals.total')}</dt>
            <dd
              className="text-lg font-extrabold whitespace-nowrap tabular-nums sm:text-xl"
              data-testid="money-total"
            >
              {format.money(total, home)}
            </dd>
          </div>
          {mine ? (
            <div className="rounded-2xl bg-surface-muted p-4">
              <dt className="text-sm text-ink-muted">{t('money.totals.myShare')}</dt>
              <dd className="text-lg font-extrabold whitespace-nowrap tabular-nums sm:text-xl">
                {format.money(mine.owed, home)}
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="col-span-2 flex flex-wrap items-center gap-2 sm:col-span-1 sm:justify-end print:hidden">
          <a
            className={buttonClasses('outline', 'sm')}
            href={`${moneyPath(id)}/expenses.csv?lang=${encodeURIComponent(language)}`}
            download
          >
            {t('money.csvDownload')}
          </a>
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            <PrintIcon />
            {t('money.print')}
          </Button>
        </div>
      </div>

      <p
        role="status"
        aria-live="polite"
        data-testid="money-status"
        className={
          queue.queued.length > 0
            ? 'mt-3 rounded-xl bg-warning-soft px-3 py-2 text-sm font-semibold'
            : 'sr-only'
        }
      >
        {queue.queued.length > 0 ? t('money.status.waiting', { count: queue.queued.length }) : ''}
      </p>

      {/* One column on a phone, never wider than the screen, whatever the longest name. */}
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <section aria-labelledby="money-expenses" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="money-expenses" className="shrink-0 text-lg font-bold">
              {t('money.list.title')}
            </h2>
            {canWrite ? (
              <span className="flex flex-wrap justify-end gap-2 print:hidden">
                <Button size="sm" variant="outline" onClick={() => setEditingOuting('new')}>
                  <PlusIcon />
                  {t('money.outing.add')}
                </Button>
                <Button size="sm" onClick={() => setEditing('new')}>
                  <PlusIcon />
                  {t('money.list.add')}
                </Button>
              </span>
            ) : (
              <span className="rounded-full bg-surface-muted px-3 py-1 text-sm" data-testid="money-read-only">
                {t('money.readOnly')}
              </span>
            )}
          </div>
          <ExpenseList
            expenses={items}
            queued={queue.queued}
            home={home}
            nameOf={nameOf}
            canWrite={canWrite}
            onEdit={setEditing}
            onDelete={setDeleting}
            receiptSrc={receiptSrc}
            onReceipt={(expense) => setReceiptOf(expense.id)}
            onEditOuting={setEditingOuting}
            onDeleteOuting={setDeletingOuting}
          />
          {expenses.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center print:hidden"
              disabled={expenses.isFetchingNextPage}
              onClick={() => void expenses.fetchNextPage()}
            >
              {t('money.list.more')}
            </Button>
          ) : null}
          {summary.data ? (
            <div className="mt-5">
              <BudgetSummary summary={summary.data} nameOf={nameOf} />
            </div>
          ) : null}
        </section>
        <div className="flex min-w-0 flex-col gap-8">
          <BalancesPanel
            balances={data}
            nameOf={nameOf}
            canWrite={canWrite}
            households={households}
            onHouseholdsChange={setHouseholds}
            onSettle={settle}
            onUndo={undo}
            onCopy={copy}
            busySettlement={busySettlement}
            viewer={viewer}
            accounts={accounts}
          />
          {canSetAccount && viewer ? (
            <PaymentAccountSection
              account={accounts.get(viewer.id)}
              onSave={async (input) => {
                await saveAccount.mutateAsync(input);
                done('money.account.saved')();
              }}
              onRemove={async () => {
                await removeAccount.mutateAsync();
                done('money.account.removed')();
              }}
            />
          ) : null}
          {pool.data ? (
            <PoolSection
              pool={pool.data}
              nameOf={nameOf}
              canWrite={canWrite}
              onAdd={() => setAddingContribution(true)}
              onDelete={setDeletingContribution}
            />
          ) : null}
          <ExchangesSection
            exchanges={exchangeItems}
            nameOf={nameOf}
            canWrite={canWrite}
            hasMore={Boolean(exchanges.hasNextPage)}
            onMore={() => void exchanges.fetchNextPage()}
            onAdd={() => setEditingExchange('new')}
            onEdit={setEditingExchange}
            onDelete={setDeletingExchange}
          />
        </div>
      </div>

      <ExpenseDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        expense={editing === 'new' ? null : editing}
        home={home}
        people={people}
        plans={plans}
        me={viewer?.id ?? null}
        today={defaultDay(itinerary)}
        onSave={save}
        onFetchRate={fetchRate}
      />
      <OutingDialog
        open={editingOuting !== null}
        onOpenChange={(open) => {
          if (!open) setEditingOuting(null);
        }}
        rounds={editingOuting === 'new' ? null : editingOuting}
        home={home}
        people={people}
        me={viewer?.id ?? null}
        today={defaultDay(itinerary)}
        onSave={saveOuting}
        onFetchRate={fetchRate}
      />
      <ConfirmDialog
        open={deletingOuting !== null}
        onOpenChange={(open) => {
          if (!open) setDeletingOuting(null);
        }}
        title={t('money.delete.title')}
        description={t('money.outing.deleteDescription', { title: deletingOuting?.[0]?.title ?? '' })}
        confirmLabel={t('money.delete.confirm')}
        isBusy={deleteOuting.isPending}
        onConfirm={() => {
          const outingId = deletingOuting?.[0]?.outing_id;
          if (!outingId) return;
          deleteOuting.mutate(outingId, {
            onSuccess: done('money.outing.deleted'),
            onError: failed,
            onSettled: () => setDeletingOuting(null),
          });
        }}
      />
      <ExchangeDialog
        open={editingExchange !== null}
        onOpenChange={(open) => {
          if (!open) setEditingExchange(null);
        }}
        exchange={editingExchange === 'new' ? null : editingExchange}
        home={home}
        people={people}
        me={viewer?.id ?? null}
        today={defaultDay(itinerary)}
        onSave={async (exchangeId, input) => {
          await saveExchange.mutateAsync({ id: exchangeId, input });
          done('money.messages.exchangeSaved')();
        }}
      />
      <ContributionDialog
        open={isAddingContribution}
        onOpenChange={setAddingContribution}
        home={home}
        people={people}
        me={viewer?.id ?? null}
        today={defaultDay(itinerary)}
        onSave={async (contributionId, input) => {
          await saveContribution.mutateAsync({ id: contributionId, input });
          done('money.messages.contributionSaved')();
        }}
      />
      <ReceiptDialog
        expense={receiptExpense}
        onOpenChange={(open) => {
          if (!open) setReceiptOf(null);
        }}
        src={receiptExpense ? receiptSrc(receiptExpense) : null}
        canWrite={canWrite}
        isBusy={attachReceipt.isPending || removeReceipt.isPending}
        onAttach={async (file) => {
          if (!receiptExpense) return;
          const receipt = await attachReceipt.mutateAsync({ expenseId: receiptExpense.id, file });
          setReceiptVersions((versions) => new Map(versions).set(receipt.expense_id, receipt.created_at));
          done('money.messages.receiptSaved')();
        }}
        onRemove={async () => {
          if (!receiptExpense) return;
          await removeReceipt.mutateAsync(receiptExpense.id);
          done('money.messages.receiptRemoved')();
        }}
      />
      <ConfirmDialog
        open={deletingExchange !== null}
        onOpenChange={(open) => {
          if (!open) setDeletingExchange(null);
        }}
        title={t('money.exchanges.deleteTitle')}
        confirmLabel={t('money.delete.confirm')}
        isBusy={deleteExchange.isPending}
        onConfirm={() => {
          if (!deletingExchange) return;
          deleteExchange.mutate(deletingExchange.id, {
            onSuccess: done('money.messages.exchangeDeleted'),
            onError: failed,
            onSettled: () => setDeletingExchange(null),
          });
        }}
      />
      <ConfirmDialog
        open={deletingContribution !== null}
        onOpenChange={(open) => {
          if (!open) setDeletingContribution(null);
        }}
        title={t('money.pool.deleteTitle')}
        confirmLabel={t('money.delete.confirm')}
        isBusy={deleteContribution.isPending}
        onConfirm={() => {
          if (!deletingContribution) return;
          deleteContribution.mutate(deletingContribution.id, {
            onSuccess: done('money.messages.contributionDeleted'),
            onError: failed,
            onSettled: () => setDeletingContribution(null),
          });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('money.delete.title')}
        description={t('money.delete.description', { title: deleting?.title ?? '' })}
        confirmLabel={t('money.delete.confirm')}
        isBusy={deleteExpense.isPending}
        onConfirm={() => {
          if (!deleting) return;
          deleteExpense.mutate(deleting.id, {
            onSuccess: () => toast.show(t('money.messages.deleted'), 'success', { key: 'money' }),
            onError: (error) => toast.show(errorMessage('money.action', error), 'error', { key: 'money' }),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </div>
  );
}
