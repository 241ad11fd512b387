import { languageEntry, type Messages } from './languages.js';

/**
 * The variables of a text, by name; `count` also picks the plural form, and `defaultValue` is what
 * shows when no file holds the key (an audit action newer than the texts).
 */
export type TranslateValues = Record<string, string | number> & { defaultValue?: string };

/** `t(key, values)`: the one translator of the server and the web app (`createTranslate`). */
export type Translate = (key: string, values?: TranslateValues) => string;

/** The text at a dotted key (`titles.brand`), or undefined. */
export function messageAt(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * `t` over translation files (i18next's JSON v4 format), for the web app, the server-written pages
 * and the tests alike (docs/decisions/0063-one-translator.md): `{{name}}` filled from `values`; with
 * a numeric `count`, the plural form `key_<Intl.PluralRules category>` (else `key_other`, else
 * `key`); a key missing in `messages` comes from `fallback` (the default language; the server's
 * mails), else from `values.defaultValue`, else the key itself shows. `messages` is read at each
 * call: texts added to it later (a section of the web app's) are found from then on.
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
    const text =
      lookup(messages, key, values.count) ??
      (fallback && lookup(fallback, key, values.count)) ??
      values.defaultValue;
    if (text === undefined) return key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}
