/*
 * The Korean conventions of issue 20 item 14, pinned in the three languages: one formatter per
 * convention, written in Asia/Seoul whatever the machine's time zone.
 */
import { describe, expect, it, vi } from 'vitest';
import { createFormatters } from './format.js';
import { loadMessages, type Messages } from './languages.js';
import { createTranslate } from './translate.js';

const formattersOf = async (code: 'ko' | 'en' | 'ja', timeZone?: string) =>
  createFormatters(code, createTranslate(code, (await loadMessages(code)) as Messages), { timeZone });

describe('trip lengths', () => {
  it('write nights then days in Korean and Japanese, and a day trip for one day', async () => {
    const [ko, en, ja] = await Promise.all([formattersOf('ko'), formattersOf('en'), formattersOf('ja')]);
    expect(ko.tripLength(3)).toBe('2박 3일');
    expect(en.tripLength(3)).toBe('2 nights, 3 days');
    expect(ja.tripLength(3)).toBe('2泊3日');
    expect(ko.tripLength(2)).toBe('1박 2일');
    expect(en.tripLength(2)).toBe('1 night, 2 days');
    expect(ko.tripLength(1)).toBe('당일치기');
    expect(ja.tripLength(1)).toBe('日帰り');
  });
});

describe('day labels', () => {
  it('are 1일차, Day 1 and 1日目', async () => {
    const [ko, en, ja] = await Promise.all([formattersOf('ko'), formattersOf('en'), formattersOf('ja')]);
    expect(ko.dayNumber(1)).toBe('1일차');
    expect(en.dayNumber(1)).toBe('Day 1');
    expect(ja.dayNumber(12)).toBe('12日目');
  });
});

describe('amounts in won', () => {
  it('put 원 after the digits in Korean, ₩ before them in English and ウォン after them in Japanese', async () => {
    const [ko, en, ja] = await Promise.all([formattersOf('ko'), formattersOf('en'), formattersOf('ja')]);
    expect(ko.won(12000)).toBe('12,000원');
    expect(en.won(12000)).toBe('₩12,000');
    expect(ja.won(12000)).toBe('12,000ウォン');
    expect(ko.won(0)).toBe('0원');
  });

  it('write a budget as a range, or one amount when both ends are equal', async () => {
    const [ko, en, ja] = await Promise.all([formattersOf('ko'), formattersOf('en'), formattersOf('ja')]);
    expect(ko.wonRange(10000, 50000)).toBe('10,000원 ~ 50,000원');
    expect(en.wonRange(10000, 50000)).toBe('₩10,000 – ₩50,000');
    expect(ja.wonRange(10000, 50000)).toBe('10,000ウォン～50,000ウォン');
    expect(ko.wonRange(30000, 30000)).toBe('30,000원');
  });
});

describe('dates with their weekday', () => {
  it('are 11월 24일 (화), Tue, Nov 24 and 11月24日(火)', async () => {
    const [ko, en, ja] = await Promise.all([formattersOf('ko'), formattersOf('en'), formattersOf('ja')]);
    expect(ko.weekdayDay('2026-11-24')).toBe('11월 24일 (화)');
    expect(en.weekdayDay('2026-11-24')).toBe('Tue, Nov 24');
    expect(ja.weekdayDay('2026-11-24')).toBe('11月24日(火)');
    expect(ko.weekdayDay('2026-11-24', { withYear: true })).toBe('2026년 11월 24일 (화)');
    expect(en.weekdayDay('2026-11-24', { withYear: true })).toBe('Tue, Nov 24, 2026');
  });

  it('keep a calendar date on its day whatever time zone the page is written in', async () => {
    // A calendar date is a day in Korea; the writer's zone must not move it (UTC-10 would).
    const honolulu = await formattersOf('ko', 'Pacific/Honolulu');
    const seoul = await formattersOf('ko');
    expect(seoul.weekdayDay('2026-01-01')).toBe('1월 1일 (목)');
    expect(seoul.calendarDay('2026-01-01')).toBe('2026년 1월 1일');
    expect(honolulu.weekdayDay('2026-01-01')).toBe('1월 1일 (목)');
    expect(honolulu.tripDates('2026-01-01', '2026-01-02')).toBe('1월 1일 (목) ~ 1월 2일 (금) · 1박 2일');
    // The default zone is explicit: the same answer on a machine set to any zone.
    expect(honolulu.date('2026-05-01T16:00:00Z')).toBe('2026년 5월 1일');
    expect(seoul.date('2026-05-01T16:00:00Z')).toBe('2026년 5월 2일');
  });

  it('give the input back when it is not a date', async () => {
    const ko = await formattersOf('ko');
    expect(ko.weekdayDay('2026-13-01')).toBe('2026-13-01');
    expect(ko.date('nope')).toBe('');
  });
});

describe('trip dates', () => {
  it('write the range with weekdays and the trip length', async () => {
    const [ko, en, ja] = await Promise.all([formattersOf('ko'), formattersOf('en'), formattersOf('ja')]);
    expect(ko.tripDates('2026-11-24', '2026-11-26')).toBe('11월 24일 (화) ~ 11월 26일 (목) · 2박 3일');
    expect(en.tripDates('2026-11-24', '2026-11-26')).toBe('Tue, Nov 24 – Thu, Nov 26 · 2 nights, 3 days');
    expect(ja.tripDates('2026-11-24', '2026-11-26')).toBe('11月24日(火)～11月26日(木)・2泊3日');
    expect(ko.tripDates('2026-11-24', '2026-11-24')).toBe('11월 24일 (화) ~ 11월 24일 (화) · 당일치기');
  });

  it('write the year when asked and when the trip crosses a new year', async () => {
    const ko = await formattersOf('ko');
    expect(ko.tripDates('2026-11-24', '2026-11-25', { withYear: true })).toBe(
      '2026년 11월 24일 (화) ~ 11월 25일 (수) · 1박 2일',
    );
    expect(ko.tripDates('2026-12-31', '2027-01-01')).toBe(
      '2026년 12월 31일 (목) ~ 2027년 1월 1일 (금) · 1박 2일',
    );
  });
});

