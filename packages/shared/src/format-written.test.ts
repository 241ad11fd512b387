/*
 * The patterns of format-written.ts against Intl, which they stand in for: every day of three
 * years (leap day included) at several times, whole numbers of every length, and the cases they
 * leave to Intl.
 */
import { describe, expect, it } from 'vitest';
import {
  writtenInteger,
  writtenRelativeTime,
  writtenSeoulDate,
  type RelativeUnit,
  type WrittenDateKind,
  type WrittenLocale,
} from './format-written.js';
import { createFormatters } from './format.js';
import { createTranslate } from './translate.js';

/** format.ts's options for each kind. */
const options: Record<WrittenDateKind, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: 'long', day: 'numeric' },
  shortDate: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  calendarDay: { year: 'numeric', month: 'short', day: 'numeric' },
  weekday: { month: 'short', day: 'numeric', weekday: 'short' },
  weekdayWithYear: { year: 'numeric', month: 'short', day: 'numeric', weekday: 'short' },
};
const locales: WrittenLocale[] = ['ko-KR', 'en-US', 'ja-JP'];
const kinds = Object.keys(options) as WrittenDateKind[];

/** Some ICU builds (Node's 78) write Korean day periods as AM/PM; browsers write 오전/오후. */
const koreanDayPeriods = (text: string) => text.replace(/\bAM\b/, '오전').replace(/\bPM\b/, '오후');

describe('whole numbers are written as Intl.NumberFormat writes them', () => {
  it('in each of the three locales, at every length and sign', () => {
    const values = [0, 7, -7, 12, 999, 1000, -1000, 12_000, 32_000, 150_000, 1_234_567, -98_765_432];
    for (let digits = 1; digits <= 15; digits++) values.push(Number('9'.repeat(digits)), 10 ** (digits - 1));
    values.push(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
    for (const locale of locales) {
      const intl = new Intl.NumberFormat(locale);
      for (const value of values)
        expect(writtenInteger(value), `${locale} ${value}`).toBe(intl.format(value));
      for (const value of [0n, 5n, -1234n, 12345678901234567890n, -(10n ** 30n)])
        expect(writtenInteger(value), `${locale} ${value}n`).toBe(intl.format(value));
    }
  });

  it('leaves to Intl what is not a safe whole number', () => {
    for (const value of [1.5, -0.25, -0, Number.NaN, Infinity, 2 ** 60])
      expect(writtenInteger(value)).toBeNull();
  });
});

describe('Seoul dates are written as Intl.DateTimeFormat writes them in Asia/Seoul', () => {
  it('every day of 2027–2029, at midnight, morning, noon and late evening, in every kind', () => {
    const formats = new Map(
      locales.flatMap((locale) =>
        kinds.map((kind) => [
          `${locale} ${kind}`,
          new Intl.DateTimeFormat(locale, { ...options[kind], timeZone: 'Asia/Seoul' }),
        ]),
      ),
    );
    const start = Date.UTC(2026, 11, 31, 15); // 2027-01-01 00:00 in Seoul
    let checked = 0;
    for (let day = 0; day < 3 * 366; day++) {
      for (const minutes of [0, 9 * 60 + 5, 12 * 60, 12 * 60 + 30, 23 * 60 + 59]) {
        const instant = new Date(start + day * 86_400_000 + minutes * 60_000);
        for (const locale of locales) {
          for (const kind of kinds) {
            const intl = formats.get(`${locale} ${kind}`)!.format(instant);
            const expected = locale === 'ko-KR' ? koreanDayPeriods(intl) : intl;
            expect(
              writtenSeoulDate(locale, kind, instant),
              `${locale} ${kind} ${instant.toISOString()}`,
            ).toBe(expected);
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(3 * 366 * 5 * 3 * 6);
  });

  it('writes the day in Seoul, not in UTC: 15:00 UTC is the next day there', () => {
    const instant = new Date('2026-11-23T15:00:00Z');
    expect(writtenSeoulDate('ko-KR', 'weekday', instant)).toBe('11월 24일 (화)');
    expect(writtenSeoulDate('en-US', 'weekday', instant)).toBe('Tue, Nov 24');
    expect(writtenSeoulDate('ja-JP', 'weekday', instant)).toBe('11月24日(火)');
    expect(writtenSeoulDate('ko-KR', 'dateTime', instant)).toBe('2026. 11. 24. 오전 12:00');
  });

  it('leaves to Intl the years of summer time in Korea (up to 1988) and past 9999', () => {
    expect(writtenSeoulDate('ko-KR', 'date', new Date('1988-07-01T00:00:00Z'))).toBeNull();
    expect(writtenSeoulDate('ko-KR', 'date', new Date('1988-12-31T15:00:00Z'))).toBe('1989년 1월 1일');
    expect(writtenSeoulDate('en-US', 'date', new Date('+010000-01-01T00:00:00Z'))).toBeNull();
    expect(writtenSeoulDate('en-US', 'date', new Date(Number.NaN))).toBeNull();
  });
});

describe('relative times are written as Intl.RelativeTimeFormat writes them (numeric: auto)', () => {
  const units: RelativeUnit[] = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'];
  const values = [
    ...Array.from({ length: 121 }, (_, i) => i - 60),
    -1000,
    1000,
    -123_456,
    123_456,
    Number.MAX_SAFE_INTEGER,
  ];
  for (const locale of locales) {
    it(`${locale}: every unit, past and future, the named ones and four-digit counts`, () => {
      const intl = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
      for (const unit of units) {
        for (const value of values) {
          expect(writtenRelativeTime(locale, value, unit), `${value} ${unit}`).toBe(intl.format(value, unit));
        }
      }
    });
  }

  it('leaves to Intl a fraction, -0 and an unsafe integer', () => {
    expect(writtenRelativeTime('ko-KR', 1.5, 'day')).toBeNull();
    expect(writtenRelativeTime('en-US', -0, 'second')).toBeNull();
    expect(writtenRelativeTime('ja-JP', 2 ** 60, 'year')).toBeNull();
  });
});

describe('the formatters use Intl for what is not written', () => {
  const t = createTranslate('en', {});
  it('another time zone, a fraction and old dates still read as Intl writes them', () => {
    const newYork = createFormatters('en', t, { timeZone: 'America/New_York' });
    expect(newYork.dateTime('2026-05-01T06:05:00Z')).toBe(
      new Intl.DateTimeFormat('en-US', { ...options.dateTime, timeZone: 'America/New_York' }).format(
        new Date('2026-05-01T06:05:00Z'),
      ),
    );
    const seoul = createFormatters('en', t);
    expect(seoul.number(1234.5678)).toBe('1,234.568');
    expect(seoul.date('1987-08-01T00:00:00Z')).toBe('August 1, 1987');
    expect(seoul.number(1_234_567)).toBe('1,234,567');
  });
});
