import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { Destination } from '@pintrip/shared';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/error-messages';
import { useFormatDayNumber, useFormatters } from '../../../lib/format';
import { useLocale } from '../../../hooks/use-locale';
import { asObject } from '../lib/korean-particles';
import { useAddPlan } from '../api/add-plan';
import { useTripChoices, type TripChoice } from '../api/trip-choices';
import { LoadFailed } from './load-failed';

export interface AddToTripDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  destination: Destination;
  /** "새 일정 만들기": the route module opens the app's create flow. */
  onCreateTrip?: (destination: Destination) => void;
}

/** `YYYY-MM-DD` plus `days` days (calendar arithmetic, no time zone involved). */
function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

function TripOptions({
  choices,
  value,
  onChange,
}: {
  choices: TripChoice[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{t('tripLive.addToTrip.trip')}</legend>
      {choices.map(({ trip, isMine }) => (
        <label
          key={trip.id}
          className="flex cursor-pointer items-center gap-3 rounded-xl border border-line p-3 has-checked:border-brand has-checked:bg-brand-soft/50"
        >
          <input
            type="radio"
            name="trip"
            value={trip.id}
            checked={value === trip.id}
            onChange={() => onChange(trip.id)}
            className="h-4 w-4 accent-[var(--color-brand)]"
          />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold" data-user-content>
              {trip.title}
            </span>
            <span className="block text-xs text-ink-muted">
              {format.tripDates(trip.start_date, trip.end_date)}
              {isMine ? null : ` · ${t('tripLive.addToTrip.shared')}`}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * "일정에 추가": choose one of my trips (or one shared with me as an editor) and a day, then one
 * `plan.add` operation puts the destination at the end of that day.
 */
export function AddToTripDialog({ open, onOpenChange, destination, onCreateTrip }: AddToTripDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const format = useFormatters();
  const dayNumber = useFormatDayNumber();
  const { language } = useLocale();
  const choices = useTripChoices();
  const add = useAddPlan();
  const dayId = useId();
  const [tripId, setTripId] = useState<string | null>(null);
  const [day, setDay] = useState(1);
  const [added, setAdded] = useState<{ tripId: string; title: string; day: number } | null>(null);

  const list = choices.data ?? [];
  const chosen = list.find((choice) => choice.trip.id === tripId)?.trip ?? null;

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      // Opened again, it starts over.
      setAdded(null);
      setTripId(null);
      setDay(1);
      add.reset();
    }
  };

  const submit = () => {
    if (!chosen || add.isPending) return;
    add.mutate(
      {
        itineraryId: chosen.id,
        dayNumber: day,
        fields: {
          destination: destination.title,
          destination_id: destination.id,
          location: destination.location,
        },
      },
      {
        onSuccess: () => {
          const message = t('tripLive.addToTrip.added', { trip: chosen.title, day: dayNumber(day) });
          toast.show(message, 'success', { key: 'add-to-trip' });
          setAdded({ tripId: chosen.id, title: chosen.title, day });
        },
      },
    );
  };

  let body;
  if (added) {
    body = (
      <div className="flex flex-col items-start gap-4" role="status">
        <p className="font-semibold">
          {t('tripLive.addToTrip.added', { trip: added.title, day: dayNumber(added.day) })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Link to={`/itineraries/${encodeURIComponent(added.tripId)}`} className={buttonClasses('primary')}>
            {t('tripLive.addToTrip.openTrip')}
          </Link>
          <Button variant="outline" onClick={() => close(false)}>
            {t('tripLive.addToTrip.close')}
          </Button>
        </div>
      </div>
    );
  } else if (choices.isPending) {
    body = (
      <p role="status" className="text-sm text-ink-subtle">
        {t('tripLive.addToTrip.loading')}
      </p>
    );
  } else if (choices.isError) {
    body = <LoadFailed error={choices.error} onRetry={() => void choices.refetch()} />;
  } else {
    body = (
      <div className="flex flex-col gap-5">
        {list.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('tripLive.addToTrip.empty')}</p>
        ) : (
          <TripOptions
            choices={list}
            value={tripId}
            onChange={(id) => {
              setTripId(id);
              setDay(1);
              add.reset();
            }}
          />
        )}
        {chosen ? (
          <div className="flex flex-col gap-2">
            <label htmlFor={dayId} className="text-sm font-semibold">
              {t('tripLive.addToTrip.day')}
            </label>
            <select
              id={dayId}
              value={day}
              onChange={(event) => setDay(Number(event.target.value))}
              className="h-11 rounded-xl border border-line bg-surface px-3"
            >
              {Array.from({ length: chosen.day_count }, (_, index) => index + 1).map((n) => (
                <option key={n} value={n}>
                  {t('tripLive.addToTrip.dayOption', {
                    day: dayNumber(n),
                    date: format.weekdayDay(addDays(chosen.start_date, n - 1)),
                  })}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {add.isError ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {errorMessage('tripLive.add', add.error)}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          {onCreateTrip ? (
            <Button
              variant="ghost"
              onClick={() => {
                close(false);
                onCreateTrip(destination);
              }}
            >
              {t('tripLive.addToTrip.newTrip')}
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={submit} disabled={!chosen || add.isPending} aria-busy={add.isPending}>
            {add.isPending ? t('tripLive.addToTrip.adding') : t('tripLive.addToTrip.submit')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('tripLive.addToTrip.title')}
      description={t('tripLive.addToTrip.description', {
        titleObject: asObject(language, destination.title),
      })}
      size="md"
    >
      {body}
    </Dialog>
  );
}
