import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bookingKinds,
  bookingLimits,
  currencyCodes,
  instantFromLocal,
  localInZone,
  minorToDecimal,
  type Booking,
  type BookingInput,
  type BookingKind,
  type CurrencyCode,
} from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-messages';
import { newId } from '../../../lib/new-id';
import { useSaveBooking } from '../api/bookings';
import { costToMinor } from '../lib/cost';
import { commonZones } from '../lib/zones';

interface BookingDialogProps {
  itineraryId: string;
  /** The reservation edited, or null to add one. */
  booking: Booking | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface Values {
  kind: BookingKind;
  title: string;
  confirmation: string;
  start: string;
  startZone: string;
  end: string;
  endZone: string;
  placeName: string;
  address: string;
  cost: string;
  currency: CurrencyCode;
  note: string;
}

const initial = (booking: Booking | null): Values => ({
  kind: booking?.kind ?? 'flight',
  title: booking?.title ?? '',
  confirmation: booking?.confirmation ?? '',
  start: booking?.starts_at && booking.start_zone ? localInZone(booking.starts_at, booking.start_zone) : '',
  startZone: booking?.start_zone ?? 'Asia/Seoul',
  end: booking?.ends_at && booking.end_zone ? localInZone(booking.ends_at, booking.end_zone) : '',
  endZone: booking?.end_zone ?? booking?.start_zone ?? 'Asia/Seoul',
  placeName: booking?.place_name ?? '',
  address: booking?.address ?? '',
  cost:
    booking?.cost !== null && booking?.cost !== undefined && booking.currency
      ? minorToDecimal(booking.cost, booking.currency as CurrencyCode)
      : '',
  currency: (booking?.currency as CurrencyCode | null) ?? 'KRW',
  note: booking?.note ?? '',
});

type FieldError = Partial<Record<'title' | 'start' | 'end' | 'cost', string>>;

/**
 * Adds or edits a reservation. Times are typed as the local time of their zone (a flight leaves
 * at 09:05 in Seoul and lands at 11:30 in Tokyo) and sent as instants with that zone; the cost is
 * typed in the major unit and sent in whole minor units. The client id is made when the dialog
 * opens, so pressing save twice writes one reservation.
 */
export function BookingDialog({ itineraryId, booking, open, onOpenChange }: BookingDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const save = useSaveBooking(itineraryId);
  const [values, setValues] = useState(() => initial(booking));
  const [id] = useState(() => booking?.id ?? newId());
  const [errors, setErrors] = useState<FieldError>({});
  const ids = { form: useId() };
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldError = {};
    if (values.title.trim() === '') found.title = t('bookings.errors.titleRequired');
    const startsAt = values.start ? instantFromLocal(values.start, values.startZone) : null;
    const endsAt = values.end ? instantFromLocal(values.end, values.endZone) : null;
    if (values.start && !startsAt) found.start = t('bookings.errors.invalidTime');
    if (values.end && !endsAt) found.end = t('bookings.errors.invalidTime');
    if (startsAt && endsAt && endsAt < startsAt) found.end = t('bookings.errors.endBeforeStart');
    const cost = values.cost.trim() ? costToMinor(values.cost, values.currency) : null;
    if (values.cost.trim() && cost === null) found.cost = t('bookings.errors.costInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: BookingInput = {
      kind: values.kind,
      title: values.title.trim(),
      confirmation: values.confirmation.trim() || null,
      starts_at: startsAt,
      start_zone: startsAt ? values.startZone : null,
      ends_at: endsAt,
      end_zone: endsAt ? values.endZone : null,
      place_name: values.placeName.trim() || null,
      address: values.address.trim() || null,
      lat: booking?.lat ?? null,
      lng: booking?.lng ?? null,
      cost,
      currency: cost === null ? null : values.currency,
      expense_id: booking?.expense_id ?? null,
      note: values.note.trim() || null,
    };
    save.mutate(
      { id, input },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast.show(t('bookings.saved'), 'success', { key: 'bookings' });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields?.ends_at === 'before_start')
            setErrors({ end: t('bookings.errors.endBeforeStart') });
          toast.show(errorMessage('bookings.save', error), 'error', { key: 'bookings' });
        },
      },
    );
  };

  const zoneOptions = (current: string) =>
    Array.from(new Set([...commonZones, current] as readonly string[])).map((zone) => (
      <option key={zone} value={zone}>
        {zone}
      </option>
    ));

  const field = (name: string) => `${ids.form}-${name}`;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(booking ? 'bookings.form.editTitle' : 'bookings.form.addTitle')}
      size="md"
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate data-testid="booking-form">
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <FormField id={field('kind')} label={t('bookings.form.kind')}>
            <select
              id={field('kind')}
              className={inputClasses()}
              value={values.kind}
              onChange={(event) => set('kind')(event.target.value as BookingKind)}
            >
              {bookingKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`bookings.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={field('title')} label={t('bookings.form.title')} error={errors.title}>
            <input
              id={field('title')}
              className={inputClasses(Boolean(errors.title))}
              value={values.title}
              placeholder={t('bookings.form.titlePlaceholder')}
              maxLength={bookingLimits.titleMax}
              onChange={(event) => set('title')(event.target.value)}
            />
          </FormField>
        </div>
        <FormField id={field('confirmation')} label={t('bookings.form.confirmation')}>
          <input
            id={field('confirmation')}
            className={inputClasses()}
            value={values.confirmation}
            maxLength={bookingLimits.confirmationMax}
            onChange={(event) => set('confirmation')(event.target.value)}
          />
        </FormField>
        <p className="text-sm text-ink-muted">{t('bookings.form.timeHint')}</p>
        {(
          [
            ['start', 'startZone', 'bookings.form.start'],
            ['end', 'endZone', 'bookings.form.end'],
          ] as const
        ).map(([key, zoneKey, label]) => (
          <div key={key} className="grid gap-3 sm:grid-cols-2">
            <FormField id={field(key)} label={t(label)} error={errors[key]}>
              <input
                id={field(key)}
                type="datetime-local"
                className={inputClasses(Boolean(errors[key]))}
                value={values[key]}
                onChange={(event) => set(key)(event.target.value)}
              />
            </FormField>
            <FormField id={field(zoneKey)} label={`${t(label)} · ${t('bookings.form.zone')}`}>
              <select
                id={field(zoneKey)}
                className={inputClasses()}
                value={values[zoneKey]}
                onChange={(event) => set(zoneKey)(event.target.value)}
              >
                {zoneOptions(values[zoneKey])}
              </select>
            </FormField>
          </div>
        ))}
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id={field('placeName')} label={t('bookings.form.placeName')}>
            <input
              id={field('placeName')}
              className={inputClasses()}
              value={values.placeName}
              maxLength={bookingLimits.placeNameMax}
              onChange={(event) => set('placeName')(event.target.value)}
            />
          </FormField>
          <FormField id={field('address')} label={t('bookings.form.address')}>
            <input
              id={field('address')}
              className={inputClasses()}
              value={values.address}
              maxLength={bookingLimits.addressMax}
              onChange={(event) => set('address')(event.target.value)}
            />
          </FormField>
        </div>
        <div className="grid grid-cols-[1fr_7rem] gap-3">
          <FormField id={field('cost')} label={t('bookings.form.cost')} error={errors.cost}>
            <input
              id={field('cost')}
              inputMode="decimal"
              className={inputClasses(Boolean(errors.cost))}
              value={values.cost}
              onChange={(event) => set('cost')(event.target.value)}
            />
          </FormField>
          <FormField id={field('currency')} label={t('bookings.form.currency')}>
            <select
              id={field('currency')}
              className={inputClasses()}
              value={values.currency}
              onChange={(event) => set('currency')(event.target.value as CurrencyCode)}
            >
              {currencyCodes.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <FormField id={field('note')} label={t('bookings.form.note')}>
          <textarea
            id={field('note')}
            className={inputClasses(false, 'h-24 py-2')}
            value={values.note}
            maxLength={bookingLimits.noteMax}
            onChange={(event) => set('note')(event.target.value)}
          />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('bookings.form.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t('bookings.form.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
