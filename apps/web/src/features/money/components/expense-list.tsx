import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { CurrencyCode, Expense } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { EditIcon, ImageIcon, TrashIcon } from '../../../components/ui/icons';
import { useFormatters } from '../../../lib/format';
import { queuedSummary, type QueuedExpense } from '../offline/use-expense-queue';
import { isFormOuting } from '../outing-form-values';

interface ExpenseListProps {
  expenses: readonly Expense[];
  queued: readonly QueuedExpense[];
  home: CurrencyCode;
  nameOf: (userId: string) => string;
  canWrite: boolean;
  onEdit: (expense: Expense) => void;
  onDelete: (expense: Expense) => void;
  /** The address of an expense's receipt (members only), when it has one. */
  receiptSrc: (expense: Expense) => string | null;
  onReceipt: (expense: Expense) => void;
  /** Opens the rounds of an outing (in order) in the outing dialog. */
  onEditOuting: (rounds: Expense[]) => void;
  onDeleteOuting: (rounds: Expense[]) => void;
}

/** A lone expense, or an outing with its rounds (차수) loaded so far, 1차 first. */
type Entry = { kind: 'expense'; expense: Expense } | { kind: 'outing'; id: string; rounds: Expense[] };

/** The list's entries: each outing once, where its first loaded round falls, holding all its rounds. */
export function listEntries(expenses: readonly Expense[]): Entry[] {
  const outings = new Map<string, Expense[]>();
  const entries: Entry[] = [];
  for (const expense of expenses) {
    if (!expense.outing_id) {
      entries.push({ kind: 'expense', expense });
      continue;
    }
    const rounds = outings.get(expense.outing_id);
    if (rounds) rounds.push(expense);
    else {
      const first = [expense];
      outings.set(expense.outing_id, first);
      entries.push({ kind: 'outing', id: expense.outing_id, rounds: first });
    }
  }
  for (const rounds of outings.values()) rounds.sort((a, b) => (a.round_number ?? 0) - (b.round_number ?? 0));
  return entries;
}

