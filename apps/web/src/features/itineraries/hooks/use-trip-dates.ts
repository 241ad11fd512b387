import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { regenerateDays } from '@pintrip/shared';
import type { DayDraft, ItineraryDraft } from '../lib/draft';

interface PendingDates {
  start_date: string;
  end_date: string;
  days: DayDraft[];
  dropped: number[];
}

/**
 * The trip dates of the itinerary form: a change regenerates the day tabs at once, unless days that
 * hold plans would go; then it waits for `apply` (the user agreed) or `cancel` (the dates go back).
 */
export function useTripDates(form: Pick<UseFormReturn<ItineraryDraft>, 'getValues' | 'setValue'>) {
  const { getValues, setValue } = form;
  const [pending, setPending] = useState<PendingDates | null>(null);
  const committed = useRef({ start: getValues('start_date'), end: getValues('end_date') });
  const setDays = (next: DayDraft[]) => setValue('days', next, { shouldDirty: true });

  const onDatesChange = () => {
    const start = getValues('start_date');
    const end = getValues('end_date');
    const result = regenerateDays(getValues('days'), start, end);
    if (result.droppedDaysWithPlans.length > 0) {
      setPending({
        start_date: start,
        end_date: end,
        days: result.days,
        dropped: result.droppedDaysWithPlans,
      });
      return;
    }
    committed.current = { start, end };
    setDays(result.days);
  };
  const apply = () => {
    if (!pending) return;
    committed.current = { start: pending.start_date, end: pending.end_date };
    setDays(pending.days);
    setPending(null);
  };
  const cancel = () => {
    setValue('start_date', committed.current.start);
    setValue('end_date', committed.current.end);
    setPending(null);
  };
  return { onDatesChange, droppedDays: pending?.dropped ?? null, apply, cancel, setDays };
}
