import type { FocusEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { expenseCategories } from '@pintrip/shared';
import { describedBy, FormField, inputClasses } from '../../../components/ui/form-field';
import { errorMessageKey } from '../../../lib/error-messages';
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
