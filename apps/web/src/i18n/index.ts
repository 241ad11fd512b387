/**
 * i18next with the interface languages of the shared list (packages/shared/src/languages.ts).
 * Only the language in use is downloaded: the stored choice (Korean by default) before the first
 * render, so nothing shows a key or flashes another language, and another language's file when it
 * is chosen (docs/decisions/0027-page-weight.md). No language falls back to another at run time:
 * packages/shared/src/languages.test.ts fails on a key missing in any file, and a fallback would
 * make an English reader download the Korean file as well.
 * The choice is kept in localStorage and mirrored on <html lang>, so screen readers, fonts and date
 * formatting follow it, and in a cookie, so the server renders pages in it (cookie, else
 * Accept-Language): the language the browser starts in is the one the server rendered in.
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
import { readPageData } from '../lib/page-data';

export { isLanguage };
export const languageStorageKey = 'pintrip.language';
/** The cookie the server reads the choice from (apps/server/src/modules/web/web-pages.ts). */
export const languageCookie = 'pintrip.language';

/** The language this browser chose, or null when it never chose one. */
export function storedLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  try {
    const value = globalThis.localStorage?.getItem(languageStorageKey);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function rememberForServer(language: string) {
  if (typeof document === 'undefined' || !isLanguage(language)) return;
  document.cookie = `${languageCookie}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The stored choice, else the language the server chose for this page (Accept-Language), else
 * Korean. main.tsx hydrates a server-rendered page only when this is the language it was rendered
 * in; a choice stored before the cookie existed renders the page anew once.
 */
function startLanguage(): Language {
  const hint = readPageData()?.language;
  return storedLanguage() ?? (isLanguage(hint) ? hint : defaultLanguage);
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

const initialLanguage = startLanguage();
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
// A choice stored before the cookie existed reaches the server from now on.
const chosen = storedLanguage();
if (chosen) rememberForServer(chosen);
i18n.on('languageChanged', (language) => {
  if (typeof document === 'undefined') return;
  mirror(language);
  rememberForServer(language);
  try {
    globalThis.localStorage?.setItem(languageStorageKey, language);
  } catch {
    // Private mode may refuse storage; the choice then lasts for this page only.
  }
});

export default i18n;
