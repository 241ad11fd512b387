/**
 * i18next with the three interface languages. The choice is kept in localStorage and mirrored on
 * <html lang>, so screen readers, fonts and date formatting follow it.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languages, type Language } from '@pintrip/shared';
import ko from './ko.json';
import en from './en.json';
import ja from './ja.json';

export const resources = {
  ko: { translation: ko },
  en: { translation: en },
  ja: { translation: ja },
} as const;
export const languageStorageKey = 'pintrip.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(languageStorageKey);
    return isLanguage(value) ? value : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

/** BCP 47 locale used for dates and numbers in each interface language. */
export const localeOf: Record<Language, string> = { ko: 'ko-KR', en: 'en-US', ja: 'ja-JP' };

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  returnNull: false,
});

function mirror(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
mirror(i18n.language);
i18n.on('languageChanged', (language) => {
  mirror(language);
  try {
    globalThis.localStorage?.setItem(languageStorageKey, language);
  } catch {
    // Private mode may refuse storage; the choice then lasts for this page only.
  }
});

export default i18n;
