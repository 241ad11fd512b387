import { z } from 'zod';

export const profileSchema = z.object({
  full_name: z.string().nullable(),
  phone: z.string().nullable(),
  /**
   * `phone` in E.164 (`+821012345678`) when it is a valid number, else null (always sent by the
   * server; optional for older clients' fixtures).
   */
  phone_e164: z.string().nullable().optional(),
  location: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /api/me */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  is_active: z.boolean(),
  is_admin: z.boolean(),
  is_super_admin: z.boolean(),
  /** Two-factor sign-in is on (always sent by the server; optional for older clients' fixtures). */
  two_factor_enabled: z.boolean().optional(),
  profile: profileSchema,
});
export type Me = z.infer<typeof meSchema>;
