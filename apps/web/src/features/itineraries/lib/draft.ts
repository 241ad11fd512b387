import {
  dayCount,
  itineraryWriteSchema,
  limits,
  regenerateDays,
  validateItineraryInput,
  type Itinerary,
  type ItineraryWrite,
} from '@pintrip/shared';
import { orderedResolver } from '../../../lib/ordered-resolver';

/** A plan while it is being edited: what the server takes, plus what the screen shows. */
export interface PlanDraft {
  /** Stable key for lists and drag and drop (not sent). */
  key: string;
  time: string;
  destination: string;
  destination_id: string | null;
  location: string | null;
  note: string;
  duration: number;
  cost: number;
  image_url: string | null;
  lat: number | null;
  lng: number | null;
}

export interface DayDraft {
  day_number: number;
  plans: PlanDraft[];
}

export interface ItineraryDraft {
  title: string;
  start_date: string;
  end_date: string;
  days: DayDraft[];
}

let keyCounter = 0;
const newPlanKey = () => `plan-${Date.now().toString(36)}-${(keyCounter += 1)}`;

export function emptyPlan(overrides: Partial<PlanDraft> = {}): PlanDraft {
  return {
    key: newPlanKey(),
    time: '',
    destination: '',
    destination_id: null,
    location: null,
    note: '',
    duration: limits.planDurationDefault,
    cost: limits.planCostDefault,
    image_url: null,
    lat: null,
    lng: null,
    ...overrides,
  };
}

/** A new itinerary: no title, no dates yet, one empty Day 1. */
export function emptyDraft(): ItineraryDraft {
  return { title: '', start_date: '', end_date: '', days: [{ day_number: 1, plans: [] }] };
}

/** The form's starting point for editing an itinerary. */
export function draftFromItinerary(itinerary: Itinerary): ItineraryDraft {
  const count = dayCount(itinerary.start_date, itinerary.end_date) ?? itinerary.days.length;
  const base = itinerary.days.map((day) => ({
    day_number: day.day_number,
    plans: [...day.plans]
      .sort((a, b) => a.position - b.position)
      .map((plan) => ({
        key: plan.id,
        time: plan.time ?? '',
        destination: plan.destination,
        destination_id: plan.destination_id,
        location: plan.location,
        note: plan.note ?? '',
        duration: plan.duration,
        cost: plan.cost,
        image_url: plan.image_url,
        lat: plan.lat,
        lng: plan.lng,
      })),
  }));
  const days = count >= 1 ? regenerateDays(base, itinerary.start_date, itinerary.end_date).days : base;
  return { title: itinerary.title, start_date: itinerary.start_date, end_date: itinerary.end_date, days };
}

/** The POST/PUT body of a draft: trimmed texts, blanks as null, screen-only fields left out. */
export function draftToWrite(draft: ItineraryDraft): ItineraryWrite {
  const text = (value: string | null) => (value && value.trim() !== '' ? value.trim() : null);
  return {
    title: draft.title.trim(),
    start_date: draft.start_date,
    end_date: draft.end_date,
    days: draft.days.map((day) => ({
      day_number: day.day_number,
      plans: day.plans.map((plan) => ({
        time: text(plan.time),
        destination: plan.destination.trim(),
        destination_id: plan.destination_id,
        location: text(plan.location),
        note: text(plan.note),
        duration: plan.duration,
        cost: plan.cost,
        // A free-text plan's own place; a linked plan is where its destination is.
        ...(plan.destination_id === null && plan.lat !== null && plan.lng !== null
          ? { lat: plan.lat, lng: plan.lng }
          : {}),
      })),
    })),
  };
}

/** Whether saving `current` would send something else than `initial` (what the form started from). */
export function hasDraftChanged(initial: ItineraryDraft, current: ItineraryDraft): boolean {
  return JSON.stringify(draftToWrite(initial)) !== JSON.stringify(draftToWrite(current));
}

/**
 * The form's resolver: the shared request schema, then the shared ordered rules, so the form shows
 * exactly what the server would answer. Only the first failure is reported, as the server does; its
 * code goes on the title or a date when it names one, else on the days (or the form as a whole).
 */
export const itineraryFormResolver = orderedResolver<ItineraryDraft>(
  (draft) => {
    const body = draftToWrite(draft);
    if (!itineraryWriteSchema.safeParse(body).success) {
      return { code: 'validation_failed', fields: { root: 'validation_failed' } };
    }
    return validateItineraryInput(body);
  },
  (failure) =>
    Object.keys(failure.fields).map((field) => ({
      field:
        field === 'title' || field === 'start_date' || field === 'end_date' || field === 'root'
          ? field
          : 'days',
      code: failure.code,
    })),
);
