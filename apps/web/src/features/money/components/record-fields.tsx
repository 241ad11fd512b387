/*
 * The rows the money dialogs share (expense, outing and its rounds, 환전, pool contribution): a
 * person, an amount, the day and category, the currency with its frozen rate, who paid and how it
 * is split, and the actions. One place, so the dialogs read and check them alike.
 */
import { useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import {
  get,
  useWatch,
  type FieldError,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import {
  convertMinor,
  currencyCodes,
  expenseCategories,
  rateQuoteUnit,
  rateSources,
  splitKinds,
  type CurrencyCode,
  type ExchangeRate,
} from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { describedBy, FormField, inputClasses } from '../../../components/ui/form-field';
import { errorMessageKey } from '../../../lib/error-messages';
import { useFormatters } from '../../../lib/format';
import { groupAmountText, quotedToRate, rateToQuoted } from '../amount';
import type { CurrencyRateValues, PartyGroupValues } from '../expense-form-values';
import type { MoneyPerson } from './expense-dialog';

/** The sentence of a code a money record form (환전, contribution) put on a field. */
export function useRecordMessage() {
  const { t } = useTranslation();
  return (error: FieldError | undefined) =>
    error?.message ? t(errorMessageKey('money.record', error.message)) : undefined;
}

/** A member picker of the money record forms. */
export function PersonField({
  id,
  label,
  people,
  error,
  field,
}: {
  id: string;
  label: string;
  people: readonly MoneyPerson[];
  error?: string | undefined;
  field: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <select id={id} className={inputClasses(Boolean(error))} {...field}>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** An amount box that keeps text (read into integers by the form's schema), grouped on blur. */
export function AmountField({
  id,
  label,
  hint,
  error,
  field,
  onRegroup,
  suffix,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  field: UseFormRegisterReturn;
  onRegroup: (event: FocusEvent<HTMLInputElement>) => void;
  suffix?: ReactNode;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <span className="flex items-center gap-2">
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          className={inputClasses(Boolean(error), 'text-right tabular-nums')}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, { error, hint })}
          {...field}
          onBlur={(event) => {
            void field.onBlur(event);
            onRegroup(event);
          }}
        />
        {suffix}
      </span>
    </FormField>
  );
}

/** Cancel and save, with the form's failure above them. */
export function RecordActions({
  failure,
  isSubmitting,
  onCancel,
}: {
  failure: string | null;
  isSubmitting: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {failure}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {t('money.form.save')}
        </Button>
      </div>
    </>
  );
}

/** The day and the category of an expense or an outing, side by side. */
export function DayCategoryFields({
  idPrefix,
  day,
  category,
  dayError,
}: {
  idPrefix: string;
  day: UseFormRegisterReturn;
  category: UseFormRegisterReturn;
  /** The day's sentence, when it is refused. */
  dayError: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3">
      <FormField id={`${idPrefix}-date`} label={t('money.form.date')} error={dayError}>
        <input id={`${idPrefix}-date`} type="date" className={inputClasses(Boolean(dayError))} {...day} />
      </FormField>
      <FormField id={`${idPrefix}-category`} label={t('money.form.category')}>
        <select id={`${idPrefix}-category`} className={inputClasses()} {...category}>
          {expenseCategories.map((value) => (
            <option key={value} value={value}>
              {t(`money.categories.${value}`)}
            </option>
          ))}
        </select>
      </FormField>
    </div>
  );
}

/**
 * A form holding party rows or rate fields somewhere in its values. The rows are shared by forms of
 * different shapes (an expense; each round of an outing), so their names are built from `prefix`
 * and read back with these (react-hook-form cannot type a path it is handed as a string).
 */
function pathsOf<T extends FieldValues>(prefix: string) {
  return {
    at: (name: string) => `${prefix}${name}` as Path<T>,
    text: (value: string) => value as PathValue<T, Path<T>>,
  };
}

/** A narrow amount box: inputClasses is full width, so the box sits in a fixed-width wrapper. */
const small = (invalid: boolean) => inputClasses(invalid, 'min-w-0 text-right tabular-nums');

interface PartyFieldsProps<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  people: readonly MoneyPerson[];
  message: (code: string | undefined) => string | undefined;
  /** Where the rows are in the form's values: `''` (an expense) or `rounds.1.` (a round). */
  prefix?: string;
  /** Said before each label, so the rows of several rounds read apart ("2차 결제한 사람"). */
  labelPrefix?: string;
}

/** Who paid (one payer or several with their amounts) and how it is split among whom. */
export function PartyFields<T extends FieldValues, O>({
  form,
  people,
  message,
  prefix = '',
  labelPrefix = '',
}: PartyFieldsProps<T, O>) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { register, control, setValue } = form;
  const { at, text } = pathsOf<T>(prefix);
  const idOf = (name: string) => `${prefix.replaceAll('.', '-')}${name}`;
  const [payerMode, splitKind, parties] = useWatch({
    control,
    name: [at('payerMode'), at('splitKind'), at('parties')],
  }) as [PartyGroupValues['payerMode'], PartyGroupValues['splitKind'], PartyGroupValues['parties']];
  const errorAt = (name: string) => get(form.formState.errors, `${prefix}${name}`) as FieldError | undefined;
  const label = (words: string) => `${labelPrefix}${words}`;
  const nameOf = (userId: string) =>
    people.find((person) => person.id === userId)?.name || t('money.formerMember');
  const regroup = (name: string) => ({
    onBlur: (event: FocusEvent<HTMLInputElement>) =>
      setValue(at(name), text(groupAmountText(event.target.value, format.number))),
  });
  const partyMessage = () => {
    const rows = (parties ?? []).map((_, index) => ({
      value: errorAt(`parties.${index}.value`),
      paid: errorAt(`parties.${index}.paid`),
    }));
    return message(
      errorAt('splitKind')?.message ??
        rows.find((row) => row.value)?.value?.message ??
        rows.find((row) => row.paid)?.paid?.message,
    );
  };

  return (
    <>
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="text-sm font-semibold">{label(t('money.form.payers'))}</legend>
        <div className="flex gap-4 text-sm">
          {(['one', 'several'] as const).map((mode) => (
            <label key={mode} className="flex items-center gap-1.5">
              <input type="radio" value={mode} {...register(at('payerMode'))} />
              {t(`money.form.payerMode.${mode}`)}
            </label>
          ))}
        </div>
        {payerMode === 'one' ? (
          <select
            aria-label={label(t('money.form.payer'))}
            className={inputClasses(Boolean(errorAt('payer')))}
            {...register(at('payer'))}
          >
            {(parties ?? []).map((party) => (
              <option key={party.userId} value={party.userId}>
                {nameOf(party.userId)}
              </option>
            ))}
          </select>
        ) : (
          <ul className="flex flex-col gap-1.5">
            {(parties ?? []).map((party, index) => (
              <li key={party.userId} className="flex items-center justify-between gap-2">
                <label htmlFor={idOf(`payer-${index}`)} className="min-w-0 truncate text-sm">
                  {nameOf(party.userId)}
                </label>
                <span className="w-36 shrink-0">
                  <input
                    id={idOf(`payer-${index}`)}
                    inputMode="decimal"
                    autoComplete="off"
                    aria-label={label(t('money.form.paidBy', { name: nameOf(party.userId) }))}
                    className={small(Boolean(errorAt(`parties.${index}.paid`)))}
                    {...register(at(`parties.${index}.paid`), regroup(`parties.${index}.paid`))}
                  />
                </span>
              </li>
            ))}
          </ul>
        )}
        <FieldMessage text={message(errorAt('payer')?.message)} />
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="text-sm font-semibold">{label(t('money.form.split'))}</legend>
        <div
          className="flex flex-wrap gap-1.5"
          role="radiogroup"
          aria-label={label(t('money.form.splitKind'))}
        >
          {splitKinds.map((kind) => (
            <label
              key={kind}
              className={cn(
                'cursor-pointer rounded-full border px-3 py-1 text-sm has-focus-visible:ring-2',
                splitKind === kind ? 'border-brand bg-brand-soft text-brand-strong' : 'border-line',
              )}
            >
              <input type="radio" value={kind} className="sr-only" {...register(at('splitKind'))} />
              {t(`money.splitKinds.${kind}`)}
            </label>
          ))}
        </div>
        <ul className="flex flex-col gap-1.5">
          {(parties ?? []).map((party, index) => (
            <li key={party.userId} className="flex min-h-10 items-center justify-between gap-2">
              <label className="flex min-w-0 items-center gap-2 text-sm">
                <input type="checkbox" {...register(at(`parties.${index}.included`))} />
                <span className="truncate" data-user-content>
                  {nameOf(party.userId)}
                </span>
              </label>
              {splitKind !== 'equal' && party.included ? (
                <span className="flex w-36 shrink-0 items-center gap-1 text-sm text-ink-muted">
                  <input
                    inputMode="decimal"
                    autoComplete="off"
                    aria-label={label(t(`money.form.valueOf.${splitKind}`, { name: nameOf(party.userId) }))}
                    className={small(Boolean(errorAt(`parties.${index}.value`)))}
                    {...register(
                      at(`parties.${index}.value`),
                      splitKind === 'exact' ? regroup(`parties.${index}.value`) : {},
                    )}
                  />
                  {splitKind === 'percent' ? '%' : null}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
        <FieldMessage text={partyMessage()} />
      </fieldset>
    </>
  );
}

function FieldMessage({ text }: { text: string | undefined }) {
  return text ? (
    <p role="alert" className="text-sm font-medium text-danger">
      {text}
    </p>
  ) : null;
}

/** The currency of an expense or an outing, from the 13 the app knows. */
export function CurrencyField({ id, field }: { id: string; field: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={t('money.form.currency')}>
      <select id={id} className={inputClasses()} {...field}>
        {currencyCodes.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </FormField>
  );
}

interface RateFieldsProps<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  idPrefix: string;
  home: CurrencyCode;
  me: string | null;
  today: string;
  /** Whose 환전 the average is of (the one payer: it was their cash), and their name. */
  rateUser: string | null;
  rateUserName: string;
  /** The amount typed, in minor units, to preview in the home currency. */
  previewMinor: number | null;
  message: (code: string | undefined) => string | undefined;
  /** GET …/exchange-rate: the average of a traveller's 환전 into `currency` ("내 환전 평균 환율"). */
  onFetchRate(currency: CurrencyCode, userId: string | null): Promise<ExchangeRate>;
}

/**
 * The rate of a foreign currency, frozen at entry: as banks quote it (100엔 = 905.12원), its date
 * and source, the home amount it makes, and "내 환전 평균 환율" asked only when pressed. Nothing in
 * the home currency.
 */
export function RateFields<T extends FieldValues, O>({
  form,
  idPrefix,
  home,
  me,
  today,
  rateUser,
  rateUserName,
  previewMinor,
  message,
  onFetchRate,
}: RateFieldsProps<T, O>) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { register, control, setValue } = form;
  const { at, text } = pathsOf<T>('');
  const [currency, rateValue, spentOn] = useWatch({
    control,
    name: [at('currency'), at('rate'), at('spentOn')],
  }) as [CurrencyRateValues['currency'], string, string];
  const errorAt = (name: string) => get(form.formState.errors, name) as FieldError | undefined;
  const [rateNote, setRateNote] = useState<string | null>(null);
  const [isFetchingRate, setFetchingRate] = useState(false);
  if (currency === home) return null;

  const fillRateFromExchanges = async () => {
    setRateNote(null);
    setFetchingRate(true);
    try {
      const answer = await onFetchRate(currency, rateUser);
      if (!answer.rate || !answer.source) {
        setRateNote(t('money.form.noExchanges', { currency }));
        return;
      }
      const options = { shouldDirty: true, shouldValidate: false };
      setValue(at('rate'), text(rateToQuoted(answer.rate, currency)), options);
      setValue(at('rateSource'), text(answer.source), options);
      setValue(at('rateDate'), text(spentOn || today), options);
      setRateNote(
        answer.source === 'exchange'
          ? t('money.form.averageOf', {
              count: answer.exchanges,
              given: format.money(answer.given_amount, answer.home_currency),
              received: format.money(answer.received_amount, answer.currency),
            })
          : t('money.rateSources.provider'),
      );
    } catch (error) {
      setRateNote(t(errorMessageKey('money.action', error)));
    } finally {
      setFetchingRate(false);
    }
  };
  const rate = quotedToRate(rateValue, currency);
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <fieldset className="grid min-w-0 gap-3 rounded-2xl bg-surface-muted p-3 sm:grid-cols-3">
      <legend className="sr-only">{t('money.form.rateGroup')}</legend>
      <FormField
        id={id('rate')}
        label={t('money.form.rate', { unit: format.number(rateQuoteUnit(currency)), currency, home })}
        hint={
          rate && previewMinor !== null
            ? `${format.exchangeRate(rate, currency, home)} · ${format.money(convertMinor(previewMinor, currency, home, rate), home)}`
            : undefined
        }
        error={message(errorAt('rate')?.message)}
      >
        <input
          id={id('rate')}
          inputMode="decimal"
          autoComplete="off"
          className={inputClasses(Boolean(errorAt('rate')), 'text-right tabular-nums')}
          aria-invalid={Boolean(errorAt('rate'))}
          {...register(at('rate'))}
        />
      </FormField>
      <FormField
        id={id('rate-date')}
        label={t('money.form.rateDate')}
        error={message(errorAt('rateDate')?.message)}
      >
        <input id={id('rate-date')} type="date" className={inputClasses()} {...register(at('rateDate'))} />
      </FormField>
      <FormField id={id('rate-source')} label={t('money.form.rateSource')}>
        <select id={id('rate-source')} className={inputClasses()} {...register(at('rateSource'))}>
          {rateSources.map((source) => (
            <option key={source} value={source}>
              {t(`money.rateSources.${source}`)}
            </option>
          ))}
        </select>
      </FormField>
      <div className="flex flex-wrap items-center gap-2 sm:col-span-3">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={isFetchingRate}
          onClick={() => void fillRateFromExchanges()}
        >
          {rateUser === me || !rateUserName
            ? t('money.form.myAverageRate')
            : t('money.form.averageRateOf', { name: rateUserName })}
        </Button>
        <p className="text-xs text-ink-muted" aria-live="polite" data-testid="rate-note">
          {rateNote ?? ''}
        </p>
      </div>
    </fieldset>
  );
}
