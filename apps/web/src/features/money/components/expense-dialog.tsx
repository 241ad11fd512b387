import { useState, type FocusEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  convertMinor,
  currencyCodes,
  expenseCategories,
  rateQuoteUnit,
  rateSources,
  type CurrencyCode,
  type Expense,
  type ExpenseInput,
} from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { describedBy, FormField, inputClasses } from '../../../components/ui/form-field';
import { useDiscardGuard } from '../../../hooks/use-discard-guard';
import { errorMessageKey, fieldFailure } from '../../../lib/error-messages';
import { useFormatters } from '../../../lib/format';
import { newId } from '../../../lib/new-id';
import { groupAmountText, parseAmount, quotedToRate } from '../amount';
import {
  emptyExpenseValues,
  expenseFormSchema,
  expenseValues,
  type ExpenseFormValues,
} from '../expense-form-values';
import { PartyFields } from './party-fields';

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
  const [currency, amountValue, rateValue] = useWatch({ control, name: ['currency', 'amount', 'rate'] });
  const isForeign = currency !== home;
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
  const rate = isForeign ? quotedToRate(rateValue, currency) : null;

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
        <FormField id="expense-amount" label={t('money.form.amount')} error={message(errors.amount?.message)}>
          <input
            id="expense-amount"
            inputMode="decimal"
            autoComplete="off"
            className={inputClasses(Boolean(errors.amount), 'text-right tabular-nums')}
            aria-invalid={Boolean(errors.amount)}
            aria-describedby={describedBy('expense-amount', { error: errors.amount })}
            {...register('amount', { onBlur: regroupAmount })}
          />
        </FormField>
        <FormField id="expense-currency" label={t('money.form.currency')}>
          <select id="expense-currency" className={inputClasses()} {...register('currency')}>
            {currencyCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {isForeign ? (
        <fieldset className="grid gap-3 rounded-2xl bg-surface-muted p-3 sm:grid-cols-3">
          <legend className="sr-only">{t('money.form.rateGroup')}</legend>
          <FormField
            id="expense-rate"
            label={t('money.form.rate', { unit: format.number(rateQuoteUnit(currency)), currency, home })}
            hint={
              rate && minor !== null
                ? `${format.exchangeRate(rate, currency, home)} · ${format.money(convertMinor(minor, currency, home, rate), home)}`
                : undefined
            }
            error={message(errors.rate?.message)}
          >
            <input
              id="expense-rate"
              inputMode="decimal"
              autoComplete="off"
              className={inputClasses(Boolean(errors.rate), 'text-right tabular-nums')}
              aria-invalid={Boolean(errors.rate)}
              {...register('rate')}
            />
          </FormField>
          <FormField
            id="expense-rate-date"
            label={t('money.form.rateDate')}
            error={message(errors.rateDate?.message)}
          >
            <input id="expense-rate-date" type="date" className={inputClasses()} {...register('rateDate')} />
          </FormField>
          <FormField id="expense-rate-source" label={t('money.form.rateSource')}>
            <select id="expense-rate-source" className={inputClasses()} {...register('rateSource')}>
              {rateSources.map((source) => (
                <option key={source} value={source}>
                  {t(`money.rateSources.${source}`)}
                </option>
              ))}
            </select>
          </FormField>
        </fieldset>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <FormField id="expense-date" label={t('money.form.date')} error={message(errors.spentOn?.message)}>
          <input
            id="expense-date"
            type="date"
            className={inputClasses(Boolean(errors.spentOn))}
            {...register('spentOn')}
          />
        </FormField>
        <FormField id="expense-category" label={t('money.form.category')}>
          <select id="expense-category" className={inputClasses()} {...register('category')}>
            {expenseCategories.map((category) => (
              <option key={category} value={category}>
                {t(`money.categories.${category}`)}
              </option>
            ))}
          </select>
        </FormField>
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
      {failure ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {failure}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={requestClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {t('money.form.save')}
        </Button>
      </div>
    </form>
  );
}
