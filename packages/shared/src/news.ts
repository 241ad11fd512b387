import { z } from 'zod';
import { defaultLanguage, isLanguage, type Language } from './languages.js';

/** What one may ask to be told about when it opens; today the guides (/guides). */
export const newsTopics = ['guides'] as const;
export type NewsTopic = (typeof newsTopics)[number];

/** The unsubscribe token mailed with a sign-up: 43 characters of base64url (32 random bytes). */
export const newsTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * POST /api/news/subscriptions. `language` is the language of the mails (the page's language by
 * default on the web). The same address twice is harmless: one subscription, one mail.
 */
export const newsSubscribeSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'email_required' })
    .max(254, { error: 'email_invalid' })
    .pipe(z.email({ error: 'email_invalid' })),
  topic: z.enum(newsTopics).default('guides'),
  language: z
    .string()
    .refine((value): value is Language => isLanguage(value), { error: 'language_invalid' })
    .default(defaultLanguage),
});
export type NewsSubscribeInput = z.input<typeof newsSubscribeSchema>;

/** The answer to a sign-up, the same whether the address was new or already signed up. */
export const newsSubscribeResultSchema = z.object({ subscribed: z.literal(true) });

/** POST /api/news/unsubscribe: the token from the mail's link. */
export const newsUnsubscribeSchema = z.object({ token: z.string().regex(newsTokenPattern) });
export type NewsUnsubscribeInput = z.infer<typeof newsUnsubscribeSchema>;
