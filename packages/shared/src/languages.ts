/*
 * The interface languages, once. The web app's language menu and i18n setup, the server-written
 * pages, the formatters (format.ts), the seed's category names and the tests all read this list:
 * adding a language is one entry here plus its JSON file in ./locales (docs/CONTRIBUTING.md).
 *
 * No zod here: the header imports this on every page.
 */

/** A translation file: nested keys, each ending in a string (i18next's JSON v4 format). */
export type Messages = { [key: string]: string | Messages };

export interface LanguageEntry {
  /** ISO 639-1 code: the i18next language, `<html lang>`, the key of category names. */
  code: string;
  /** The language's name in itself, as the language menu shows it. */
  label: string;
  /** BCP 47 locale for Intl (dates, numbers, plural rules). */
  locale: string;
  /** Open Graph's `og:locale` (language_TERRITORY). */
  openGraphLocale: string;
}

export const languageList = [
  {
    code: 'ko',
    label: '한국어',
    locale: 'ko-KR',
    openGraphLocale: 'ko_KR',
  },
  {
    code: 'en',
    label: 'English',
    locale: 'en-US',
    openGraphLocale: 'en_US',
  },
  {
    code: 'ja',
    label: '日本語',
    locale: 'ja-JP',
    openGraphLocale: 'ja_JP',
  },
] as const satisfies readonly LanguageEntry[];

export type Language = (typeof languageList)[number]['code'];

/** The language codes, in menu order. */
export const languages: readonly Language[] = languageList.map((entry) => entry.code);

/** Korean: the product's own language, the fallback for a missing text and the primary category name. */
export const defaultLanguage: Language = 'ko';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The list's entry for `language`; the default language's for anything not in the list. */
export function languageEntry(language: string): LanguageEntry {
  return (languageList.find((entry) => entry.code === language) ??
    languageList.find((entry) => entry.code === defaultLanguage)) as LanguageEntry;
}

const loaded = new Map<Language, Promise<Messages>>();

/**
 * The translation file of `language` (`./locales/<code>.json`), whole, loaded once: for the server,
 * the seed and the tests. The web app loads the files in parts instead (text-sections.ts), so it
 * never calls this and its build holds no whole file.
 */
export function loadMessages(language: Language): Promise<Messages> {
  let messages = loaded.get(language);
  if (!messages) {
    const code = languageEntry(language).code;
    messages = (import(`./locales/${code}.json`) as Promise<{ default: Messages }>).then(
      (module) => module.default,
    );
    // A failed load (a chunk the network dropped) is tried again next time.
    messages.catch(() => loaded.delete(language));
    loaded.set(language, messages);
  }
  return messages;
}
