import { z } from 'zod';

/** Public settings the web app needs before anything else (GET /api/app-info). */
export const appInfoSchema = z.object({
  contact_email: z.string(),
  map_tile_url: z.string(),
  social_providers: z.array(z.string()),
  require_email_verification: z.boolean(),
  /** The Kakao JavaScript key (KAKAO_JS_KEY) for KakaoTalk link cards; null when not configured. */
  kakao_js_key: z.string().nullable(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;
