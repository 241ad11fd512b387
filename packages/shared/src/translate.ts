import { languageEntry, type Messages } from './languages.js';

type TranslateValues = Record<string, string | number>;

/** `t(key, values)`: i18next's `t` fits, and so does `createTranslate`'s. */
export type Translate = (key: string, values?: TranslateValues) => string;

/** The text at a dotted key (`titles.brand`), or undefined. */
export function messageAt(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * `t` over translation files where i18next does not run (the server-written pages, tests), reading
 * them the way i18next does: `{{name}}` filled from `values`; with a numeric `count`, the plural
 * form `key_<Intl.PluralRules category>` (else `key_other`, else `key`); a key missing in
 * `messages` comes from `fallback` (the default language), else the key itself shows.
 */
export function createTranslate(language: string, messages: Messages, fallback?: Messages): Translate {
  const plural = new Intl.PluralRules(languageEntry(language).locale);
  const lookup = (tree: Messages, key: string, count: unknown) =>
    typeof count === 'number'
      ? (messageAt(tree, `${key}_${plural.select(count)}`) ??
        messageAt(tree, `${key}_other`) ??
        messageAt(tree, key))
      : messageAt(tree, key);
  return (key, values = {}) => {
    const text = lookup(messages, key, values.count) ?? (fallback && lookup(fallback, key, values.count));
    if (text === undefined) return key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}
