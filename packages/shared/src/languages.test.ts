/*
 * What a language needs, checked for every entry of the language list: this is the test that
 * fails when a language is added without all of it (docs/CONTRIBUTING.md, "Add a language").
 */
import { describe, expect, it } from 'vitest';
import { auditActions } from './admin.js';
import { createFormatters, type Formatters } from './format.js';
import { defaultLanguage, languageList, languages, loadMessages, type Messages } from './languages.js';
import { createTranslate, messageAt } from './translate.js';

function keysOf(tree: Messages, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const files = Object.fromEntries(
  await Promise.all(languages.map(async (code) => [code, await loadMessages(code)] as const)),
) as Record<string, Messages>;
const korean = files[defaultLanguage] as Messages;
const all = new Set(Object.values(files).flatMap((tree) => keysOf(tree)));
const variables = (text: string | undefined) =>
  [...(text ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the language list', () => {
  it('has unique codes, a native label, an Intl locale and an Open Graph locale for each language, and a file', () => {
    expect(new Set(languages).size).toBe(languages.length);
    expect(languages[0]).toBe(defaultLanguage);
    for (const entry of languageList) {
      expect(entry.code).toMatch(/^[a-z]{2}$/);
      expect(entry.label.trim()).not.toBe('');
      expect(Intl.NumberFormat.supportedLocalesOf([entry.locale])).toEqual([entry.locale]);
      expect(entry.locale.split('-')[0]).toBe(entry.code);
      expect(entry.openGraphLocale).toBe(entry.locale.replace('-', '_'));
      expect(Object.keys(files[entry.code] ?? {}).length).toBeGreaterThan(0);
    }
  });
});

describe.each(languages)('%s', (code) => {
  const tree = files[code] as Messages;
  const t = createTranslate(code, tree);

  it('has every key of every other language, none empty', () => {
    const missing = [...all].filter((key) => !messageAt(tree, key)?.trim());
    expect(missing).toEqual([]);
  });

  it('has every plural form the language needs (Intl.PluralRules), and no bare plural key', () => {
    // A plural is a key with an `_other` form (`too_many` is an error code, not a plural).
    const bases = new Set([...all].filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -6)));
    expect(bases.size).toBeGreaterThan(0);
    const needed = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    for (const base of bases) {
      const missing = needed.filter((form) => !messageAt(tree, `${base}_${form}`)?.trim());
      expect(missing, base).toEqual([]);
      // A plural key never also exists without its suffix (i18next would pick the wrong one).
      expect(messageAt(tree, base), base).toBeUndefined();
    }
  });

  it('uses the same interpolation variables as Korean', () => {
    for (const key of all)
      expect(variables(messageAt(tree, key)), key).toEqual(variables(messageAt(korean, key)));
  });

  it('formats every value with its own words and digits', () => {
    const format = createFormatters(code, t);
    const samples: Record<keyof Formatters, () => string> = {
      number: () => format.number(1234567),
      won: () => format.won(12000),
      wonRange: () => format.wonRange(10000, 50000),
      money: () => format.money(1250, 'USD'),
      exchangeRate: () => format.exchangeRate('9.0512', 'JPY'),
      date: () => format.date('2026-05-01T03:00:00Z'),
      dateTime: () => format.dateTime('2026-05-01T03:00:00Z'),
      shortDate: () => format.shortDate('2026-05-01T03:00:00Z'),
      weekdayDay: () => format.weekdayDay('2026-11-24'),
      tripDates: () => format.tripDates('2026-11-24', '2026-11-26'),
      calendarDay: () => format.calendarDay('2026-05-01'),
      dayCount: () => format.dayCount(3),
      tripLength: () => format.tripLength(3),
      dayNumber: () => format.dayNumber(1),
      travelTime: () => format.travelTime(3900),
      distance: () => format.distance(1234),
    };
    for (const [name, sample] of Object.entries(samples)) {
      const text = sample();
      expect(text.trim(), name).not.toBe('');
      // A key shown instead of a text means the translation file lacks it.
      expect(text, name).not.toMatch(/^format\./);
    }
    expect(format.won(12000)).toContain(format.number(12000));
    expect(format.tripLength(1)).toBe(t('format.dayTrip'));
  });

  it('names every demo category (the seed stores these names by language)', () => {
    const names = korean.demoCategories as Messages;
    expect(Object.keys(names).length).toBeGreaterThan(0);
    for (const category of Object.keys(names)) {
      expect(messageAt(tree, `demoCategories.${category}`)?.trim(), category).toBeTruthy();
    }
  });
});

