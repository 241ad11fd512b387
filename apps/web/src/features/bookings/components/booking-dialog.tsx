import { useId, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  bookingKinds,
  bookingLimits,
  currencyCodes,
  minorToDecimal,
  type Booking,
  type BookingInput,
} from '@pintrip/shared';
import { PlaceSearch, placeLocation } from '../../../components/place-search';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { describedBy, FormField, inputClasses } from '../../../components/ui/form-field';
import { PinIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { useDiscardGuard } from '../../../hooks/use-discard-guard';
import { errorMessageKey, fieldFailure } from '../../../lib/error-messages';
import { useFormatters } from '../../../lib/format';
import { newId } from '../../../lib/new-id';
import { useExpenseChoices, useSaveBooking } from '../api/bookings';
import {
  bookingFormSchema,
  bookingFormValues,
  formFieldOf,
  type BookingFormValues,
} from '../lib/booking-form';
import { commonZones } from '../lib/zones';
import { BookingAttachments } from './booking-attachments';

interface BookingDialogProps {
  itineraryId: string;
  /** The reservation edited, or null to add one. */
  booking: Booking | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Adds or edits a reservation. Times are typed as the local time of their zone (a flight leaves
 * at 09:05 in Seoul and lands at 11:30 in Tokyo) and sent as instants with that zone; the cost is
 * typed in the major unit and sent in whole minor units; the place comes from the place search (with
 * its coordinates) or is typed; an expense of the trip may be linked. A saved reservation takes
 * attachments (PDF or pictures). The client id is made when the dialog opens, so pressing save
 * twice writes one reservation.
 */
export function BookingDialog({ itineraryId, booking, open, onOpenChange }: BookingDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(booking ? 'bookings.form.editTitle' : 'bookings.form.addTitle')}
      size="md"
    >
      {open ? (
        <BookingForm itineraryId={itineraryId} booking={booking} onClose={() => onOpenChange(false)} />
      ) : null}
    </Dialog>
  );
}

const requestFields = Object.keys(formFieldOf) as (keyof typeof formFieldOf)[];

function BookingForm({
  itineraryId,
  booking,
  onClose,
}: {
  itineraryId: string;
  booking: Booking | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const format = useFormatters();
  const save = useSaveBooking(itineraryId);
  const expenses = useExpenseChoices(itineraryId);
  const [id] = useState(() => booking?.id ?? newId());
  const [failure, setFailure] = useState<string | null>(null);
  const base = useId();
  const field = (name: string) => `${base}-${name}`;
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<BookingFormValues, unknown, BookingInput>({
    resolver: zodResolver(bookingFormSchema),
    defaultValues: bookingFormValues(booking),
  });
  const requestClose = useDiscardGuard(() => isDirty);
  const [startZone, endZone] = useWatch({ control, name: ['start_zone', 'end_zone'] });
  // The coordinates have no input of their own: the place search sets them, a button clears them.
  const { field: latField } = useController({ control, name: 'lat' });
  const { field: lngField } = useController({ control, name: 'lng' });
  const [lat, lng] = [latField.value, lngField.value];
  const setPoint = (point: { lat: number; lng: number } | null) => {
    latField.onChange(point?.lat ?? null);
    lngField.onChange(point?.lng ?? null);
  };
  const message = (code: string | undefined) => (code ? t(`bookings.errors.${code}`) : undefined);

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id, input });
      onClose();
      toast.show(t('bookings.saved'), 'success', { key: 'bookings' });
    } catch (error) {
      const placed = fieldFailure('bookings.save', error, requestFields);
      const formField = placed ? formFieldOf[placed.field] : undefined;
      if (placed && formField)
        setError(formField, { message: placed.code === 'before_start' ? 'endBeforeStart' : 'invalid' });
      setFailure(t(errorMessageKey('bookings.save', error)));
    }
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
          <PlaceSearch
            id={field('place-search')}
            className="clear-both"
            onChoose={(place) => {
              setValue('place_name', place.name.slice(0, bookingLimits.placeNameMax), { shouldDirty: true });
              setValue('address', placeLocation(place).slice(0, bookingLimits.addressMax), {
                shouldDirty: true,
              });
              setPoint(place);
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
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-subtle">
            {lat !== null && lng !== null ? (
              <>
                <span className="inline-flex items-center gap-1" data-testid="booking-coordinates">
                  <PinIcon className="h-3.5 w-3.5" />
                  {t('bookings.form.coordinates', { latitude: lat.toFixed(5), longitude: lng.toFixed(5) })}
                </span>
                <button
                  type="button"
                  className="font-semibold text-ink-muted underline underline-offset-2"
                  onClick={() => setPoint(null)}
                >
                  {t('bookings.form.clearCoordinates')}
                </button>
              </>
            ) : (
              <span>{t('bookings.form.placeHint')}</span>
            )}
          </p>
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
      {booking ? (
        <BookingAttachments itineraryId={itineraryId} booking={booking} />
      ) : (
        <p className="rounded-2xl border border-dashed border-line px-3 py-2 text-sm text-ink-muted">
          {t('bookings.files.afterSave')}
        </p>
      )}
    </div>
  );
}
