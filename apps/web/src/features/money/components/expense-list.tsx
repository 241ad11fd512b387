import { useTranslation } from 'react-i18next';
import type { CurrencyCode, Expense } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { EditIcon, ImageIcon, TrashIcon } from '../../../components/ui/icons';
import { useFormatters } from '../../../lib/format';
import type { QueuedExpense } from '../offline/use-expense-queue';

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
      {queued.map(({ id, payload: input }) => (
        <li
          key={id}
          className="flex items-center justify-between gap-3 bg-warning-soft/50 px-4 py-3"
          data-testid="expense-queued"
        >
          <div className="min-w-0">
            <p className="truncate font-semibold" data-user-content>
              {input.title}
            </p>
            <p className="text-sm text-ink-muted">{t('money.list.waiting')}</p>
          </div>
          <p className="font-semibold tabular-nums">{format.money(input.amount, input.currency)}</p>
        </li>
      ))}
      {expenses.map((expense) => (
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
      ))}
    </ul>
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
