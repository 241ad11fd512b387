/*
 * Kept apart from profile.ts (zod schemas): the header imports these on every page, and a module
 * with schemas would bring zod into the first download.
 */

/** The fields of spec 1 §2 whose absence makes the My Page card blink. */
const requiredProfileFields = ['full_name', 'phone', 'location'] as const;
export type RequiredProfileField = (typeof requiredProfileFields)[number];

/** Which of nickname, phone and preferred region are still empty. */
export function missingProfileFields(profile: {
  full_name: string | null;
  phone: string | null;
  location: string | null;
}): RequiredProfileField[] {
  return requiredProfileFields.filter((field) => !profile[field]?.trim());
}
