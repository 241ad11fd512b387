/*
 * Dates, numbers, money and trip lengths in an interface language: Intl (keyed by the language
 * list's locale) for digits and calendars, the translation file (`format.*`) for words such as
 * 원, 박 and 일차. One set for the web app and the server-written pages.
 */
import { languageEntry } from './languages.js';
import type { Translate } from './translate.js';

export interface Formatters {
  /** 12,000 / 12,000 / 12,000 (digits grouped the locale's way). */
  number(value: number): string;
  /** "12,000원", "₩12,000", "12,000ウォン". */
  won(amount: number): string;
  /** An instant (ISO string) as a date: "2026년 5월 1일", "May 1, 2026", "2026年5月1日"; "" when invalid. */
  date(iso: string): string;
  /** An instant as a short date and time; "" when invalid. */
  dateTime(iso: string): string;
  /** A calendar date `YYYY-MM-DD` read as that date (no time-zone shift): "2026. 5. 1.", "May 1, 2026". */
  calendarDay(date: string): string;
  /** A number of days: "3일", "3 days", "3日間". */
  dayCount(days: number): string;
  /** A trip of `days` days: "2박 3일", "2 nights, 3 days", "2泊3日"; one day is a day trip. */
  tripLength(days: number): string;
  /** The n-th day of a trip: "1일차", "Day 1", "1日目". */
  dayNumber(day: number): string;
}

/** The formatters of `language`; `t` gives that language's texts (i18next's `t` or `createTranslate`). */
export function createFormatters(language: string, t: Translate): Formatters {
  const { locale } = languageEntry(language);
  const number = new Intl.NumberFormat(locale);
  const date = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const calendarDay = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const instant = (format: Intl.DateTimeFormat, value: string) => {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? '' : format.format(parsed);
  };
  return {
    number: (value) => number.format(value),
    won: (amount) => t('format.won', { amount: number.format(amount) }),
    date: (iso) => instant(date, iso),
    dateTime: (iso) => instant(dateTime, iso),
    calendarDay: (value) => instant(calendarDay, `${value}T00:00:00Z`) || value,
    dayCount: (days) => t('format.dayCount', { count: days }),
    tripLength: (days) =>
      days <= 1 ? t('format.dayTrip') : t('format.tripLength', { count: days - 1, days }),
    dayNumber: (day) => t('format.dayNumber', { day }),
  };
}
