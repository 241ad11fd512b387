/**
 * i18next with the interface languages of the shared list (packages/shared/src/languages.ts).
 * Only the language in use is downloaded: the stored choice (Korean by default) before the first
 * render, so nothing shows a key or flashes another language, and another language's file when it
 * is chosen (docs/decisions/0027-page-weight.md). No language falls back to another at run time:
 * packages/shared/src/languages.test.ts fails on a key missing in any file, and a fallback would
 * make an English reader download the Korean file as well.
 * The choice is kept in localStorage and mirrored on <html lang>, so screen readers, fonts and date
 * formatting follow it.
 */
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultLanguage,
  isLanguage,
  languageList,
  languages,
  loadMessages,
  type Language,
} from '@pintrip/shared';

export { isLanguage };
export const languageStorageKey = 'pintrip.language';

function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(languageStorageKey);
    return isLanguage(value) ? value : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

/** BCP 47 locale used for dates and numbers in each interface language. */
export const localeOf = Object.fromEntries(languageList.map((entry) => [entry.code, entry.locale])) as Record<
  Language,
  string
>;

/** Loads a language's file the first time i18next needs it (changeLanguage waits for it). */
const languageFiles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(null, {});
    loadMessages(language).then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

const initialLanguage = storedLanguage();
const initialMessages = await loadMessages(initialLanguage);

await i18n
  .use(languageFiles)
  .use(initReactI18next)
  .init({
    resources: { [initialLanguage]: { translation: initialMessages } },
    partialBundledLanguages: true,
    lng: initialLanguage,
    fallbackLng: false,
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
