/*
 * Dates, numbers, money and trip lengths in an interface language: Intl (keyed by the language
 * list's locale) for digits and calendars, the translation file (`format.*`) for words such as
 * 원, 박 and 일차. One set for the web app and the server-written pages: a screen that shows an
 * amount, a trip length, a day label or a date calls these, never Intl or a table of its own.
 *
 * Every date is written in an explicit time zone (Asia/Seoul unless told otherwise), so the server
 * page, the browser and a test on any machine write the same day. A trip's dates are calendar dates
 * (`YYYY-MM-DD`, a day in Korea): they are read as midnight in Seoul and written in Seoul.
 */
import { languageEntry } from './languages.js';
import {
  currencyDigits,
  parseRate,
  rateDecimals,
  rateQuoteUnit,
  type CurrencyCode,
} from './money/currency.js';
import type { Translate } from './translate.js';
import { isWrittenLocale, writtenInteger, writtenSeoulDate, type WrittenDateKind } from './format-written.js';

export { isWrittenLocale, writtenRelativeTime, type RelativeUnit } from './format-written.js';

/** The time zone dates are written in: trips happen in Korea, and the product is Korean. */
export const displayTimeZone = 'Asia/Seoul';

export interface Formatters {
  /** 12,000 / 12,000 / 12,000 (digits grouped the locale's way). */
  number(value: number): string;
  /** "12,000원", "₩12,000", "12,000ウォン". */
  won(amount: number): string;
  /**
   * An amount in minor units of `currency` as Korean apps write it: "32,000원", "1,000엔",
   * "12.50달러" in Korean; "₩32,000", "¥1,000", "$12.50" in English; "32,000ウォン", "1,000円" in
   * Japanese. Digits come from integer arithmetic, never from a float.
   */
  money(amountMinor: number, currency: CurrencyCode): string;
  /**
   * A frozen rate (`home` units per one `currency` unit, a decimal string) the way Korean banks quote
   * it, per 100 yen or dong, the foreign side as a whole number, two decimals from 1 up: "100엔 =
   * 905.12원", "1달러 = 1,387.45원"; the rate itself when invalid.
   */
  exchangeRate(rate: string, currency: CurrencyCode, home?: CurrencyCode): string;
  /** A budget from `min` to `max`: "10,000원 ~ 50,000원", "₩10,000 – ₩50,000"; one amount when equal. */
  wonRange(min: number, max: number): string;
  /** An instant (ISO string) as a date: "2026년 5월 1일", "May 1, 2026", "2026年5月1日"; "" when invalid. */
  date(iso: string): string;
  /** An instant as a numeric date: "2026. 5. 1.", "May 1, 2026", "2026/05/01"; "" when invalid. */
  shortDate(iso: string): string;
  /** An instant as a short date and time; "" when invalid. */
  dateTime(iso: string): string;
  /** A calendar date `YYYY-MM-DD`: "2026년 5월 1일", "May 1, 2026"; the input itself when invalid. */
  calendarDay(date: string): string;
  /**
   * A calendar date with its weekday: "11월 24일 (화)", "Tue, Nov 24", "11月24日(火)"; with
   * `withYear`, "2026년 11월 24일 (화)", "Tue, Nov 24, 2026", "2026年11月24日(火)".
   */
  weekdayDay(date: string, options?: { withYear?: boolean }): string;
  /**
   * A trip's dates and length: "11월 24일 (화) ~ 11월 26일 (목) · 2박 3일". The year is written on
   * the first day when `withYear` is set or the trip crosses a new year.
   */
  tripDates(start: string, end: string, options?: { withYear?: boolean }): string;
  /** A number of days: "3일", "3 days", "3日間". */
  dayCount(days: number): string;
  /** A trip of `days` days: "2박 3일", "2 nights, 3 days", "2泊3日"; one day is a day trip. */
  tripLength(days: number): string;
  /** The n-th day of a trip: "1일차", "Day 1", "1日目". */
  dayNumber(day: number): string;
  /** A travel time in seconds, to the minute above: "12분", "1시간 5분", "1 h 5 min" (routing). */
  travelTime(seconds: number): string;
  /** A distance in metres: "850m", "1.2km" (routing). */
  distance(metres: number): string;
}

/** Currencies with a word of their own in the translation files (`format.currency.*`). */
const namedCurrencies: readonly CurrencyCode[] = ['JPY', 'USD', 'EUR', 'CNY'];

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A value made by `make` the first time it is asked for, then the same one. */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/*
 * The Intl formats, each built the first time it is used and shared by every formatter set of its
 * locale (and time zone, for dates): Intl constructors cost a lot — a list of twenty cards, each
 * with its own formatters, spent most of its hydration in them (decision 0060). A set looks its
 * formats up once, when it is made; its format calls read them from its closure, with no key to build.
 */
