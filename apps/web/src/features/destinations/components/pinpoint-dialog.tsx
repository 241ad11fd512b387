import { useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { limits, type Destination } from '@pintrip/shared';
import { LocationPicker } from '../../../components/location-picker';
import { placeLocation } from '../../../components/place-search';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { useDiscardGuard } from '../../../hooks/use-discard-guard';
import { useErrorMessage } from '../../../lib/error-messages';
import { useCreateDestination, useUpdateDestination } from '../api/save-destination';
import { HashtagInput } from './hashtag-input';
import { ImageField } from './image-field';
import {
  BudgetFields,
  CategoryField,
  Field,
  inputClass,
  PinpointFormActions,
  RatingField,
} from './pinpoint-fields';
import {
  initialValues,
  pinpointResolver,
  serverFieldError,
  toDestinationInput,
  type FieldName,
  type PinpointFormValues,
} from './pinpoint-values';

function PinpointForm({
  destination,
  onSaved,
}: {
  destination?: Destination;
  onSaved: (destination: Destination) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateDestination();
  const update = useUpdateDestination();
  const errorMessage = useErrorMessage();
  const isEdit = Boolean(destination);
  const [isUploading, setUploading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const isSavingRef = useRef(false);

  const initial = useMemo(() => initialValues(destination), [destination]);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PinpointFormValues>({
    defaultValues: initial,
    resolver: pinpointResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const requestClose = useDiscardGuard(() => JSON.stringify(getValues()) !== JSON.stringify(initial));

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
      const fieldError = serverFieldError(error);
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
          id="pinpoint-place-search"
          lat={lat}
          lng={lng}
          onPick={(picked) => {
            setValue('lat', picked.lat);
            setValue('lng', picked.lng);
            if (picked.place)
              setValue('location', placeLocation(picked.place), { shouldValidate: Boolean(errors.location) });
          }}
        />
      </Field>

      <CategoryField register={register} errors={errors} messageOf={messageOf} describedBy={describedBy} />

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

      <BudgetFields register={register} errors={errors} messageOf={messageOf} describedBy={describedBy} />

      <RatingField register={register} messageOf={messageOf} rating={rating} />

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

      <PinpointFormActions
        isBusy={isBusy}
        isUploading={isUploading}
        isEdit={isEdit}
        onCancel={requestClose}
      />
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
      <PinpointForm key={destination?.id ?? 'new'} destination={destination} onSaved={onSaved} />
    </Dialog>
  );
}