describe('the audit log', () => {
  it('names every audit action in every language', () => {
    for (const code of languages) {
      for (const action of auditActions) {
        const key = `admin.audit.actions.${action.replace('.', '_')}`;
        expect(messageAt(files[code] as Messages, key)?.trim(), `${code}: ${key}`).toBeTruthy();
      }
    }
  });
});

describe('texts in other languages', () => {
  it('hold no Korean, except where Korean is the example asked for', () => {
    // The category's own name is Korean (its names in other languages are separate fields).
    const koreanByDesign = new Set(['admin.categories.namePlaceholder']);
    for (const code of languages.filter((language) => language !== defaultLanguage)) {
      const tree = files[code] as Messages;
      const withKorean = [...all].filter(
        (key) => !koreanByDesign.has(key) && /[\uac00-\ud7af]/.test(messageAt(tree, key) ?? ''),
      );
      expect(withKorean, code).toEqual([]);
    }
  });
});

describe('the Korean formatters', () => {
  it('write money, trip lengths and day numbers as Korean apps do', () => {
    const format = createFormatters('ko', createTranslate('ko', korean));
    expect(format.won(12000)).toBe('12,000원');
    expect(format.tripLength(3)).toBe('2박 3일');
    expect(format.dayNumber(1)).toBe('1일차');
    expect(format.dayCount(3)).toBe('3일');
    expect(format.date('2026-05-01T03:00:00Z')).toBe('2026년 5월 1일');
  });

  it('and English picks its plural forms', () => {
    const format = createFormatters('en', createTranslate('en', files.en as Messages));
    expect(format.won(12000)).toBe('₩12,000');
    expect(format.tripLength(2)).toBe('1 night, 2 days');
    expect(format.tripLength(4)).toBe('3 nights, 4 days');
    expect(format.dayCount(1)).toBe('1 day');
    const t = createTranslate('en', files.en as Messages);
    expect(t('imports.found', { count: 1 })).toBe('Found 1 place.');
    expect(t('imports.found', { count: 3 })).toBe('Found 3 places.');
    expect(t('imports.import', { count: 1 })).toBe('Import 1 place');
    expect(t('imports.done', { count: 2 })).toBe('Imported 2 places.');
    expect(t('imports.skipped', { count: 1 })).toBe('Skipped 1 item that is not a place.');
  });
});

describe('createTranslate', () => {
  it('falls back to the default language, then to the key', () => {
    const t = createTranslate('en', { a: 'A {{x}}' }, { b: '비' });
    expect(t('a', { x: 1 })).toBe('A 1');
    expect(t('b')).toBe('비');
    expect(t('c.d')).toBe('c.d');
    const plural = createTranslate('en', {
      n_one: 'one {{count}}',
      n_other: '{{count}} more',
      m: 'm {{count}}',
    });
    expect([plural('n', { count: 1 }), plural('n', { count: 2 }), plural('m', { count: 2 })]).toEqual([
      'one 1',
      '2 more',
      'm 2',
    ]);
  });

  it('shows defaultValue, filled like a text, for a key no file holds; a text found wins over it', () => {
    const t = createTranslate('ko', { a: '가 {{x}}' }, { b: '나' });
    expect(t('c', { defaultValue: 'admin.new_action' })).toBe('admin.new_action');
    expect(t('c', { defaultValue: '{{x}} 바뀜', x: '이름' })).toBe('이름 바뀜');
    expect(t('a', { defaultValue: 'unused', x: 1 })).toBe('가 1');
    expect(t('b', { defaultValue: 'unused' })).toBe('나');
  });

  it('finds texts added to its messages after it was made (a section that arrives later)', () => {
    const messages: Messages = { core: '핵심' };
    const t = createTranslate('ko', messages);
    expect(t('money.title')).toBe('money.title');
    Object.assign(messages, { money: { title: '경비' } });
    expect([t('core'), t('money.title')]).toEqual(['핵심', '경비']);
  });
});