interface NumberFormats {
  number: () => Intl.NumberFormat;
  /** The locale's decimal separator ("." or ","). */
  decimalSeparator: () => string;
  metres: () => Intl.NumberFormat;
  kilometres: () => Intl.NumberFormat;
}

/** Dates written in one time zone. */
interface DateFormats {
  date: () => Intl.DateTimeFormat;
  shortDate: () => Intl.DateTimeFormat;
  dateTime: () => Intl.DateTimeFormat;
  calendarDay: () => Intl.DateTimeFormat;
  weekday: () => Intl.DateTimeFormat;
  weekdayWithYear: () => Intl.DateTimeFormat;
}

const numberFormatsByLocale = new Map<string, NumberFormats>();
const dateFormatsByLocaleAndZone = new Map<string, DateFormats>();

function numberFormats(locale: string): NumberFormats {
  let formats = numberFormatsByLocale.get(locale);
  if (formats) return formats;
  const number = lazy(() => new Intl.NumberFormat(locale));
  formats = {
    number,
    decimalSeparator: lazy(
      () =>
        number()
          .formatToParts(1.5)
          .find((part) => part.type === 'decimal')?.value ?? '.',
    ),
    metres: lazy(() => new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', unitDisplay: 'short' })),
    kilometres: lazy(
      () =>
        new Intl.NumberFormat(locale, {
          style: 'unit',
          unit: 'kilometer',
          unitDisplay: 'short',
          maximumFractionDigits: 1,
        }),
    ),
  };
  numberFormatsByLocale.set(locale, formats);
  return formats;
}

function dateFormats(locale: string, timeZone: string): DateFormats {
  const key = `${locale} ${timeZone}`;
  let formats = dateFormatsByLocaleAndZone.get(key);
  if (formats) return formats;
  const format = (options: Intl.DateTimeFormatOptions) =>
    lazy(() => new Intl.DateTimeFormat(locale, { ...options, timeZone }));
  formats = {
    date: format({ year: 'numeric', month: 'long', day: 'numeric' }),
    shortDate: format({ dateStyle: 'medium' }),
    dateTime: format({ dateStyle: 'medium', timeStyle: 'short' }),
    calendarDay: format({ year: 'numeric', month: 'short', day: 'numeric' }),
    weekday: format({ month: 'short', day: 'numeric', weekday: 'short' }),
    weekdayWithYear: format({ year: 'numeric', month: 'short', day: 'numeric', weekday: 'short' }),
  };
  dateFormatsByLocaleAndZone.set(key, formats);
  return formats;
}

/** Midnight in Seoul of a calendar date, or null when it is not a real `YYYY-MM-DD` date. */
function seoulMidnight(value: string): Date | null {
  const match = calendarDatePattern.exec(value);
  if (!match) return null;
  // Korea has no daylight saving time: midnight there is always 15:00 UTC the day before.
  const parsed = new Date(`${value}T00:00:00+09:00`);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** Days from `start` to `end` inclusive (calendar dates), or null when either is invalid. */
function inclusiveDays(start: string, end: string): number | null {
  const from = seoulMidnight(start);
  const to = seoulMidnight(end);
  if (!from || !to) return null;
  return Math.round((to.getTime() - from.getTime()) / 86_400_000) + 1;
}

/**
 * The formatters of `language`; `t` gives that language's texts (i18next's `t` or
 * `createTranslate`). `timeZone` is where instants are written (Asia/Seoul by default); calendar
 * dates are days in Korea and always stay on their day.
 */
export function createFormatters(
  language: string,
  t: Translate,
  { timeZone = displayTimeZone }: { timeZone?: string } = {},
): Formatters {
  const { locale } = languageEntry(language);
  const { number, decimalSeparator, metres, kilometres } = numberFormats(locale);
  const instantFormats = dateFormats(locale, timeZone);
  // Calendar dates are read as midnight in Seoul, so they are always written in Seoul.
  const calendarFormats = dateFormats(locale, displayTimeZone);
  // Whole numbers and Seoul dates of the three languages are written without Intl, whose first
  // use costs a phone's page load a long task (format-written.ts); Intl writes everything else.
  const written = isWrittenLocale(locale) ? locale : null;
  const instantsInSeoul = written !== null && timeZone === displayTimeZone;
  const numberText = (value: number | bigint) =>
    (written ? writtenInteger(value) : null) ?? number().format(value);
  const separator = () => (written ? '.' : decimalSeparator());
  const instant = (kind: WrittenDateKind, value: string) => {
    const parsed = new Date(value);
    if (Number.isNaN(parsed.getTime())) return '';
    return (
      (instantsInSeoul ? writtenSeoulDate(written, kind, parsed) : null) ??
      instantFormats[kind]().format(parsed)
    );
  };
  const calendar = (kind: WrittenDateKind, value: string) => {
    const parsed = seoulMidnight(value);
    if (!parsed) return value;
    return (
      (written ? writtenSeoulDate(written, kind, parsed) : null) ?? calendarFormats[kind]().format(parsed)
    );
  };
  const won = (amount: number) => t('format.won', { amount: numberText(amount) });
  // Grouped whole part (through bigint) and the fraction digits as given: no float touches money.
  const decimalText = (whole: bigint, fraction: string) =>
    fraction ? `${numberText(whole)}${separator()}${fraction}` : numberText(whole);
  const currencyText = (currency: CurrencyCode, amount: string) =>
    currency === 'KRW'
      ? t('format.won', { amount })
      : namedCurrencies.includes(currency)
        ? t(`format.currency.${currency}`, { amount })
        : t('format.currencyCode', { amount, code: currency });
  const money = (amountMinor: number, currency: CurrencyCode) => {
    const digits = currencyDigits[currency];
    const minor = BigInt(amountMinor);
    const magnitude = minor < 0n ? -minor : minor;
    const scale = 10n ** BigInt(digits);
    const fraction = digits ? (magnitude % scale).toString().padStart(digits, '0') : '';
    const text = decimalText(magnitude / scale, fraction);
    return currencyText(currency, minor < 0n ? `-${text}` : text);
  };
  const exchangeRate = (rate: string, currency: CurrencyCode, home: CurrencyCode = 'KRW') => {
    const scaled = parseRate(rate);
    if (scaled === null) return rate;
    const unit = rateQuoteUnit(currency);
    const scale = 10n ** BigInt(rateDecimals);
    const exact = scaled * BigInt(unit);
    // As banks quote it: two decimals from 1 up ("100엔 = 909.09원", not 909.090909), half away
    // from zero; below 1, the rate's own digits ("1원 = 0.00072달러"). The stored rate is untouched.
    const step = exact >= scale ? 10n ** BigInt(rateDecimals - Math.max(2, currencyDigits[home])) : 1n;
    const quoted = ((exact + step / 2n) / step) * step;
    // The digits left (trailing zeros dropped), at least the home currency's minor digits.
    const fraction = (quoted % scale)
      .toString()
      .padStart(rateDecimals, '0')
      .replace(/0+$/, '')
      .padEnd(currencyDigits[home], '0');
    const foreign = currencyText(currency, numberText(unit));
    return t('format.exchangeRate', {
      foreign,
      home: currencyText(home, decimalText(quoted / scale, fraction)),
    });
  };
  const tripLength = (days: number) =>
    days <= 1 ? t('format.dayTrip') : t('format.tripLength', { count: days - 1, days });
  const weekdayDay = (value: string, options?: { withYear?: boolean }) =>
    calendar(options?.withYear ? 'weekdayWithYear' : 'weekday', value);
  return {
    number: numberText,
    won,
    money,
    exchangeRate,
    wonRange: (min, max) => (min === max ? won(min) : t('format.wonRange', { min: won(min), max: won(max) })),
    date: (iso) => instant('date', iso),
    shortDate: (iso) => instant('shortDate', iso),
    dateTime: (iso) => instant('dateTime', iso),
    calendarDay: (value) => calendar('calendarDay', value),
    weekdayDay,
    tripDates: (start, end, options) => {
      const days = inclusiveDays(start, end);
      const crossesYear = start.slice(0, 4) !== end.slice(0, 4);
      const range = t('format.dateRange', {
        start: weekdayDay(start, { withYear: options?.withYear || crossesYear }),
        end: weekdayDay(end, { withYear: crossesYear }),
      });
      return days && days > 0 ? t('format.tripDates', { range, length: tripLength(days) }) : range;
    },
    dayCount: (days) => t('format.dayCount', { count: days }),
    tripLength,
    dayNumber: (day) => t('format.dayNumber', { day }),
    travelTime: (seconds) => {
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      return minutes < 60
        ? t('format.travelMinutes', { minutes })
        : t('format.travelHours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
    },
    distance: (length) =>
      length < 1000 ? metres().format(Math.round(length)) : kilometres().format(length / 1000),
  };
}