/** The trip's expenses, latest first: what, when, who paid, how much (and at what rate). */
export function ExpenseList({
  expenses,
  queued,
  home,
  nameOf,
  canWrite,
  onEdit,
  onDelete,
  receiptSrc,
  onReceipt,
  onEditOuting,
  onDeleteOuting,
}: ExpenseListProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (expenses.length === 0 && queued.length === 0) {
    return (
      <p className="rounded-2xl bg-surface-muted p-6 text-center text-ink-muted">{t('money.list.empty')}</p>
    );
  }
  return (
    <ul
      className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface"
      data-testid="expense-list"
    >
      {queued
        .map((item) => ({ id: item.id, ...queuedSummary(item) }))
        .map(({ id, title, amount, currency }) => (
          <li
            key={id}
            className="flex items-center justify-between gap-3 bg-warning-soft/50 px-4 py-3"
            data-testid="expense-queued"
          >
            <div className="min-w-0">
              <p className="truncate font-semibold" data-user-content>
                {title}
              </p>
              <p className="text-sm text-ink-muted">{t('money.list.waiting')}</p>
            </div>
            <p className="font-semibold tabular-nums">{format.money(amount, currency)}</p>
          </li>
        ))}
      {listEntries(expenses).map((entry) => {
        if (entry.kind === 'outing')
          return (
            <OutingRow
              key={entry.id}
              rounds={entry.rounds}
              home={home}
              nameOf={nameOf}
              canWrite={canWrite}
              onEdit={onEditOuting}
              onDelete={onDeleteOuting}
            />
          );
        const { expense } = entry;
        return (
          <li
            key={expense.id}
            className="flex items-center justify-between gap-3 px-4 py-3"
            data-testid="expense-row"
          >
            <div className="min-w-0">
              <p className="truncate font-semibold" data-user-content>
                {expense.title}
              </p>
              <p className="text-sm text-ink-muted">
                {format.calendarDay(expense.spent_on)} · {t(`money.categories.${expense.category}`)} ·{' '}
                {t('money.list.paidBy', {
                  names: [
                    ...(expense.pool_amount ? [t('money.list.pool')] : []),
                    ...expense.payers.map((p) => nameOf(p.user_id)),
                  ].join(', '),
                })}
              </p>
              {expense.rate ? (
                <p className="text-xs text-ink-subtle">
                  {format.exchangeRate(expense.rate, expense.currency, home)}
                </p>
              ) : null}
            </div>
            <div className="flex shrink-0 items-center gap-1">
              <ReceiptButton
                expense={expense}
                src={receiptSrc(expense)}
                canWrite={canWrite}
                onOpen={() => onReceipt(expense)}
              />
              <div className="text-right">
                <p className="font-semibold tabular-nums" data-testid="expense-amount">
                  {format.money(expense.amount, expense.currency)}
                </p>
                {expense.currency !== home ? (
                  <p className="text-xs text-ink-muted tabular-nums">
                    ≈ {format.money(expense.home_amount, home)}
                  </p>
                ) : null}
              </div>
              {canWrite ? (
                <span className="flex print:hidden">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('money.list.edit', { title: expense.title })}
                    onClick={() => onEdit(expense)}
                  >
                    <EditIcon />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('money.list.delete', { title: expense.title })}
                    onClick={() => onDelete(expense)}
                  >
                    <TrashIcon />
                  </Button>
                </span>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * An outing as one entry ("회식 · 2차까지", its total) that opens to its rounds: each round's
 * amount, who paid and who was there.
 */
function OutingRow({
  rounds,
  home,
  nameOf,
  canWrite,
  onEdit,
  onDelete,
}: {
  rounds: Expense[];
  home: CurrencyCode;
  nameOf: (userId: string) => string;
  canWrite: boolean;
  onEdit: (rounds: Expense[]) => void;
  onDelete: (rounds: Expense[]) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  const first = rounds[0]!;
  const isHome = rounds.every((round) => round.currency === home);
  const total = rounds.reduce((sum, round) => sum + (isHome ? round.amount : round.home_amount), 0);
  const payers = (round: Expense) =>
    [
      ...(round.pool_amount ? [t('money.list.pool')] : []),
      ...round.payers.map((p) => nameOf(p.user_id)),
    ].join(', ');
  return (
    <li className="px-4 py-3" data-testid="outing-row">
      <div className="flex items-start gap-1">
        <div className="min-w-0 flex-1">
          <button
            type="button"
            className="flex w-full cursor-pointer items-center justify-between gap-3 rounded-lg text-left focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
            aria-label={t('money.rounds.openLabel', { title: first.title })}
            aria-expanded={isOpen}
            aria-controls={listId}
            onClick={() => setOpen((open) => !open)}
          >
            <span className="block min-w-0">
              <span className="block truncate font-semibold">
                <span
                  aria-hidden
                  className={cn(
                    'mr-1 inline-block text-ink-subtle transition-transform',
                    isOpen && 'rotate-90',
                  )}
                >
                  ›
                </span>
                <span data-user-content>{first.title}</span>
              </span>
              <span className="block text-sm text-ink-muted">
                {format.calendarDay(first.spent_on)} · {t(`money.categories.${first.category}`)} ·{' '}
                {t('money.rounds.upTo', { count: rounds.length })}
              </span>
            </span>
            <span className="shrink-0 font-semibold tabular-nums" data-testid="outing-total">
              {format.money(total, home)}
            </span>
          </button>
        </div>
        {canWrite ? (
          <span className="flex shrink-0 print:hidden">
            {isFormOuting(rounds) ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('money.list.edit', { title: first.title })}
                onClick={() => onEdit(rounds)}
              >
                <EditIcon />
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('money.list.delete', { title: first.title })}
              onClick={() => onDelete(rounds)}
            >
              <TrashIcon />
            </Button>
          </span>
        ) : null}
      </div>
      <ol
        id={listId}
        // Closed, the rounds still print: the printed summary shows every round.
        className={cn(
          'mt-2 flex-col gap-2 border-l-2 border-brand-soft pl-3',
          isOpen ? 'flex' : 'hidden print:flex',
        )}
        data-testid="outing-rounds"
      >
        {rounds.map((round) => (
          <li
            key={round.id}
            className="flex items-start justify-between gap-3"
            data-testid="outing-round-row"
          >
            <div className="min-w-0 text-sm">
              <p className="font-semibold">{t('money.rounds.label', { number: round.round_number ?? 0 })}</p>
              <p className="text-ink-muted" data-user-content>
                {t('money.list.paidBy', { names: payers(round) })}
              </p>
              <p className="text-ink-muted" data-user-content>
                {t('money.rounds.with', { names: round.shares.map((s) => nameOf(s.user_id)).join(', ') })}
              </p>
            </div>
            <div className="shrink-0 text-right">
              <p className="font-semibold tabular-nums" data-testid="outing-round-amount">
                {format.money(round.amount, round.currency)}
              </p>
              {round.currency !== home ? (
                <p className="text-xs text-ink-muted tabular-nums">
                  ≈ {format.money(round.home_amount, home)}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </li>
  );
}

/** A row's receipt: its thumbnail (opens the full view), or for writers a button to attach one. */
function ReceiptButton({
  expense,
  src,
  canWrite,
  onOpen,
}: {
  expense: Expense;
  src: string | null;
  canWrite: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  if (src) {
    return (
      <button
        type="button"
        className="h-10 w-10 shrink-0 overflow-hidden rounded-lg border border-line focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
        aria-label={t('money.receipt.open', { title: expense.title })}
        onClick={onOpen}
        data-testid="receipt-thumbnail"
      >
        <img src={src} alt="" loading="lazy" className="h-full w-full object-cover" />
      </button>
    );
  }
  if (!canWrite) return null;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="print:hidden"
      aria-label={t('money.receipt.attachTo', { title: expense.title })}
      onClick={onOpen}
    >
      <ImageIcon />
    </Button>
  );
}
