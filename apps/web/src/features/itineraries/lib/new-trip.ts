import { regenerateDays, validateItineraryInput, type ItineraryWrite } from '@pintrip/shared';
import { orderedResolver } from '../../../lib/ordered-resolver';

/** What "새 일정" asks: a title and the dates; days and plans are made in the planner. */
export interface NewTripValues {
  title: string;
  start_date: string;
  end_date: string;
}

/**
 * A place the new trip starts with on Day 1 ("일정에 추가" → "새 일정 만들기" on a destination):
 * the destination's name, id and place, its minimum budget as the plan's cost.
 */
export interface NewTripFirstPlace {
  destination: string;
  destination_id: string;
  location: string | null;
  cost: number;
}

export const emptyNewTrip = (): NewTripValues => ({ title: '', start_date: '', end_date: '' });

/**
 * The POST /api/itineraries body: the trimmed title, the dates, one empty day per date (the planner
 * shows them at once), and the first place on Day 1 when there is one.
 */
export function newTripToWrite(values: NewTripValues, firstPlace?: NewTripFirstPlace | null): ItineraryWrite {
  const days = regenerateDays<never>([], values.start_date, values.end_date).days.map((day) => ({
    day_number: day.day_number,
    plans: [] as NonNullable<ItineraryWrite['days']>[number]['plans'],
  }));
  if (firstPlace && days[0]) days[0].plans = [{ ...firstPlace }];
  return { title: values.title.trim(), start_date: values.start_date, end_date: values.end_date, days };
}

const formFields = new Set(['title', 'start_date', 'end_date']);

/**
 * The shared ordered rules (the server runs them too), first failure only, on the input it names:
 * the title, a date, or the form as a whole.
 */
export const newTripResolver = orderedResolver<NewTripValues>(
  (values) => validateItineraryInput(newTripToWrite(values)),
  (failure) =>
    Object.keys(failure.fields).map((field) => ({
      field: formFields.has(field) ? field : 'root',
      code: failure.code,
    })),
);
