import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Balances } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useFormatters } from '../../../lib/format';
import { HouseholdPicker } from './household-picker';

interface BalancesPanelProps {
  balances: Balances;
  nameOf: (userId: string) => string;
  canWrite: boolean;
  households: readonly string[];
  onHouseholdsChange: (households: string[]) => void;
  /** "보냈어요": records the transfer as a settle-up. */
  onSettle: (transfer: Balances['transfers'][number]) => void;
  onUndo: (settlementId: string) => void;
  onCopy: (text: string) => void;
  busySettlement: string | null;
}

/** Each member's paid, owed and balance; the fewest transfers that clear them; the settle-ups so far. */
export function BalancesPanel({
  balances,
  nameOf,
  canWrite,
  households,
  onHouseholdsChange,
  onSettle,
  onUndo,
  onCopy,
  busySettlement,
}: BalancesPanelProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [isPicking, setPicking] = useState(false);
  const home = balances.home_currency;
  const money = (amount: number) => format.money(amount, home);
  const transferText = (from: string, to: string, amount: number) =>
    t('money.transfers.text', { from: nameOf(from), to: nameOf(to), amount: money(amount) });

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="money-balances">
        <h2 id="money-balances" className="mb-2 text-lg font-bold">
          {t('money.balances.title')}
        </h2>
        <table className="w-full text-sm" data-testid="balances">
          <thead className="text-left text-ink-muted">
            <tr>
              <th scope="col" className="py-1 font-medium">
                {t('money.balances.member')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('money.balances.paid')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('money.balances.owed')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('money.balances.balance')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {balances.members.map((member) => (
              <tr key={member.user.id} data-testid="balance-row" data-user-id={member.user.id}>
                <th scope="row" className="py-2 text-left font-semibold" data-user-content>
                  {nameOf(member.user.id)}
                  {member.is_member ? null : (
                    <span className="ml-1 text-xs font-normal text-ink-subtle">
                      {t('money.formerMember')}
                    </span>
                  )}
                </th>
                <td className="py-2 text-right tabular-nums">{money(member.paid)}</td>
                <td className="py-2 text-right tabular-nums">{money(member.owed)}</td>
                <td
                  className={cn(
                    'py-2 text-right font-semibold tabular-nums',
                    member.balance > 0 ? 'text-brand-strong' : member.balance < 0 ? 'text-danger' : '',
                  )}
                  data-testid="balance-amount"
                >
                  {money(member.balance)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-1 text-xs text-ink-subtle">{t('money.balances.hint')}</p>
      </section>

      <section aria-labelledby="money-transfers">
        <div className="mb-2 flex items-center justify-between gap-2">
          <h2 id="money-transfers" className="text-lg font-bold">
            {t('money.transfers.title')}
          </h2>
          <Button
            variant="outline"
            size="sm"
            className="print:hidden"
            aria-expanded={isPicking}
            onClick={() => setPicking((open) => !open)}
          >
            {t('money.households.open')}
          </Button>
        </div>
        {isPicking || households.length > 0 ? (
          <HouseholdPicker
            people={balances.members
              .filter((m) => m.is_member)
              .map((m) => ({ id: m.user.id, name: nameOf(m.user.id) }))}
            households={households}
            isOpen={isPicking}
            onChange={onHouseholdsChange}
            onClose={() => setPicking(false)}
          />
        ) : null}
        {balances.transfers.length === 0 ? (
          <p className="rounded-2xl bg-surface-muted p-4 text-center text-ink-muted">
            {t('money.transfers.none')}
          </p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="transfers">
            {balances.transfers.map((transfer) => {
              const text = transferText(transfer.from_user_id, transfer.to_user_id, transfer.amount);
              const key = `${transfer.from_user_id}>${transfer.to_user_id}`;
              return (
                <li
                  key={key}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-line bg-surface px-4 py-3"
                  data-testid="transfer"
                >
                  <span className="font-semibold tabular-nums" data-user-content>
                    {text}
                  </span>
                  <span className="flex gap-1 print:hidden">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onCopy(text)}
                      aria-label={t('money.transfers.copyLabel', { text })}
                    >
                      {t('money.transfers.copy')}
                    </Button>
                    {canWrite ? (
                      <Button size="sm" disabled={busySettlement === key} onClick={() => onSettle(transfer)}>
                        {t('money.transfers.sent')}
                      </Button>
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {balances.settlements.length > 0 ? (
        <section aria-labelledby="money-settlements">
          <h2 id="money-settlements" className="mb-2 text-lg font-bold">
            {t('money.settlements.title')}
          </h2>
          <ul className="flex flex-col divide-y divide-line" data-testid="settlements">
            {balances.settlements.map((settlement) => (
              <li
                key={settlement.id}
                className="flex items-center justify-between gap-2 py-2"
                data-testid="settlement"
              >
                <span className="text-sm">
                  <span data-user-content>
                    {t('money.settlements.text', {
                      from: nameOf(settlement.from_user_id),
                      to: nameOf(settlement.to_user_id),
                      amount: format.money(settlement.amount, settlement.currency),
                    })}
                  </span>
                  <span className="ml-1 text-ink-subtle">{format.shortDate(settlement.created_at)}</span>
                </span>
                {canWrite ? (
                  <Button
                    variant="outline"
                    size="sm"
                    className="print:hidden"
                    onClick={() => onUndo(settlement.id)}
                  >
                    {t('money.settlements.undo')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
