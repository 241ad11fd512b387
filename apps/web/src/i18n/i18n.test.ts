import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultLanguage, languages, loadMessages, messageAt, type Messages } from '@pintrip/shared';

/*
 * The translation files themselves (every key in every language, plural forms, the same variables)
 * are checked for every language of the list by packages/shared/src/languages.test.ts; this file
 * checks what the web app's code asks of them.
 */

const files = Object.fromEntries(
  await Promise.all(languages.map(async (language) => [language, await loadMessages(language)] as const)),
) as Record<string, Messages>;
const korean = files[defaultLanguage] as Messages;

function keysOf(tree: Messages, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const srcDir = path.resolve(import.meta.dirname, '..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('translations', () => {
  const all = new Set(Object.values(files).flatMap((tree) => keysOf(tree)));

  it('names no interpolation variable after an option of t', () => {
    // Found by the e2e walk under i18next: "Latitude {{lat}}, longitude {{lng}}" showed in Korean in en
    // and ja (`lng` was its language option). The shared createTranslate reads one option besides
    // `count`, whose value a text may show: `defaultValue`.
    const options = new Set(['defaultValue']);
    const clashing = [...all].flatMap((key) =>
      [...(messageAt(korean, key) ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
        .map((m) => m[1] as string)
        .filter((name) => options.has(name))
        .map((name) => `${key}: ${name}`),
    );
    expect(clashing).toEqual([]);
  });

  it.each(languages)('every literal t() key used in the code exists in %s', (language) => {
    const tree = files[language] as Messages;
    const used = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) used.add(match[1] as string);
    }
    const missing = [...used].filter(
      (key) => messageAt(tree, key) === undefined && messageAt(tree, `${key}_other`) === undefined,
    );
    expect(missing).toEqual([]);
  });

  it('no component holds a hard-coded user-visible string', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(srcDir).filter((f) => f.endsWith('.tsx'))) {
      const text = readFileSync(file, 'utf8')
        // Comments may say anything.
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      // Text between JSX tags that contains a letter (Latin, Hangul, Kana or Kanji); an arrow's
      // `=>` ends no tag (`(item, index) =>` then `index < n ? …` on the next line is code).
      for (const match of text.matchAll(
        /(?<!=)>\s*([^<>{}\n]*[A-Za-z\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af][^<>{}\n]*)\s*</g,
      )) {
        const snippet = (match[1] as string).trim();
        // Skip TypeScript generics and arrow functions that the pattern can catch.
        if (/=>|\)|;|&&|\|\|/.test(snippet)) continue;
        offenders.push(`${path.relative(srcDir, file)}: ${snippet}`);
      }
      for (const match of text.matchAll(
        /\b(aria-label|title|placeholder|alt|label)="([^"]*[A-Za-z\uac00-\ud7af][^"]*)"/g,
      )) {
        offenders.push(`${path.relative(srcDir, file)}: ${match[1]}="${match[2]}"`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
