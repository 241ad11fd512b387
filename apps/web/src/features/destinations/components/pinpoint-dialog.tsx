import { useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  limits,
  normalizeHashtags,
  validateDestinationInput,
  type Destination,
  type DestinationCreate,
} from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useCategories, useCategoryLabel } from '../api/get-categories';
import { useCreateDestination, useUpdateDestination } from '../api/save-destination';
import { hasOwnMessage, useErrorMessage } from '../../../lib/error-messages';
import { HashtagInput } from './hashtag-input';
import { ImageField } from './image-field';
import { LocationPicker } from './location-picker';

export interface PinpointFormValues {
  title: string;
  description: string;
  location: string;
  lat: number | null;
  lng: number | null;
  category: string;
  image_url: string;
  /** Kept as typed; empty means "not given" (budget_required). */
  budget_min: string;
  budget_max: string;
  rating: number;
  hashtags: string[];
}

type FieldName = keyof PinpointFormValues;

function toNumber(value: string): number | null {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The request body for the form's values (trimmed, hashtags normalized). */
export function toDestinationInput(values: PinpointFormValues): DestinationCreate {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    location: values.location.trim(),
    lat: values.lat,
    lng: values.lng,
    category: values.category,
    image_url: values.image_url.trim(),
    budget_min: toNumber(values.budget_min),
    budget_max: toNumber(values.budget_max),
    rating: values.rating,
    hashtags: normalizeHashtags(values.hashtags),
  };
}

function initialValues(destination?: Destination): PinpointFormValues {
  return {
    title: destination?.title ?? '',
    description: destination?.description ?? '',
    location: destination?.location ?? '',
    lat: destination?.lat ?? null,
    lng: destination?.lng ?? null,
    category: destination?.category ?? '',
    image_url: destination?.image_url ?? '',
    budget_min: destination ? String(destination.budget_min) : '',
    budget_max: destination ? String(destination.budget_max) : '',
    rating: destination?.rating ?? limits.ratingDefault,
    hashtags: destination?.hashtags ?? [],
  };
}

/** Which input shows a code's message when the server (or the rules) name no field. */
const fieldOfCode: Record<string, FieldName> = {
  title_required: 'title',
  description_required: 'description',
  location_required: 'location',
  category_required: 'category',
  category_unknown: 'category',
  image_required: 'image_url',
  budget_required: 'budget_min',
  budget_min_exceeds_max: 'budget_min',
  budget_negative: 'budget_min',
  rating_out_of_range: 'rating',
};

const formFields = new Set<string>(Object.keys(initialValues()));

/**
 * The input a server refusal belongs to, with the code its message comes from: a rule's own code
 * (title_required, category_unknown, ...) or `field.<code>` from validation_failed's `fields`.
 */
function serverFieldError(error: ApiError): { field: FieldName; code: string } | null {
  if (error.code !== 'validation_failed' && hasOwnMessage('destinations.field', error.code)) {
    const named = Object.keys(error.fields ?? {}).find((name) => formFields.has(name));
    return { field: (named ?? fieldOfCode[error.code] ?? 'title') as FieldName, code: error.code };
  }
  if (error.code !== 'validation_failed') return null;
  for (const [name, code] of Object.entries(error.fields ?? {})) {
    if (!formFields.has(name)) continue;
    if (hasOwnMessage('destinations.field', code)) return { field: name as FieldName, code };
    if (hasOwnMessage('destinations.field', `field.${code}`))
      return { field: name as FieldName, code: `field.${code}` };
  }
  return null;
}

/**
 * Validates with the shared rules (the server runs the same function): only the first failure,
 * in the spec's order, becomes an error, so the form shows one message at a time.
 */
const resolver: Resolver<PinpointFormValues> = async (values) => {
  const failure = validateDestinationInput(toDestinationInput(values));
  if (!failure) return { values, errors: {} };
  const [field, fieldCode] = Object.entries(failure.fields)[0] ?? [
    fieldOfCode[failure.code] ?? 'title',
    failure.code,
  ];
  const name = (formFields.has(field) ? field : 'title') as FieldName;
  const code = failure.code === 'validation_failed' ? `field.${fieldCode}` : failure.code;
  return { values: {}, errors: { [name]: { type: code, message: code } } as FieldErrors<PinpointFormValues> };
};

const inputClass = (invalid: boolean) =>
  cn(
    'w-full rounded-2xl border bg-surface-raised px-4 text-base outline-none placeholder:text-ink-subtle focus:border-brand',
    invalid ? 'border-danger' : 'border-line',
  );

