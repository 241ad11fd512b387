/** Every error code of the HTTP contract (docs/API.md), with the status it travels with. */
export const errorStatus = {
  validation_failed: 400,
  title_required: 400,
  description_required: 400,
  location_required: 400,
  category_required: 400,
  image_required: 400,
  budget_required: 400,
  budget_min_exceeds_max: 400,
  category_unknown: 400,
  rating_out_of_range: 400,
  budget_negative: 400,
  content_required: 400,
  content_too_long: 400,
  reply_depth_exceeded: 400,
  parent_invalid: 400,
  phone_invalid: 400,
  password_weak: 400,
  dates_required: 400,
  end_before_start: 400,
  day_out_of_range: 400,
  duration_invalid: 400,
  cost_negative: 400,
  name_required: 400,
  email_required: 400,
  reason_required: 400,
  cannot_copy_own: 400,
  /** Added (issue 24): a file of places refused; `fields.file` says why (placeImportRefusals). */
  import_invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  account_inactive: 403,
  admin_required: 403,
  super_admin_required: 403,
  two_factor_required: 403,
  not_found: 404,
  conflict: 409,
  category_exists: 409,
  category_in_use: 409,
  already_reported: 409,
  last_super_admin: 409,
  invite_expired: 410,
  file_too_large: 413,
  image_only: 415,
  /** Added (issue 23): a trip file that is neither a PDF nor a picture, or not what it says it is. */
  file_type_unsupported: 415,
  rate_limited: 429,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface ErrorBody {
  error: { code: ErrorCode | string; message: string; fields?: Record<string, string> };
}

/**
 * The codes of the pinpoint form that have their own sentence (spec 1 §5, in its order). The
 * sentences live in the web app's i18n files (`destinations.errors.<code>`).
 */
export const destinationMessageCodes = [
  'title_required',
  'description_required',
  'location_required',
  'category_required',
  'image_required',
  'budget_required',
  'budget_min_exceeds_max',
  'rating_out_of_range',
  'budget_negative',
  'category_unknown',
] as const;

/**
 * The codes of the itinerary form that have their own sentence (spec 2 §5, in its order; the
 * ordered rules of `validateItineraryInput`). The sentences live in the web app's i18n files
 * (`itineraries.errors.<code>`). Kept here, free of zod, because the first page loads this file.
 */
export const itineraryMessageCodes = [
  'title_required',
  'dates_required',
  'end_before_start',
  'day_out_of_range',
  'duration_invalid',
  'cost_negative',
] as const;

/**
 * The failures of the comment screens that have their own sentence (spec 1 §5 and §8), keyed by the
 * API error code where one exists. The sentences live in the web app's i18n files
 * (`comments.messages.<code>`), in Korean exactly as the spec writes them.
 */
export const commentMessageCodes = [
  'content_required',
  'content_too_long',
  'reply_depth_exceeded',
  'parent_invalid',
  'unauthorized',
  'account_inactive',
] as const;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.prototype.hasOwnProperty.call(errorStatus, value);
}
