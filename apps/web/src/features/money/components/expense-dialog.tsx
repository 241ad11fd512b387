import { useState, type FocusEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../i18n';
import { type CurrencyCode, type Expense, type ExchangeRate, type ExpenseInput } from '@pintrip/shared';
import { Dialog } from '../../../components/ui/dialog';
import { describedBy, FormField, inputClasses } from '../../../components/ui/form-field';
import { useDiscardGuard } from '../../../hooks/use-discard-guard';
import { errorMessageKey, fieldFailure } from '../../../lib/error-messages';
import { useFormatters } from '../../../lib/format';
import { newId } from '../../../lib/new-id';
import { groupAmountText, parseAmount } from '../amount';
import {
  emptyExpenseValues,
  expenseFormSchema,
  expenseValues,
  type ExpenseFormValues,
} from '../expense-form-values';
import {
  AmountField,
  CurrencyField,
  DayCategoryFields,
  PartyFields,
  RateFields,
  RecordActions,
} from './record-fields';

export interface MoneyPerson {
  id: string;
  name: string;
}

export interface PlanChoice {
  id: string;
  label: string;
}

export interface ExpenseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The expense to change, or null for a new one. */
  expense: Expense | null;
  home: CurrencyCode;
  people: readonly MoneyPerson[];
  plans: readonly PlanChoice[];
  me: string | null;
  today: string;
  /** Saves under the expense's client id (a retry or a second click sends the same id). */
  onSave(id: string, input: ExpenseInput): Promise<unknown>;
  /** GET …/exchange-rate: the average of a traveller's 환전 into `currency` ("내 환전 평균 환율"). */
  onFetchRate(currency: CurrencyCode, userId: string | null): Promise<ExchangeRate>;
}

/** Adding or changing an expense: amount, currency and rate, payers and the split, in one dialog. */
export function ExpenseDialog({ open, onOpenChange, expense, ...rest }: ExpenseDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(expense ? 'money.form.editTitle' : 'money.form.addTitle')}
      size="lg"
    >
      {open ? <ExpenseForm expense={expense} onClose={() => onOpenChange(false)} {...rest} /> : null}
    </Dialog>
  );
}

/** The request's fields a server refusal may name, and the form field each is typed in. */
const formFieldOf = {
  title: 'title',
  amount: 'amount',
  rate: 'rate',
  spent_on: 'spentOn',
  note: 'note',
  plan_id: 'planId',
  pool_amount: 'poolAmount',
} as const;
const fieldNames = Object.keys(formFieldOf) as (keyof typeof formFieldOf)[];

function ExpenseForm({
  expense,
  home,
  people,
  plans,
  me,
  today,
  onSave,
  onFetchRate,
  onClose,
}: Omit<ExpenseDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  // One id per expense for as long as the dialog is open: saving twice never adds twice.
  const [id] = useState(() => expense?.id ?? newId());
  const [failure, setFailure] = useState<string | null>(null);
  const memberIds = people.map((person) => person.id);
  const form = useForm<ExpenseFormValues, unknown, ExpenseInput>({
    resolver: zodResolver(expenseFormSchema(home)),
    defaultValues: expense
      ? expenseValues(expense, memberIds, format.number)
      : emptyExpenseValues(home, memberIds, me, today),
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  // Escape, the close button or Cancel ask before a changed form is thrown away.
  const requestClose = useDiscardGuard(() => isDirty);
  const [currency, amountValue, fromPool, payerMode, payer] = useWatch({
    control,
    name: ['currency', 'amount', 'fromPool', 'payerMode', 'payer'],
  });
  // Whose 환전 the average is of: the one payer (it was their cash), else mine.
  const rateUser = payerMode === 'one' && payer ? payer : me;
  const nameOfRateUser = people.find((person) => person.id === rateUser)?.name ?? '';
  const message = (code: string | undefined) =>
    code ? t(errorMessageKey('money.expense', code)) : undefined;

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await onSave(id, input);
      onClose();
    } catch (error) {
      const placed = fieldFailure('money.expense', error, fieldNames);
      if (placed) setError(formFieldOf[placed.field], { message: placed.code });
      else setFailure(t(errorMessageKey('money.expense', error)));
    }
  });

  const regroupAmount = (event: FocusEvent<HTMLInputElement>) =>
    setValue('amount', groupAmountText(event.target.value, format.number));
  const minor = parseAmount(amountValue, currency);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('money.form.label')}>
      <FormField id="expense-title" label={t('money.form.title')} error={message(errors.title?.message)}>
        <input
          id="expense-title"
          className={inputClasses(Boolean(errors.title))}
          aria-invalid={Boolean(errors.title)}
          aria-describedby={describedBy('expense-title', { error: errors.title })}
          {...register('title')}
        />
      </FormField>
      <div className="grid grid-cols-[1fr_8rem] gap-3">
        <AmountField
          id="expense-amount"
          label={t('money.form.amount')}
          error={message(errors.amount?.message)}
          field={register('amount')}
          onRegroup={regroupAmount}
        />
        <CurrencyField id="expense-currency" field={register('currency')} />
      </div>
      <RateFields
        form={form}
        idPrefix="expense"
        home={home}
        me={me}
        today={today}
        rateUser={rateUser}
        rateUserName={nameOfRateUser}
        previewMinor={minor}
        message={message}
        onFetchRate={onFetchRate}
      />
      <DayCategoryFields
        idPrefix="expense"
        day={register('spentOn')}
        category={register('category')}
        dayError={message(errors.spentOn?.message)}
      />
      <div className="flex flex-col gap-2 rounded-2xl border border-line p-3">
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input type="checkbox" {...register('fromPool')} />
          {t('money.form.fromPool')}
        </label>
        {fromPool ? (
          <FormField
            id="expense-pool-amount"
            label={t('money.form.poolAmount', { currency })}
            hint={t('money.form.poolHint')}
            error={message(errors.poolAmount?.message)}
          >
            <input
              id="expense-pool-amount"
              inputMode="decimal"
              autoComplete="off"
              className={inputClasses(Boolean(errors.poolAmount), 'text-right tabular-nums')}
              aria-invalid={Boolean(errors.poolAmount)}
              aria-describedby={describedBy('expense-pool-amount', { error: errors.poolAmount, hint: true })}
              {...register('poolAmount', {
                onBlur: (event: FocusEvent<HTMLInputElement>) =>
                  setValue('poolAmount', groupAmountText(event.target.value, format.number)),
              })}
            />
          </FormField>
        ) : null}
      </div>
      <PartyFields form={form} people={people} message={message} />
      {plans.length > 0 ? (
        <FormField id="expense-plan" label={t('money.form.plan')} error={message(errors.planId?.message)}>
          <select id="expense-plan" className={inputClasses()} {...register('planId')}>
            <option value="">{t('money.form.noPlan')}</option>
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.label}
              </option>
            ))}
          </select>
        </FormField>
      ) : null}
      <FormField id="expense-note" label={t('money.form.note')} error={message(errors.note?.message)}>
        <textarea
          id="expense-note"
          rows={2}
          className={inputClasses(Boolean(errors.note), 'h-auto py-2')}
          {...register('note')}
        />
      </FormField>
      <RecordActions failure={failure} isSubmitting={isSubmitting} onCancel={requestClose} />
    </form>
  );
}
