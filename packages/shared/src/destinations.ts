import { z } from 'zod';
import { pageQuerySchema } from './common.js';
import type { Language } from './languages.js';
import { limits } from './limits.js';

// ---------------------------------------------------------------- categories

/** A category as GET /api/categories lists it. */
export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** English and Japanese names, shown when the interface is in that language; null: the Korean name. */
  name_en: z.string().nullable(),
  name_ja: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListSchema = z.object({ items: z.array(categorySchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;

/**
 * The fields that carry a category's name in another language (the server stores them by language
 * code); a language without a field here shows the Korean name.
 */
export const categoryNameFields = { en: 'name_en', ja: 'name_ja' } as const satisfies Partial<
  Record<Language, keyof Category>
>;
export type CategoryNameField = (typeof categoryNameFields)[keyof typeof categoryNameFields];

/** The name of `category` in `language`, falling back to the Korean name. */
export function categoryLabel(
  category: Pick<Category, 'name' | CategoryNameField>,
  language: string,
): string {
  const code = language.split('-')[0] as keyof typeof categoryNameFields;
  const field = Object.hasOwn(categoryNameFields, code) ? categoryNameFields[code] : undefined;
  const translated = field ? category[field] : null;
  return translated?.trim() ? translated : category.name;
}

const categoryNameField = z.string().max(1000).nullable().optional();

/**
 * POST /api/categories and PATCH /api/categories/:id. Names are trimmed; a blank name is
 * `name_required`; a blank translation clears it. Longer than 50 characters is validation_failed.
 */
export const categoryCreateSchema = z.object({
  name: categoryNameField,
  name_en: categoryNameField,
  name_ja: categoryNameField,
});
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;
export const categoryUpdateSchema = categoryCreateSchema;
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;
export const categoryNameMaxLength = 50;

// ---------------------------------------------------------------- destinations (responses)

const destinationAuthorSchema = z.object({
  id: z.string(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
});
export type DestinationAuthor = z.infer<typeof destinationAuthorSchema>;

/** A destination in any answer (docs/API.md "Destinations"). `is_liked`/`is_bookmarked` are false for a visitor. */
export const destinationSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  title: z.string(),
  description: z.string(),
  image_url: z.string(),
  location: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  category: z.string(),
  budget_min: z.number().int(),
  budget_max: z.number().int(),
  rating: z.number().int(),
  hashtags: z.array(z.string()),
  likes_count: z.number().int(),
  comments_count: z.number().int(),
  bookmarks_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  is_liked: z.boolean(),
  is_bookmarked: z.boolean(),
  author: destinationAuthorSchema,
  /** Hidden by an admin after a report: only its author and admins see it, marked. */
  is_hidden: z.boolean().optional(),
});
export type Destination = z.infer<typeof destinationSchema>;

export const destinationPageSchema = z.object({
  items: z.array(destinationSchema),
  next_cursor: z.string().nullable(),
});
export type DestinationPage = z.infer<typeof destinationPageSchema>;

export const likeToggleResultSchema = z.object({ is_liked: z.boolean(), likes_count: z.number().int() });
export type LikeToggleResult = z.infer<typeof likeToggleResultSchema>;

export const bookmarkToggleResultSchema = z.object({
  is_bookmarked: z.boolean(),
  bookmarks_count: z.number().int(),
});
export type BookmarkToggleResult = z.infer<typeof bookmarkToggleResultSchema>;

// ---------------------------------------------------------------- list query

export const destinationSorts = ['latest', 'rating', 'recommended', 'comments'] as const;
export type DestinationSort = (typeof destinationSorts)[number];

/** GET /api/destinations query. An empty `category` or `q` means "no filter". */
export const destinationListQuerySchema = pageQuerySchema.extend({
  category: z.string().max(100).optional(),
  q: z.string().max(200).optional(),
  sort: z.enum(destinationSorts).default('latest'),
});
export type DestinationListQuery = z.infer<typeof destinationListQuerySchema>;

// ---------------------------------------------------------------- create / update (requests)

/**
 * Loose request shapes: they check only JSON types (a wrong type is `validation_failed`), so that
 * "missing", "blank" and "out of range" reach {@link validateDestinationInput}, which reports the
 * ordered codes of spec 1 §5 exactly as the web form shows them. Strings are capped far above the
 * real limits only to keep absurd payloads out; the real limits are checked in order afterwards.
 */
const looseText = z.string().max(100_000).nullable().optional();
const looseNumber = z.number().nullable().optional();

export const destinationCreateSchema = z.object({
  title: looseText,
  description: looseText,
  location: looseText,
  lat: looseNumber,
  lng: looseNumber,
  category: looseText,
  image_url: looseText,
  budget_min: looseNumber,
  budget_max: looseNumber,
  rating: looseNumber,
  hashtags: z.array(z.string().max(1000)).max(100).nullable().optional(),
});
export type DestinationCreate = z.infer<typeof destinationCreateSchema>;

/** PATCH: the same fields, any subset. */
export const destinationUpdateSchema = destinationCreateSchema;
export type DestinationUpdate = z.infer<typeof destinationUpdateSchema>;

/** The ordered codes of the pinpoint form; the first failing one wins. */
type DestinationValidationCode =
  | 'title_required'
  | 'description_required'
  | 'location_required'
  | 'category_required'
  | 'image_required'
  | 'budget_required'
  | 'budget_min_exceeds_max'
  | 'rating_out_of_range'
  | 'budget_negative'
  | 'validation_failed';

interface DestinationValidationFailure {
  code: DestinationValidationCode;
  /** Field name → code, for highlighting the inputs (always at least one entry). */
  fields: Record<string, string>;
}

/** Input of {@link validateDestinationInput}: the request body, or (for PATCH) the stored row merged with it. */
type DestinationInput = DestinationCreate;

interface ValidateDestinationOptions {
  /** PATCH: a field that is absent (undefined) is not checked; a field sent as null or blank is. */
  partial?: boolean;
}

/** Longest accepted image URL. */
const imageUrlMaxLength = 2000;

const isBlank = (value: string | null | undefined) => value == null || value.trim() === '';

/** An image is an uploaded file (`/uploads/...`) or an http(s) URL. */
function isImageUrlAllowed(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.startsWith('/uploads/')) return !trimmed.includes('..') && !/\s/.test(trimmed);
  // No URL class here: the shared package runs without DOM or Node typings.
  return /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(trimmed);
}

/**
 * Hashtags as stored: trimmed, inner whitespace removed, exactly one leading '#', empty tags dropped,
 * duplicates (ignoring case) dropped keeping the first. Limits are not applied here:
 * {@link validateDestinationInput} refuses more than `limits.hashtagsMax` tags or a tag longer than
 * `limits.hashtagMaxLength` characters ('#' included), so nothing is silently lost.
 */
export function normalizeHashtags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const body = raw.replace(/\s+/g, '').replace(/^#+/, '');
    if (body === '') continue;
    const tag = `#${body}`;
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

function fail(code: DestinationValidationCode, field: string, fieldCode: string = code) {
  return { code, fields: { [field]: fieldCode } };
}

/**
 * The pinpoint rules of spec 1 §5 in their order, first failure wins:
 * title_required, description_required, location_required, category_required, image_required,
 * budget_required, budget_min_exceeds_max; then rating_out_of_range, budget_negative; then the
 * length and format limits (validation_failed with `fields`). Returns null when the input is valid.
 * Pure: the web form and the server both call it. Whether the category exists is the server's
 * check (category_unknown).
 */
export function validateDestinationInput(
  input: DestinationInput,
  options: ValidateDestinationOptions = {},
): DestinationValidationFailure | null {
  const checks = (value: unknown) => !options.partial || value !== undefined;

  if (checks(input.title) && isBlank(input.title)) return fail('title_required', 'title');
  if (checks(input.description) && isBlank(input.description))
    return fail('description_required', 'description');
  if (checks(input.location) && isBlank(input.location)) return fail('location_required', 'location');
  if (checks(input.category) && isBlank(input.category)) return fail('category_required', 'category');
  if (checks(input.image_url) && isBlank(input.image_url)) return fail('image_required', 'image_url');

  const { budget_min: min, budget_max: max } = input;
  if (checks(min) && (min == null || !Number.isFinite(min))) return fail('budget_required', 'budget_min');
  if (checks(max) && (max == null || !Number.isFinite(max))) return fail('budget_required', 'budget_max');
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    return fail('budget_min_exceeds_max', 'budget_min');
  }

  if (input.rating != null && (input.rating < limits.ratingMin || input.rating > limits.ratingMax)) {
    return fail('rating_out_of_range', 'rating');
  }
  if (typeof min === 'number' && min < 0) return fail('budget_negative', 'budget_min');
  if (typeof max === 'number' && max < 0) return fail('budget_negative', 'budget_max');

  const fields: Record<string, string> = {};
  const tooLong = (name: string, value: string | null | undefined, max: number) => {
    if (value != null && value.trim().length > max) fields[name] = 'too_long';
  };
  tooLong('title', input.title, limits.titleMaxLength);
  tooLong('description', input.description, limits.descriptionMaxLength);
  tooLong('location', input.location, limits.locationMaxLength);
  tooLong('category', input.category, 100);
  if (input.image_url != null) {
    if (input.image_url.trim().length > imageUrlMaxLength) fields.image_url = 'too_long';
    else if (!isImageUrlAllowed(input.image_url)) fields.image_url = 'invalid_url';
  }
  for (const [name, value] of [
    ['budget_min', min],
    ['budget_max', max],
  ] as const) {
    if (typeof value !== 'number') continue;
    if (!Number.isInteger(value)) fields[name] = 'not_integer';
    else if (value > limits.budgetMax) fields[name] = 'too_large';
  }
  if (input.rating != null && !Number.isInteger(input.rating)) fields.rating = 'not_integer';
  if (input.lat != null && !(input.lat >= -90 && input.lat <= 90)) fields.lat = 'out_of_range';
  if (input.lng != null && !(input.lng >= -180 && input.lng <= 180)) fields.lng = 'out_of_range';
  if (input.hashtags != null) {
    const tags = normalizeHashtags(input.hashtags);
    if (tags.length > limits.hashtagsMax) fields.hashtags = 'too_many';
    else if (tags.some((tag) => tag.length > limits.hashtagMaxLength)) fields.hashtags = 'too_long';
  }
  return Object.keys(fields).length > 0 ? { code: 'validation_failed', fields } : null;
}

// ---------------------------------------------------------------- places

const placeSchema = z.object({
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

export const placeSearchQuerySchema = z.object({ q: z.string().max(100).optional().default('') });
export const placeListSchema = z.object({ items: z.array(placeSchema) });
export type PlaceList = z.infer<typeof placeListSchema>;

// ---------------------------------------------------------------- realtime payloads

/**
 * What destination.created / destination.updated carry besides `id`: the public fields of the
 * destination (no viewer flags; the description cut to {@link eventDescriptionMaxLength}) so a
 * list can merge it without a refetch. A NOTIFY payload must stay under 8000 bytes; when a
 * snapshot would not fit, the event carries `id` only and the client fetches the destination.
 */
export type DestinationSnapshot = Omit<Destination, 'is_liked' | 'is_bookmarked'> & {
  description_truncated: boolean;
};
export const eventDescriptionMaxLength = 300;
