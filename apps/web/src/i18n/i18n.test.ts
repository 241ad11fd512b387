import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ko from './ko.json';
import en from './en.json';
import ja from './ja.json';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function valueAt(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
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
  const languages = { ko, en, ja } as Record<string, Tree>;
  const all = new Set(Object.values(languages).flatMap((tree) => keysOf(tree)));

  it.each(Object.keys(languages))('%s has every key, none empty', (language) => {
    const tree = languages[language] as Tree;
    const missing = [...all].filter((key) => !valueAt(tree, key)?.trim());
    expect(missing).toEqual([]);
  });

  it('has every plural form each language needs (Intl.PluralRules), and no stray ones', () => {
    // A plural is a key with an `_other` form (`too_many` is an error code, not a plural).
    const bases = new Set([...all].filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -6)));
    expect(bases.size).toBeGreaterThan(0);
    for (const [language, tree] of Object.entries(languages)) {
      const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const base of bases) {
        const missing = needed.filter((form) => !valueAt(tree, `${base}_${form}`)?.trim());
        expect(missing, `${language} ${base}`).toEqual([]);
        // A plural key never also exists without its suffix (i18next would pick the wrong one).
        expect(valueAt(tree, base), `${language} ${base}`).toBeUndefined();
      }
    }
  });

  it('English and Japanese hold no Korean, except where Korean is the example asked for', () => {
    // The category's own name is Korean (the English and Japanese names are separate fields).
    const koreanByDesign = new Set(['admin.categories.namePlaceholder']);
    for (const language of ['en', 'ja']) {
      const korean = [...all].filter(
        (key) =>
          !koreanByDesign.has(key) && /[\uac00-\ud7af]/.test(valueAt(languages[language] as Tree, key) ?? ''),
      );
      expect(korean, language).toEqual([]);
    }
  });

  it('names no interpolation variable after an i18next option (t(key, { lng }) would switch language)', () => {
    // Found by the e2e walk: "Latitude {{lat}}, longitude {{lng}}" showed in Korean in en and ja.
    const options = new Set([
      'lng',
      'lngs',
      'ns',
      'context',
      'defaultValue',
      'replace',
      'returnObjects',
      'keySeparator',
    ]);
    const clashing = [...all].flatMap((key) =>
      [...(valueAt(ko as Tree, key) ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
        .map((m) => m[1] as string)
        .filter((name) => options.has(name))
        .map((name) => `${key}: ${name}`),
    );
    expect(clashing).toEqual([]);
  });

  it('uses the same interpolation variables in every language', () => {
    for (const key of all) {
      const vars = (text: string | undefined) =>
        [...(text ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      expect(vars(valueAt(en as Tree, key)), key).toEqual(vars(valueAt(ko as Tree, key)));
      expect(vars(valueAt(ja as Tree, key)), key).toEqual(vars(valueAt(ko as Tree, key)));
    }
  });

  it('every literal t() key used in the code exists in Korean', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) used.add(match[1] as string);
    }
    const missing = [...used].filter(
      (key) => valueAt(ko as Tree, key) === undefined && !all.has(`${key}_one`),
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
      // Text between JSX tags that contains a letter (Latin, Hangul, Kana or Kanji).
      for (const match of text.matchAll(
        />\s*([^<>{}\n]*[A-Za-z\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af][^<>{}\n]*)\s*</g,
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
