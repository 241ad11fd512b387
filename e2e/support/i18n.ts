/**
 * The app's own languages and texts for the specs: the shared language list and the shared
 * translation files (packages/shared/src/languages.ts, locales/), so a spec that walks every
 * language walks a new one too, and names each control the way that language does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createTranslate, languages, messageAt, type Language, type Messages } from '@pintrip/shared';

export { defaultLanguage, languageEntry, languages, type Language } from '@pintrip/shared';

const localeDir = path.resolve(import.meta.dirname, '../../packages/shared/src/locales');
const files = Object.fromEntries(
  languages.map((language) => [
    language,
    JSON.parse(readFileSync(path.join(localeDir, `${language}.json`), 'utf8')) as Messages,
  ]),
) as Record<Language, Messages>;

/** The text the app shows for `key` in `language`, with `{{name}}` filled from `values`. */
export function translate(language: Language, key: string, values: Record<string, string | number> = {}) {
  const file = files[language];
  if (messageAt(file, key) === undefined && messageAt(file, `${key}_other`) === undefined) {
    throw new Error(`no ${language} text for ${key}`);
  }
  return createTranslate(language, file)(key, values);
}

/** Stores `language` as the page's choice (the app reads it on the next load); the page is on the app. */
export async function setLanguage(page: Page, language: Language) {
  await page.evaluate((value) => localStorage.setItem('pintrip.language', value), language);
}
