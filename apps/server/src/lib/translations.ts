/**
 * The app's texts on the server — server-written pages, mails, calendar files — read from the same
 * locale files the web app shows, once, when the server starts; and each language's formatters
 * (32,000원, 2박 3일), so nothing the server writes formats a number or a date its own way.
 */
import {
  createFormatters,
  createTranslate,
  defaultLanguage,
  isLanguage,
  languages,
  loadMessages,
  type Formatters,
  type Language,
  type Translate,
} from '@pintrip/shared';

const fallback = await loadMessages(defaultLanguage);
const byLanguage = new Map<Language, { t: Translate; format: Formatters }>(
  await Promise.all(
    languages.map(async (language) => {
      const t = createTranslate(language, await loadMessages(language), fallback);
      return [language, { t, format: createFormatters(language, t) }] as const;
    }),
  ),
);

function entry(language: string) {
  const found = byLanguage.get(isLanguage(language) ? language : defaultLanguage);
  if (!found) throw new Error(`no texts for ${defaultLanguage}`);
  return found;
}

/** `language`'s texts (the default language's for an unknown code). */
export const translate = (language: string): Translate => entry(language).t;

/** `language`'s formatters (packages/shared/src/format.ts). */
export const formattersOf = (language: string): Formatters => entry(language).format;
