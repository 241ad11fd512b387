import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../i18n';
import { z } from 'zod';
import {
  bankCodes,
  bankName,
  paymentAccountInputSchema,
  type PaymentAccount,
  type PaymentAccountInput,
} from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { useLocale } from '../../../hooks/use-locale';
import { errorMessageKey } from '../../../lib/error-messages';

/** A write the form waits for. */
interface Task {
  (): Promise<void>;
}

interface AccountFormValues {
  bank: string;
  account_number: string;
  kakaopay_url: string;
}

/** The form's text (empty boxes: nothing) read through the request's own schema. */
const accountFormSchema = z
  .object({ bank: z.string(), account_number: z.string(), kakaopay_url: z.string() })
  .transform((values, context) => {
    const read = paymentAccountInputSchema.safeParse({
      bank: values.bank || null,
      account_number: values.account_number.trim() || null,
      kakaopay_url: values.kakaopay_url.trim() || null,
    });
    if (read.success) return read.data;
    for (const issue of read.error.issues)
      context.addIssue({ code: 'custom', path: issue.path.map(String), message: issue.message });
    return z.NEVER;
  });

/** The sentence of a refused box: the schema's message says which rule it broke. */
const codeOf = (field: keyof AccountFormValues, message: string | undefined) => {
  if (message === undefined) return undefined;
  if (field === 'bank') return 'bank';
  if (field === 'kakaopay_url') return 'kakaoPay';
  return message === 'an account or a KakaoPay link' ? 'empty' : 'number';
};

export interface PaymentAccountSectionProps {
  /** My account on this trip, if I stored one. */
  account: PaymentAccount | undefined;
  onSave(input: PaymentAccountInput): Promise<unknown>;
  onRemove(): Promise<unknown>;
}

/**
 * "내 받을 계좌": where I take transfers on this trip (a bank and number, and/or my KakaoPay send
 * link), shown to the trip's members only, so that whoever owes me can copy it or send at once.
 */
export function PaymentAccountSection({ account, onSave, onRemove }: PaymentAccountSectionProps) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const [isEditing, setEditing] = useState(false);
  return (
    <section
      aria-labelledby="money-account"
      className="flex flex-col gap-2 print:hidden"
      data-testid="payment-account"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="money-account" className="text-lg font-bold">
          {t('money.account.title')}
        </h2>
        {isEditing ? null : (
          <Button variant="outline" size="sm" className="print:hidden" onClick={() => setEditing(true)}>
            {t(account ? 'money.account.change' : 'money.account.edit')}
          </Button>
        )}
      </div>
      <p className="text-xs text-ink-muted">{t('money.account.hint')}</p>
      {isEditing ? (
        <AccountForm
          account={account}
          onSave={async (input) => {
            await onSave(input);
            setEditing(false);
          }}
          onRemove={
            account
              ? async () => {
                  await onRemove();
                  setEditing(false);
                }
              : null
          }
          onCancel={() => setEditing(false)}
        />
      ) : account ? (
        <div className="rounded-2xl bg-surface-muted px-4 py-3 text-sm" data-testid="payment-account-current">
          {account.bank && account.account_number ? (
            <p className="font-semibold tabular-nums">
              {bankName(account.bank, language)} {account.account_number}
            </p>
          ) : null}
          {account.kakaopay_url ? <p className="text-ink-muted">{t('money.account.kakaoPaySet')}</p> : null}
        </div>
      ) : (
        <p className="rounded-2xl bg-surface-muted px-4 py-3 text-sm text-ink-muted">
          {t('money.account.none')}
        </p>
      )}
    </section>
  );
}

function AccountForm({
  account,
  onSave,
  onRemove,
  onCancel,
}: {
  account: PaymentAccount | undefined;
  onSave(input: PaymentAccountInput): Promise<void>;
  onRemove: Task | null;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AccountFormValues, unknown, PaymentAccountInput>({
    resolver: zodResolver(accountFormSchema),
    defaultValues: {
      bank: account?.bank ?? '',
      account_number: account?.account_number ?? '',
      kakaopay_url: account?.kakaopay_url ?? '',
    },
  });
  const message = (field: keyof AccountFormValues) => {
    const code = codeOf(field, errors[field]?.message);
    return code ? t(errorMessageKey('money.account', code)) : undefined;
  };
  const act = (work: Task) => async () => {
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(t(errorMessageKey('money.account', error)));
    }
  };
  const submit = handleSubmit((input) => act(() => onSave(input))());

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-2xl border border-line p-3">
      <div className="grid grid-cols-[8rem_1fr] gap-3">
        <FormField id="account-bank" label={t('money.account.bank')} error={message('bank')}>
          <select
            id="account-bank"
            className={inputClasses(Boolean(errors.bank))}
            aria-invalid={Boolean(errors.bank)}
            {...register('bank')}
          >
            <option value="">{t('money.account.chooseBank')}</option>
            {bankCodes.map((code) => (
              <option key={code} value={code}>
                {bankName(code, language)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="account-number" label={t('money.account.number')} error={message('account_number')}>
          <input
            id="account-number"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('money.account.numberPlaceholder')}
            className={inputClasses(Boolean(errors.account_number), 'tabular-nums')}
            aria-invalid={Boolean(errors.account_number)}
            {...register('account_number')}
          />
        </FormField>
      </div>
      <FormField
        id="account-kakaopay"
        label={t('money.account.kakaoPay')}
        hint={t('money.account.kakaoPayHint')}
        error={message('kakaopay_url')}
      >
        <input
          id="account-kakaopay"
          type="url"
          inputMode="url"
          autoComplete="off"
          className={inputClasses(Boolean(errors.kakaopay_url))}
          aria-invalid={Boolean(errors.kakaopay_url)}
          {...register('kakaopay_url')}
        />
      </FormField>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {onRemove ? (
          <Button type="button" variant="ghost" disabled={isSubmitting} onClick={() => void act(onRemove)()}>
            {t('money.account.remove')}
          </Button>
        ) : null}
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('money.account.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {t('money.account.save')}
        </Button>
      </div>
    </form>
  );
}
