import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { limits } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useCategories, useCategoryLabel } from '../api/get-categories';
import type { FieldName, PinpointFormValues } from './pinpoint-values';

/** The pinpoint form's parts: the labelled field frame, the budget pair and the rating slider. */

export const inputClass = (invalid: boolean) =>
  cn(
    'w-full rounded-2xl border bg-surface-raised px-4 text-base outline-none placeholder:text-ink-subtle focus:border-brand',
    invalid ? 'border-danger' : 'border-line',
  );

/** A field's message (the one failing rule), announced when it appears. */
function FieldError({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-danger" data-testid="field-error">
      {message}
    </p>
  );
}

export function Field({
  id,
  label,
  error,
  children,
  hint,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint && !error ? <p className="text-xs text-ink-subtle">{hint}</p> : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** What a section needs from the form: its inputs, their errors and their messages. */
interface SectionProps {
  register: UseFormRegister<PinpointFormValues>;
  errors: FieldErrors<PinpointFormValues>;
  messageOf: (field: FieldName) => string | undefined;
  /** The id of the message that describes a field, while it has one. */
  describedBy: (field: FieldName, id: string) => string | undefined;
}

/** The budget range: minimum and maximum in won, one message for both. */
export function BudgetFields({ register, errors, messageOf, describedBy }: SectionProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold">{t('destinations.fields.budget')}</legend>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
        {(['budget_min', 'budget_max'] as const).map((name, index) => (
          <div key={name} className={cn('relative', index === 1 && 'col-start-3')}>
            <label htmlFor={`pinpoint-${name}`} className="sr-only">
              {t(`destinations.form.${name === 'budget_min' ? 'budgetMin' : 'budgetMax'}`)}
            </label>
            <input
              id={`pinpoint-${name}`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              {...register(name)}
              placeholder={t(`destinations.form.${name === 'budget_min' ? 'budgetMin' : 'budgetMax'}`)}
              aria-invalid={Boolean(errors[name]) || undefined}
              aria-describedby={describedBy(name, 'pinpoint-budget')}
              className={cn(inputClass(Boolean(errors[name])), 'h-12 pr-10')}
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-sm text-ink-subtle"
            >
              {t('destinations.form.won')}
            </span>
          </div>
        ))}
        <span aria-hidden="true" className="col-start-2 row-start-1 text-ink-subtle">
          {t('destinations.form.rangeSeparator')}
        </span>
      </div>
      <p className="text-xs text-ink-subtle">{t('destinations.form.budgetHint')}</p>
      <FieldError id="pinpoint-budget-error" message={messageOf('budget_min') ?? messageOf('budget_max')} />
    </fieldset>
  );
}

/** The rating slider with its value read out. */
export function RatingField({
  register,
  messageOf,
  rating,
}: Pick<SectionProps, 'register' | 'messageOf'> & { rating: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between">
        <label htmlFor="pinpoint-rating" className="text-sm font-semibold">
          {t('destinations.fields.rating')}
        </label>
        <output htmlFor="pinpoint-rating" className="text-base font-bold text-brand" aria-live="polite">
          {t('destinations.detail.ratingValue', { rating })}
        </output>
      </div>
      <input
        id="pinpoint-rating"
        type="range"
        min={limits.ratingMin}
        max={limits.ratingMax}
        step={1}
        {...register('rating', { valueAsNumber: true })}
        aria-valuetext={t('destinations.detail.ratingValue', { rating })}
        className="w-full accent-[var(--brand)]"
      />
      <FieldError message={messageOf('rating')} />
    </div>
  );
}

/** The category select, filled from the categories list (names in the interface's language). */
export function CategoryField({ register, errors, messageOf, describedBy }: SectionProps) {
  const { t } = useTranslation();
  const categories = useCategories();
  const categoryLabel = useCategoryLabel();
  return (
    <Field id="pinpoint-category" label={t('destinations.fields.category')} error={messageOf('category')}>
      <select
        id="pinpoint-category"
        {...register('category')}
        aria-invalid={Boolean(errors.category) || undefined}
        aria-describedby={describedBy('category', 'pinpoint-category')}
        className={cn(inputClass(Boolean(errors.category)), 'h-12 appearance-auto')}
      >
        <option value="">{t('destinations.form.categoryPlaceholder')}</option>
        {(categories.data?.items ?? []).map((category) => (
          <option key={category.id} value={category.name}>
            {categoryLabel(category.name)}
          </option>
        ))}
      </select>
      {categories.isError ? (
        <p className="text-sm text-danger">{t('destinations.messages.categoriesLoadFailed')}</p>
      ) : null}
    </Field>
  );
}

/** Cancel and submit, kept in view at the bottom of the dialog; submit says what is happening. */
export function PinpointFormActions({
  isBusy,
  isUploading,
  isEdit,
  onCancel,
}: {
  isBusy: boolean;
  isUploading: boolean;
  isEdit: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="sticky -bottom-5 z-10 -mx-5 -mb-5 flex justify-end gap-2 border-t border-line bg-surface-raised px-5 py-4">
      <Button variant="outline" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={isBusy || isUploading} data-testid="pinpoint-submit">
        {isBusy
          ? isEdit
            ? t('destinations.form.saving')
            : t('destinations.form.submitting')
          : isUploading
            ? t('destinations.form.waitUpload')
            : isEdit
              ? t('destinations.form.save')
              : t('destinations.form.submit')}
      </Button>
    </div>
  );
}