function Field({
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
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="text-sm font-medium text-danger"
          data-testid="field-error"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

function PinpointForm({
  destination,
  onSaved,
  onCancel,
}: {
  destination?: Destination;
  onSaved: (destination: Destination) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const categories = useCategories();
  const categoryLabel = useCategoryLabel();
  const create = useCreateDestination();
  const update = useUpdateDestination();
  const errorMessage = useErrorMessage();
  const isEdit = Boolean(destination);
  const [isUploading, setUploading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const isSavingRef = useRef(false);

  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PinpointFormValues>({
    defaultValues: initialValues(destination),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const messageOf = (field: FieldName): string | undefined => {
    const code = errors[field]?.message;
    return code ? errorMessage('destinations.field', code) : undefined;
  };
  const describedBy = (field: FieldName, id: string) => (errors[field] ? `${id}-error` : undefined);

  const onSubmit = async (values: PinpointFormValues) => {
    // A second click (or Enter) while saving does nothing: one pinpoint per submit.
    if (isSavingRef.current) return;
    isSavingRef.current = true;
    setFormError(null);
    const body = toDestinationInput(values);
    try {
      const saved = destination
        ? await update.mutateAsync({ id: destination.id, body })
        : await create.mutateAsync(body);
      toast.show(isEdit ? t('destinations.messages.updated') : t('destinations.messages.created'), 'success');
      onSaved(saved);
    } catch (error) {
      const fieldError = error instanceof ApiError ? serverFieldError(error) : null;
      if (fieldError) setError(fieldError.field, { type: 'server', message: fieldError.code });
      else setFormError(errorMessage(isEdit ? 'destinations.update' : 'destinations.create', error));
    } finally {
      isSavingRef.current = false;
    }
  };

  const isBusy = isSubmitting || create.isPending || update.isPending;
  const lat = watch('lat');
  const lng = watch('lng');
  const rating = watch('rating');

  return (
    <form
      id="pinpoint-form"
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="flex flex-col gap-5"
      aria-busy={isBusy}
    >
      <Field id="pinpoint-title" label={t('destinations.fields.title')} error={messageOf('title')}>
        <input
          id="pinpoint-title"
          {...register('title')}
          maxLength={limits.titleMaxLength}
          placeholder={t('destinations.form.titlePlaceholder')}
          aria-invalid={Boolean(errors.title) || undefined}
          aria-describedby={describedBy('title', 'pinpoint-title')}
          className={cn(inputClass(Boolean(errors.title)), 'h-12')}
        />
      </Field>

      <Field
        id="pinpoint-description"
        label={t('destinations.fields.description')}
        error={messageOf('description')}
      >
        <textarea
          id="pinpoint-description"
          {...register('description')}
          rows={4}
          maxLength={limits.descriptionMaxLength}
          placeholder={t('destinations.form.descriptionPlaceholder')}
          aria-invalid={Boolean(errors.description) || undefined}
          aria-describedby={describedBy('description', 'pinpoint-description')}
          className={cn(inputClass(Boolean(errors.description)), 'resize-y py-3')}
        />
      </Field>

      <Field id="pinpoint-location" label={t('destinations.fields.location')} error={messageOf('location')}>
        <input
          id="pinpoint-location"
          {...register('location')}
          maxLength={limits.locationMaxLength}
          placeholder={t('destinations.form.locationPlaceholder')}
          aria-invalid={Boolean(errors.location) || undefined}
          aria-describedby={describedBy('location', 'pinpoint-location')}
          className={cn(inputClass(Boolean(errors.location)), 'h-12')}
        />
        <LocationPicker
          lat={lat}
          lng={lng}
          onPick={(picked) => {
            setValue('lat', picked.lat);
            setValue('lng', picked.lng);
            if (picked.location)
              setValue('location', picked.location, { shouldValidate: Boolean(errors.location) });
          }}
        />
      </Field>

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

      <Field id="pinpoint-image" label={t('destinations.fields.image')} error={messageOf('image_url')}>
        <Controller
          control={control}
          name="image_url"
          render={({ field }) => (
            <ImageField
              id="pinpoint-image"
              value={field.value}
              onChange={field.onChange}
              onBusyChange={setUploading}
              invalid={Boolean(errors.image_url)}
              describedBy={describedBy('image_url', 'pinpoint-image')}
            />
          )}
        />
      </Field>

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
        {messageOf('budget_min') || messageOf('budget_max') ? (
          <p
            id="pinpoint-budget-error"
            role="alert"
            className="text-sm font-medium text-danger"
            data-testid="field-error"
          >
            {messageOf('budget_min') ?? messageOf('budget_max')}
          </p>
        ) : null}
      </fieldset>

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
        {messageOf('rating') ? (
          <p role="alert" className="text-sm font-medium text-danger" data-testid="field-error">
            {messageOf('rating')}
          </p>
        ) : null}
      </div>

      <Field
        id="pinpoint-hashtags"
        label={t('destinations.fields.hashtags')}
        error={messageOf('hashtags')}
        hint={t('destinations.form.hashtagsHint', { max: limits.hashtagsMax })}
      >
        <Controller
          control={control}
          name="hashtags"
          render={({ field }) => (
            <HashtagInput
              id="pinpoint-hashtags"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(errors.hashtags)}
              describedBy={describedBy('hashtags', 'pinpoint-hashtags')}
            />
          )}
        />
      </Field>

      {formError ? (
        <p
          role="alert"
          className="rounded-2xl bg-danger-soft px-4 py-3 text-sm font-semibold text-danger"
          data-testid="form-error"
        >
          {formError}
        </p>
      ) : null}

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
    </form>
  );
}

export interface PinpointDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The destination to edit; without it the dialog registers a new pinpoint. */
  destination?: Destination;
  onSaved: (destination: Destination) => void;
}

/** The pinpoint dialog: register a new pinpoint, or edit one (spec 1 §2). */
export function PinpointDialog({ open, onOpenChange, destination, onSaved }: PinpointDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={destination ? t('destinations.form.editTitle') : t('destinations.form.createTitle')}
      size="lg"
    >
      <PinpointForm
        key={destination?.id ?? 'new'}
        destination={destination}
        onSaved={onSaved}
        onCancel={() => onOpenChange(false)}
      />
    </Dialog>
  );
}
