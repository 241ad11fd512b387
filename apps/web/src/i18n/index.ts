/**
 * The interface's texts in the languages of the shared list (packages/shared/src/languages.ts), read
 * by the one translator the server uses too, `createTranslate` of the shared package
 * (docs/decisions/0063-one-translator.md). Only the language in use is downloaded, and of it only
 * what the pages on screen show (docs/decisions/0027-page-weight.md): its core texts (every key no
 * section of packages/shared/src/text-sections.ts names) before the first render, so nothing shows a
 * key or flashes another language; a section's texts with the code of the pages and dialogs that use
 * it (`loadTexts`, called by `lazyPage` and `lazyDialog`). A language's parts merge into one tree, so
 * `t('money.title')` names no section. Choosing another language loads the core and every section
 * loaded so far in it before anything switches. No language falls back to another at run time:
 * packages/shared/src/languages.test.ts fails on a key missing in any file, and a fallback would
 * make an English reader download the Korean texts as well.
 * The choice is kept in localStorage and mirrored on <html lang>, so screen readers, fonts and date
 * formatting follow it, and in a cookie, so the server renders pages in it (cookie, else
 * Accept-Language): the language the browser starts in is the one the server rendered in.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import texts from 'virtual:texts';
import {
  coreTexts,
  createTranslate,
  defaultLanguage,
  isLanguage,
  languageList,
  languages,
  textSectionNames,
  type Language,
  type Messages,
  type TextPart,
  type TextSection,
  type Translate,
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

/** What a component translates with: the language, its `t`, and the way to choose another one. */
export interface Translation {
  readonly language: Language;
  readonly t: Translate;
  /**
   * Loads the core and every section loaded so far in `language`, then switches to it. Resolves
   * once switched, or without switching when a part did not download (a lost connection: choosing
   * it again tries again) or a later choice came first.
   */
  changeLanguage(language: string): Promise<void>;
}

/** Each language's texts downloaded so far (its parts merged: each holds its own top-level keys). */
const messagesOf = new Map<Language, Messages>(languages.map((language) => [language, {}]));
const partsLoaded = new Map<Language, Set<TextPart>>(languages.map((language) => [language, new Set()]));
const downloads = new Map<string, Promise<void>>();
/** The sections the app has loaded (in the language of the time): a new language loads them too. */
const sectionsInUse = new Set<TextSection>();

const listeners = new Set<() => void>();
const initialLanguage = startLanguage();
let current = translationIn(initialLanguage);

function translationIn(language: Language): Translation {
  return { language, t: createTranslate(language, messagesOf.get(language) ?? {}), changeLanguage };
}

/** A new `t` for the components: they render again, with what the language holds now. */
function publish(language: Language) {
  current = translationIn(language);
  for (const listener of listeners) listener();
}

/**
 * Downloads a part of a language's texts, once; a part that failed to download is asked for again
 * next time. A part that arrives in the language on screen renders the components again (a section
 * that came after its page rendered, see `followLanguage`).
 */
function loadPart(language: Language, part: TextPart): Promise<void> {
  if (partsLoaded.get(language)?.has(part)) return Promise.resolve();
  const id = `${language}-${part}`;
  let download = downloads.get(id);
  if (!download) {
    const load = texts[language]?.[part];
    download = (load ? load() : Promise.resolve({ default: {} })).then(
      (module) => {
        downloads.delete(id);
        Object.assign(messagesOf.get(language) ?? {}, module.default);
        partsLoaded.get(language)?.add(part);
        if (current.language === language) publish(language);
      },
      (error: unknown) => {
        downloads.delete(id);
        throw error;
      },
    );
    downloads.set(id, download);
  }
  return download;
}

/**
 * A section that came in the language of the time while another one was being chosen follows into
 * the new one (a rare race; its arrival renders the page again).
 */
function followLanguage() {
  const { language } = current;
  for (const section of sectionsInUse) void loadPart(language, section).catch(() => undefined);
}

let latestChoice: Language | undefined;

async function changeLanguage(language: string): Promise<void> {
  if (!isLanguage(language)) return;
  latestChoice = language;
  const parts: TextPart[] = [coreTexts, ...sectionsInUse];
  try {
    await Promise.all(parts.map((part) => loadPart(language, part)));
  } catch {
    return;
  }
  if (latestChoice !== language) return;
  if (current.language !== language) publish(language);
  // Kept even when it is the language on screen already: choosing it makes it the reader's own.
  keepChoice(language);
  followLanguage();
}

// Downloaded at once, before anything renders: the first render waits for nothing else.
await loadPart(initialLanguage, coreTexts);

/**
 * Loads a section's texts in the language in use (and, from then on, in every language chosen), so
 * the page or dialog that shows them renders at once without a key. `lazyPage` and `lazyDialog`
 * call it beside their code's download.
 */
export function loadTexts(section: TextSection): Promise<void> {
  const { language } = current;
  // A section that could not be downloaded fails like a page's chunk (the route's error screen).
  return loadPart(language, section).then(
    () => {
      sectionsInUse.add(section);
      if (current.language !== language) followLanguage();
    },
    (error: unknown) => {
      throw new Error(`the ${section} texts did not download`, { cause: error });
    },
  );
}

/** `load`, which also loads the texts of `section` (when there is one) and resolves once both are here. */
export function withTexts<T>(section: TextSection | undefined, load: () => Promise<T>): () => Promise<T> {
  if (!section) return load;
  return () => Promise.all([load(), loadTexts(section)]).then(([loaded]) => loaded);
}

/**
 * Every part of every language, and a fixed translation in each: the server's renderer
 * (entry-server.tsx) renders each request in its own language, whatever the others' are.
 */
export async function translationsOfEveryLanguage(): Promise<Map<Language, Translation>> {
  const parts: TextPart[] = [coreTexts, ...textSectionNames];
  await Promise.all(languages.flatMap((language) => parts.map((part) => loadPart(language, part))));
  return new Map(languages.map((language) => [language, translationIn(language)]));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentTranslation = () => current;

/** A translation of its own for what is inside (the server's renderer); none: the app's. */
export const TranslationContext = createContext<Translation | null>(null);

/**
 * `{ t, i18n }`: the texts in the language in use (`i18n.language`, `i18n.changeLanguage`).
 * Renders again when the language changes and when a section arrives in it.
 */
export function useTranslation(): { t: Translate; i18n: Translation } {
  const own = useContext(TranslationContext);
  const app = useSyncExternalStore(subscribe, currentTranslation, currentTranslation);
  const translation = own ?? app;
  return { t: translation.t, i18n: translation };
}

function mirror(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
/** A choice made: on <html lang>, in the cookie and in localStorage. */
function keepChoice(language: Language) {
  if (typeof document === 'undefined') return;
  mirror(language);
  rememberForServer(language);
  try {
    globalThis.localStorage?.setItem(languageStorageKey, language);
  } catch {
    // Private mode may refuse storage; the choice then lasts for this page only.
  }
}
mirror(initialLanguage);
// A choice stored before the cookie existed reaches the server from now on.
const chosen = storedLanguage();
if (chosen) rememberForServer(chosen);

/** The app's translation: the language in use and the way to choose another one (tests, main.tsx). */
const i18n = {
  get language(): Language {
    return current.language;
  },
  changeLanguage,
};

export default i18n;
