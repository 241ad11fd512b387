import {
  limits,
  normalizeHashtags,
  validateDestinationInput,
  type Destination,
  type DestinationCreate,
} from '@pintrip/shared';
import { ApiError } from '../../../lib/api-client';
import { hasOwnMessage } from '../../../lib/error-messages';
import { orderedResolver } from '../../../lib/ordered-resolver';

/** What the pinpoint form holds while it is filled in. */
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

export type FieldName = keyof PinpointFormValues;

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

export function initialValues(destination?: Destination): PinpointFormValues {
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
export function serverFieldError(error: unknown): { field: FieldName; code: string } | null {
  if (!(error instanceof ApiError)) return null;
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
 * Validates with the shared rules (the server runs the same function): only the first failure, in
 * the spec's order, becomes an error, so the form shows one message at a time.
 */
export const pinpointResolver = orderedResolver<PinpointFormValues>(
  (values) => validateDestinationInput(toDestinationInput(values)),
  (failure) => {
    const [field, fieldCode] = Object.entries(failure.fields)[0] ?? [
      fieldOfCode[failure.code] ?? 'title',
      failure.code,
    ];
    const code = failure.code === 'validation_failed' ? `field.${fieldCode}` : failure.code;
    return [{ field: formFields.has(field) ? field : 'title', code }];
  },
);
