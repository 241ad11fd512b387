import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import {
  bankName,
  canSendTransfer,
  kakaoPaySendLink,
  tossSendLink,
  type Actor,
  type Balances,
  type PaymentAccount,
} from '@pintrip/shared';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useLocale } from '../../../hooks/use-locale';
import { useFormatters } from '../../../lib/format';
import { HouseholdPicker } from './household-picker';

/** A phone or tablet, where Toss and KakaoPay may be installed: the send links show only there. */
const phoneQuery = '(pointer: coarse)';

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
  /** Who is looking: the payer of a transfer gets its send links. */
  viewer: Actor | null;
  /** Where each person takes transfers, by user id (send links). */
  accounts: ReadonlyMap<string, PaymentAccount>;
}

/** Owed money in the brand colour, debt in red. */
const balanceTone = (balance: number) =>
  balance === 0 ? '' : Math.sign(balance) === 1 ? 'text-brand-strong' : 'text-danger';

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
  viewer,
  accounts,
}: BalancesPanelProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { language } = useLocale();
  const isPhone = useMediaQuery(phoneQuery);
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
        <ul className="flex flex-col divide-y divide-line" data-testid="balances">
          {balances.members.map((member) => (
            <li
              key={member.user.id}
              className="flex items-center justify-between gap-3 py-2"
              data-testid="balance-row"
              data-user-id={member.user.id}
            >
              <div className="min-w-0">
                <p className="truncate font-semibold" data-user-content>
                  {nameOf(member.user.id)}
                  {member.is_member ? null : (
                    <span className="ml-1 text-xs font-normal text-ink-subtle">
                      {t('money.formerMember')}
                    </span>
                  )}
                </p>
                <p className="text-xs text-ink-muted tabular-nums">
                  {t('money.balances.paid')} {money(member.paid)} · {t('money.balances.owed')}{' '}
                  {money(member.owed)}
                </p>
                {member.pool_contributed || member.pool_returned ? (
                  <p className="text-xs text-ink-muted tabular-nums" data-testid="balance-pool">
                    {t('money.balances.poolContributed')} {money(member.pool_contributed ?? 0)} ·{' '}
                    {t(
                      (member.pool_returned ?? 0) < 0
                        ? 'money.balances.poolTopUp'
                        : 'money.balances.poolReturned',
                    )}{' '}
                    {money(Math.abs(member.pool_returned ?? 0))}
                  </p>
                ) : null}
              </div>
              <p
                className={cn(
                  'shrink-0 text-right font-bold whitespace-nowrap tabular-nums',
                  balanceTone(member.balance),
                )}
                data-testid="balance-amount"
              >
                <span className="sr-only">{t('money.balances.balance')} </span>
                {money(member.balance)}
              </p>
            </li>
          ))}
        </ul>
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
                  <span className="flex flex-wrap gap-1 print:hidden">
                    {canSendTransfer(viewer, transfer) ? (
                      <SendLinks
                        amount={transfer.amount}
                        home={home}
                        account={accounts.get(transfer.to_user_id)}
                        receiver={nameOf(transfer.to_user_id)}
                        isPhone={isPhone}
                        language={language}
                        onCopy={onCopy}
                      />
                    ) : null}
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

/**
 * For the payer of a suggested transfer: copy "국민 123-456-789012 32,000원", and on a phone the
 * plain links that open Toss (won only, to an account) or the receiver's own KakaoPay link.
 */
function SendLinks({
  amount,
  home,
  account,
  receiver,
  isPhone,
  language,
  onCopy,
}: {
  amount: number;
  home: Balances['home_currency'];
  account: PaymentAccount | undefined;
  receiver: string;
  isPhone: boolean;
  language: string;
  onCopy: (text: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const toss = isPhone ? tossSendLink(amount, home, account) : null;
  const kakaoPay = isPhone ? kakaoPaySendLink(account) : null;
  if (!account) {
    return (
      <span className="w-full text-xs text-ink-muted" data-testid="send-no-account">
        {t('money.send.noAccount', { name: receiver })}
      </span>
    );
  }
  const accountText =
    account.bank && account.account_number
      ? t('money.send.accountText', {
          bank: bankName(account.bank, language),
          number: account.account_number,
          amount: format.money(amount, home),
        })
      : null;
  return (
    <>
      {accountText ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onCopy(accountText)}
          aria-label={t('money.send.copyAccountLabel', { text: accountText })}
          data-testid="send-copy-account"
        >
          {t('money.send.copyAccount')}
        </Button>
      ) : null}
      {toss ? (
        <a className={buttonClasses('outline', 'sm')} href={toss} data-testid="send-toss">
          {t('money.send.toss')}
        </a>
      ) : null}
      {kakaoPay ? (
        <a
          className={buttonClasses('outline', 'sm')}
          href={kakaoPay}
          rel="noreferrer"
          data-testid="send-kakaopay"
        >
          {t('money.send.kakaoPay')}
        </a>
      ) : null}
    </>
  );
}
