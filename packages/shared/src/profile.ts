import { z } from 'zod';
import { limits } from './limits.js';

/** Longest value each profile field accepts (characters, after trimming). */
export const profileLimits = {
  fullNameMax: 30,
  phoneMax: 20,
  locationMax: 50,
  avatarUrlMax: 2048,
} as const;

/** Spec 1 §3: "+82 " followed by digits and hyphens (at least one digit). */
const phonePattern = /^\+82 (?=[\d-]*\d)[\d-]+$/;

/** Keeps only what the phone field may hold after the fixed +82 prefix: digits and hyphens. */
const sanitizePhoneLocal = (value: string) => value.replace(/[^\d-]/g, '');

/** "+82 010-1234-5678" → "010-1234-5678"; anything else → "". */
export const phoneLocalPart = (phone: string | null | undefined) =>
  phone?.startsWith(limits.phonePrefix) ? phone.slice(limits.phonePrefix.length) : '';

/** The stored phone for what the user typed after the prefix; empty input clears the phone. */
export const phoneFromLocal = (local: string) => {
  const digits = sanitizePhoneLocal(local).trim();
  return digits === '' ? '' : `${limits.phonePrefix}${digits}`;
};

/** An uploaded or generated image on this site (a path) or any http(s) address (a social avatar). */
export function isAvatarUrl(value: string): boolean {
  if (/\s|\\/.test(value) || value.includes('..')) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  // No URL class here: the shared package runs without DOM or Node typings.
  return /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(value);
}

/**
 * A trimmed optional text: an empty string (or null) clears the field and becomes null; a missing
 * key leaves it as it is. Messages are codes that the web app translates.
 */
const clearableText = (max: number) =>
  z
    .string({ error: 'invalid_type' })
    .trim()
    .max(max, { error: 'too_long' })
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .optional();

/** PATCH /api/me/profile: any subset of the four fields. */
export const profileUpdateSchema = z.strictObject({
  full_name: clearableText(profileLimits.fullNameMax),
  phone: z
    .string({ error: 'invalid_type' })
    .trim()
    .max(profileLimits.phoneMax, { error: 'too_long' })
    .refine((value) => value === '' || phonePattern.test(value), { error: 'phone_invalid' })
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .optional(),
  location: clearableText(profileLimits.locationMax),
  avatar_url: z
    .string({ error: 'invalid_type' })
    .trim()
    .max(profileLimits.avatarUrlMax, { error: 'too_long' })
    .refine((value) => value === '' || isAvatarUrl(value), { error: 'url_invalid' })
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Control characters (C0, DEL, C1) and the line and paragraph separators: never part of a name. */
const controlCharacters = /[\p{Cc}\u2028\u2029]/gu;

/** `text` without control characters or line breaks (for a name given where no form checks it). */
export const withoutControlCharacters = (text: string) => text.replace(controlCharacters, '');

/**
 * POST /api/auth/update-user (better-auth's own route), held to the profile's rules: the account
 * name is shown wherever the nickname is empty, so it is a nickname too (trimmed, 1 to
 * `fullNameMax` characters, no control characters); the picture is checked by the server against
 * its own uploads. Nothing else may change through this route.
 */
export const accountUpdateSchema = z.strictObject({
  name: z
    .string({ error: 'invalid_type' })
    .trim()
    .min(1, { error: 'name_required' })
    .max(profileLimits.fullNameMax, { error: 'too_long' })
    .refine((value) => withoutControlCharacters(value) === value, { error: 'invalid_text' })
    .optional(),
  image: z
    .string({ error: 'invalid_type' })
    .trim()
    .max(profileLimits.avatarUrlMax, { error: 'too_long' })
    .nullable()
    .optional(),
});
export type AccountUpdate = z.output<typeof accountUpdateSchema>;
