import { useId, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../i18n';
import {
  bookingKinds,
  bookingLimits,
  currencyCodes,
  minorToDecimal,
  tripFileLimits,
  type Booking,
  type BookingInput,
} from '@pintrip/shared';
import { LocationPicker } from '../../../components/location-picker';
import { placeLocation } from '../../../components/place-search';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { describedBy, FormField, inputClasses } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { useDiscardGuard } from '../../../hooks/use-discard-guard';
import { errorMessageKey, fieldFailure, useErrorMessage } from '../../../lib/error-messages';
import { useFormatters } from '../../../lib/format';
import { newId } from '../../../lib/new-id';
import { useExpenseChoices, useUploadAttachment } from '../api/bookings';
import type { WriteOutcome } from '../offline/use-booking-writes';
import {
  bookingFormSchema,
  bookingFormValues,
  formFieldOf,
  type BookingFormValues,
} from '../lib/booking-form';
import { commonZones } from '../lib/zones';
import { BookingAttachments } from './booking-attachments';
import { PendingAttachments, pendingFile, type PendingFile } from './pending-attachments';

interface BookingDialogProps {
  itineraryId: string;
  /** The reservation edited, or null to add one. */
  booking: Booking | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves through the trip's outbox: sent now, or 'queued' until the connection returns. */
  onSave: (id: string, input: BookingInput) => Promise<WriteOutcome>;
}

/**
 * Adds or edits a reservation. Times are typed as the local time of their zone (a flight leaves
 * at 09:05 in Seoul and lands at 11:30 in Tokyo) and sent as instants with that zone; the cost is
 * typed in the major unit and sent in whole minor units; the place comes from the place search (with
 * its coordinates), a click on the map, or is typed; an expense of the trip may be linked. Files
 * (PDF or pictures) are attached to a saved reservation, or chosen for a new one and uploaded in
 * order right after it is created; one that fails says why and leaves the reservation saved (saving
 * again sends the ones not yet sent). The client id is made when the dialog opens, so pressing save
 * twice writes one reservation. Without a connection the reservation waits in the trip's outbox
 * (sent on reconnect under the same id); its files need the connection, and the dialog says so.
 */
export function BookingDialog({ itineraryId, booking, open, onOpenChange, onSave }: BookingDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(booking ? 'bookings.form.editTitle' : 'bookings.form.addTitle')}
      size="md"
    >
      {open ? (
        <BookingForm
          itineraryId={itineraryId}
          booking={booking}
          onSave={onSave}
          onClose={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

const requestFields = Object.keys(formFieldOf) as (keyof typeof formFieldOf)[];

function BookingForm({
  itineraryId,
  booking,
  onSave,
  onClose,
}: {
  itineraryId: string;
  booking: Booking | null;
  onSave: BookingDialogProps['onSave'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const format = useFormatters();
  const expenses = useExpenseChoices(itineraryId);
  const [id] = useState(() => booking?.id ?? newId());
  const [failure, setFailure] = useState<string | null>(null);
  const [files, setFiles] = useState<PendingFile[]>([]);
  const upload = useUploadAttachment(itineraryId);
  const errorMessage = useErrorMessage();
  const base = useId();
  const field = (name: string) => `${base}-${name}`;
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<BookingFormValues, unknown, BookingInput>({
    resolver: zodResolver(bookingFormSchema),
    defaultValues: bookingFormValues(booking),
  });
  const requestClose = useDiscardGuard(() => isDirty);
  const [startZone, endZone] = useWatch({ control, name: ['start_zone', 'end_zone'] });
  // The coordinates have no input of their own: the place search or the map sets them.
  const { field: latField } = useController({ control, name: 'lat' });
  const { field: lngField } = useController({ control, name: 'lng' });
  const [lat, lng] = [latField.value, lngField.value];
  const setPoint = (point: { lat: number | null; lng: number | null }) => {
    latField.onChange(point.lat);
    lngField.onChange(point.lng);
  };
  const message = (code: string | undefined) => (code ? t(`bookings.errors.${code}`) : undefined);

  const patchFile = (key: string, change: Partial<PendingFile>) =>
    setFiles((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const addFiles = (chosen: File[]) => {
    const room = tripFileLimits.attachmentsPerBooking - files.length;
    if (chosen.length > room) setFailure(t('bookings.files.errors.tooMany'));
    const added = chosen
      .slice(0, Math.max(0, room))
      .map((file) =>
        file.size > tripFileLimits.maxBytes
          ? { ...pendingFile(file), state: 'failed' as const, error: t('bookings.files.errors.tooLarge') }
          : pendingFile(file),
      );
    setFiles((current) => [...current, ...added]);
  };
  /** Sends the chosen files to the reservation just saved, one after another; how many failed. */
  const uploadFiles = async () => {
    let failed = 0;
    for (const item of files) {
      if (item.state === 'done') continue;
      if (item.file.size > tripFileLimits.maxBytes) {
        failed += 1;
        continue;
      }
      patchFile(item.key, { state: 'uploading', progress: 0, error: null });
      try {
        await upload.mutateAsync({
          bookingId: id,
          file: item.file,
          onProgress: (progress) => patchFile(item.key, { progress }),
        });
        patchFile(item.key, { state: 'done', progress: 1 });
      } catch (error) {
        failed += 1;
        patchFile(item.key, { state: 'failed', error: errorMessage('bookings.attachment', error) });
      }
    }
    return failed;
  };

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    let outcome: WriteOutcome;
    try {
      outcome = await onSave(id, input);
    } catch (error) {
      const placed = fieldFailure('bookings.save', error, requestFields);
      const formField = placed ? formFieldOf[placed.field] : undefined;
      if (placed && formField)
        setError(formField, { message: placed.code === 'before_start' ? 'endBeforeStart' : 'invalid' });
      setFailure(t(errorMessageKey('bookings.save', error)));
      return;
    }
    if (outcome === 'queued') {
      // It waits for the connection; chosen files cannot (the dialog said so), so they stay out.
      onClose();
      toast.show(t(files.length > 0 ? 'bookings.queuedWithoutFiles' : 'bookings.queued'), 'success', {
        key: 'bookings',
      });
      return;
    }
    // A new reservation's files go once it exists; one that fails leaves the reservation saved.
    const failed = booking ? 0 : await uploadFiles();
    if (failed > 0) {
      reset(getValues());
      setFailure(t('bookings.files.someFailed', { count: failed }));
      return;
    }
    onClose();
    toast.show(t('bookings.saved'), 'success', { key: 'bookings' });
  });

  const chooseExpense = (expenseId: string) => {
    const expense = expenses.data?.items.find((item) => item.id === expenseId);
    // A linked expense fills an empty cost with what was paid.
    if (expense && !getValues('cost').trim()) {
      setValue('cost', minorToDecimal(expense.amount, expense.currency), { shouldDirty: true });
      setValue('currency', expense.currency, { shouldDirty: true });
    }
  };

  const zoneOptions = (current: string) =>
    Array.from(new Set([...commonZones, current] as readonly string[])).map((zone) => (
      <option key={zone} value={zone}>
        {zone}
      </option>
    ));

  const expenseRegistration = register('expense_id', {
    onChange: (event: { target: { value: string } }) => chooseExpense(event.target.value),
  });

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate data-testid="booking-form">
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <FormField id={field('kind')} label={t('bookings.form.kind')}>
            <select id={field('kind')} className={inputClasses()} {...register('kind')}>
              {bookingKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`bookings.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id={field('title')}
            label={t('bookings.form.title')}
            error={message(errors.title?.message)}
          >
            <input
              id={field('title')}
              className={inputClasses(Boolean(errors.title))}
              placeholder={t('bookings.form.titlePlaceholder')}
              maxLength={bookingLimits.titleMax}
              aria-invalid={Boolean(errors.title)}
              aria-describedby={describedBy(field('title'), { error: errors.title })}
              {...register('title')}
            />
          </FormField>
        </div>
        <FormField id={field('confirmation')} label={t('bookings.form.confirmation')}>
          <input
            id={field('confirmation')}
            className={inputClasses()}
            maxLength={bookingLimits.confirmationMax}
            autoComplete="off"
            {...register('confirmation')}
          />
        </FormField>
        <p className="text-sm text-ink-muted">{t('bookings.form.timeHint')}</p>
        {(
          [
            ['start', 'start_zone', 'bookings.form.start', startZone],
            ['end', 'end_zone', 'bookings.form.end', endZone],
          ] as const
        ).map(([key, zoneKey, label, zone]) => (
          <div key={key} className="grid gap-3 sm:grid-cols-2">
            <FormField id={field(key)} label={t(label)} error={message(errors[key]?.message)}>
              <input
                id={field(key)}
                type="datetime-local"
                className={inputClasses(Boolean(errors[key]))}
                aria-invalid={Boolean(errors[key])}
                aria-describedby={describedBy(field(key), { error: errors[key] })}
                {...register(key)}
              />
            </FormField>
            <FormField id={field(zoneKey)} label={`${t(label)} · ${t('bookings.form.zone')}`}>
              <select id={field(zoneKey)} className={inputClasses()} {...register(zoneKey)}>
                {zoneOptions(zone)}
              </select>
            </FormField>
          </div>
        ))}
        <fieldset className="flex flex-col gap-3 rounded-2xl bg-surface-muted p-3">
          <legend className="float-left mb-1 text-sm font-semibold">{t('bookings.form.placeGroup')}</legend>
          <LocationPicker
            id={field('place-search')}
            className="clear-both"
            lat={lat}
            lng={lng}
            hint={t('bookings.form.placeHint')}
            onPick={({ place, ...point }) => {
              setPoint(point);
              if (!place) return;
              setValue('place_name', place.name.slice(0, bookingLimits.placeNameMax), { shouldDirty: true });
              setValue('address', placeLocation(place).slice(0, bookingLimits.addressMax), {
                shouldDirty: true,
              });
            }}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField id={field('place_name')} label={t('bookings.form.placeName')}>
              <input
                id={field('place_name')}
                className={inputClasses()}
                maxLength={bookingLimits.placeNameMax}
                {...register('place_name')}
              />
            </FormField>
            <FormField id={field('address')} label={t('bookings.form.address')}>
              <input
                id={field('address')}
                className={inputClasses()}
                maxLength={bookingLimits.addressMax}
                {...register('address')}
              />
            </FormField>
          </div>
        </fieldset>
        <div className="grid grid-cols-[1fr_7rem] gap-3">
          <FormField id={field('cost')} label={t('bookings.form.cost')} error={message(errors.cost?.message)}>
            <input
              id={field('cost')}
              inputMode="decimal"
              autoComplete="off"
              className={inputClasses(Boolean(errors.cost), 'text-right tabular-nums')}
              aria-invalid={Boolean(errors.cost)}
              aria-describedby={describedBy(field('cost'), { error: errors.cost })}
              {...register('cost')}
            />
          </FormField>
          <FormField id={field('currency')} label={t('bookings.form.currency')}>
            <select id={field('currency')} className={inputClasses()} {...register('currency')}>
              {currencyCodes.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <FormField
          id={field('expense_id')}
          label={t('bookings.form.expense')}
          hint={t('bookings.form.expenseHint')}
          error={message(errors.expense_id?.message)}
        >
          {/* Mounted once the choices are there, so the linked one shows as chosen. */}
          {expenses.data ? (
            <select id={field('expense_id')} className={inputClasses()} {...expenseRegistration}>
              <option value="">{t('bookings.form.noExpense')}</option>
              {(expenses.data?.items ?? []).map((expense) => (
                <option key={expense.id} value={expense.id}>
                  {t('bookings.form.expenseOption', {
                    title: expense.title,
                    amount: format.money(expense.amount, expense.currency),
                    date: format.weekdayDay(expense.spent_on),
                  })}
                </option>
              ))}
            </select>
          ) : (
            <select id={field('expense_id')} className={inputClasses()} disabled>
              <option>{t('bookings.form.noExpense')}</option>
            </select>
          )}
        </FormField>
        <FormField id={field('note')} label={t('bookings.form.note')}>
          <textarea
            id={field('note')}
            className={inputClasses(false, 'h-24 py-2')}
            maxLength={bookingLimits.noteMax}
            {...register('note')}
          />
        </FormField>
        {/* A new reservation's files go with the save, so they sit above its button. */}
        {booking ? null : (
          <PendingAttachments
            files={files}
            onAdd={addFiles}
            onRemove={(key) => setFiles((current) => current.filter((item) => item.key !== key))}
            isBusy={isSubmitting}
          />
        )}
        {failure ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {failure}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={requestClose}>
            {t('bookings.form.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {t('bookings.form.save')}
          </Button>
        </div>
      </form>
      {booking ? <BookingAttachments itineraryId={itineraryId} booking={booking} /> : null}
    </div>
  );
}