describe('amounts in any currency and exchange rates', () => {
  it('write each currency the way Korean apps do, from integer minor units', async () => {
    const [ko, en, ja] = await Promise.all([formattersOf('ko'), formattersOf('en'), formattersOf('ja')]);
    expect(ko.money(32000, 'KRW')).toBe('32,000원');
    expect(en.money(32000, 'KRW')).toBe('₩32,000');
    expect(ja.money(32000, 'KRW')).toBe('32,000ウォン');
    expect(ko.money(1000, 'JPY')).toBe('1,000엔');
    expect(ja.money(1000, 'JPY')).toBe('1,000円');
    expect(ko.money(1250, 'USD')).toBe('12.50달러');
    expect(en.money(1250, 'USD')).toBe('$12.50');
    expect(en.money(123456789, 'EUR')).toBe('€1,234,567.89');
    expect(ko.money(-5, 'USD')).toBe('-0.05달러');
    expect(ko.money(990, 'THB')).toBe('9.90 THB');
    // Digits come from integer arithmetic: the largest safe amount keeps every cent.
    expect(ko.money(Number.MAX_SAFE_INTEGER, 'USD')).toBe('90,071,992,547,409.91달러');
  });

  it('quote the yen per 100 as Korean banks do, other currencies per unit', async () => {
    const [ko, en, ja] = await Promise.all([formattersOf('ko'), formattersOf('en'), formattersOf('ja')]);
    expect(ko.exchangeRate('9.0512', 'JPY')).toBe('100엔 = 905.12원');
    expect(ja.exchangeRate('9.0512', 'JPY')).toBe('100円 = 905.12ウォン');
    expect(ko.exchangeRate('1387.45', 'USD')).toBe('1달러 = 1,387.45원');
    expect(en.exchangeRate('1387', 'USD')).toBe('$1 = ₩1,387');
    expect(ko.exchangeRate('0.00072', 'KRW', 'USD')).toBe('1원 = 0.00072달러');
    expect(ko.exchangeRate('nope', 'JPY')).toBe('nope');
    // An averaged rate keeps eight decimals; it is shown as banks quote it, rounded half up.
    expect(ko.exchangeRate('9.09090909', 'JPY')).toBe('100엔 = 909.09원');
    expect(ko.exchangeRate('9.09095', 'JPY')).toBe('100엔 = 909.1원');
    expect(ko.exchangeRate('1387.455', 'USD')).toBe('1달러 = 1,387.46원');
  });
});

describe('travel times and distances (routing)', () => {
  it('write minutes to the minute above, hours past an hour, metres under a kilometre', async () => {
    const [ko, en, ja] = await Promise.all([formattersOf('ko'), formattersOf('en'), formattersOf('ja')]);
    expect(ko.travelTime(690)).toBe('12분');
    expect(ko.travelTime(3900)).toBe('1시간 5분');
    expect(en.travelTime(3900)).toBe('1 h 5 min');
    expect(ja.travelTime(3900)).toBe('1時間5分');
    expect(ko.travelTime(0)).toBe('1분');
    expect(ko.distance(850)).toBe('850m');
    expect(ko.distance(1234)).toBe('1.2km');
    expect(en.distance(1234)).toBe('1.2 km');
  });
});

describe('Intl formats', () => {
  it('are built once for every formatter set of a language and zone; a format call builds nothing', async () => {
    const t = createTranslate('ja', (await loadMessages('ja')) as Messages);
    const { DateTimeFormat, NumberFormat } = Intl;
    const built = { dates: 0, numbers: 0 };
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        built.dates += 1;
      }
    } as typeof DateTimeFormat;
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        built.numbers += 1;
      }
    } as typeof NumberFormat;
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const use = (set: ReturnType<typeof createFormatters>) => {
        expect(set.dateTime('2026-05-01T12:00:00Z')).toBe('2026/05/01 7:00');
        expect(set.money(1250, 'USD')).toBe('12.50ドル');
        expect(set.distance(850)).toBe('850 m');
        expect(set.distance(2400)).toBe('2.4 km');
      };
      // A zone no other test writes in: its date format is built here, on first use.
      use(createFormatters('ja', t, { timeZone: 'America/Lima' }));
      expect(built.dates).toBe(1);
      const { numbers } = built;
      // Every other set of the language (and zone) uses the same ones, however often it formats.
      for (let i = 0; i < 20; i++) use(createFormatters('ja', t, { timeZone: 'America/Lima' }));
      createFormatters('ja', t).distance(850);
      expect(built).toEqual({ dates: 1, numbers });
      // No key is made per call (the formats were once looked up by a JSON key at every call).
      expect(stringify).not.toHaveBeenCalled();
    } finally {
      Intl.DateTimeFormat = DateTimeFormat;
      Intl.NumberFormat = NumberFormat;
      vi.restoreAllMocks();
    }
  });
});
