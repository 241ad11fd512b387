/**
 * i18next with the interface languages of the shared list (packages/shared/src/languages.ts).
 * Only the language in use is downloaded, and of it only what the pages on screen show
 * (docs/decisions/0027-page-weight.md): its core texts (every key no section of
 * packages/shared/src/text-sections.ts names) before the first render, so nothing shows a key or
 * flashes another language; a section's texts with the code of the pages and dialogs that use it
 * (`loadTexts`, called by `lazyPage` and `lazyDialog`). Each part is an i18next namespace: the core
 * is the default one and `t('money.title')` finds a section's key through `fallbackNS`, so the call
 * sites name no namespace. Choosing another language loads the core and every section loaded so
 * far in it before anything switches. No language falls back to another at run time:
 * packages/shared/src/languages.test.ts fails on a key missing in any file, and a fallback would
 * make an English reader download the Korean texts as well.
 * The choice is kept in localStorage and mirrored on <html lang>, so screen readers, fonts and date
 * formatting follow it, and in a cookie, so the server renders pages in it (cookie, else
 * Accept-Language): the language the browser starts in is the one the server rendered in.
 */
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import texts from 'virtual:texts';
import {
  coreTexts,
  defaultLanguage,
  isLanguage,
  languageList,
  languages,
  textSectionNames,
  type Language,
  type TextPart,
  type TextSection,
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

/**
 * Loads a part of a language's texts (the namespace) the first time i18next needs it:
 * changeLanguage and loadNamespaces wait for it. A part that failed to download (a lost connection)
 * is asked for again next time.
 */
const languageParts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = isLanguage(language) ? texts[language]?.[namespace as TextPart] : undefined;
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

const initialLanguage = startLanguage();
// Downloaded at once, before i18next starts: the first render waits for nothing else.
const initialCore = (await texts[initialLanguage]?.[coreTexts]())?.default ?? {};

await i18n
  .use(languageParts)
  .use(initReactI18next)
  .init({
    resources: { [initialLanguage]: { [coreTexts]: initialCore } },
    partialBundledLanguages: true,
    lng: initialLanguage,
    ns: [coreTexts],
    defaultNS: coreTexts,
    fallbackNS: [...textSectionNames],
    fallbackLng: false,
    supportedLngs: [...languages],
    interpolation: { escapeValue: false },
    returnNull: false,
    // A section that arrives after its page rendered (see below) renders the page again.
    react: { bindI18nStore: 'added' },
  });

/**
 * Loads a section's texts in the language in use (and, from then on, in every language chosen), so
 * the page or dialog that shows them renders at once without a key. `lazyPage` and `lazyDialog`
 * call it beside their code's download.
 */
export function loadTexts(section: TextSection): Promise<void> {
  // A section that could not be downloaded fails like a page's chunk (the route's error screen).
  return new Promise((resolve, reject) => {
    void i18n.loadNamespaces(section, (error) =>
      error ? reject(new Error(`the ${section} texts did not download`, { cause: error })) : resolve(),
    );
  });
}

/** `load`, which also loads the texts of `section` (when there is one) and resolves once both are here. */
export function withTexts<T>(section: TextSection | undefined, load: () => Promise<T>): () => Promise<T> {
  if (!section) return load;
  return () => Promise.all([load(), loadTexts(section)]).then(([loaded]) => loaded);
}

// A language chosen while a section was on its way loaded the parts known when the choice was made:
// the late section follows in the new language (a rare race; the store's 'added' renders it).
i18n.on('languageChanged', (language) => {
  const missing = textSectionNames.filter(
    (section) => i18n.options.ns?.includes(section) && !i18n.hasResourceBundle(language, section),
  );
  if (missing.length > 0) void i18n.loadNamespaces(missing);
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
