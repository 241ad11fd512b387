import { isWrittenLocale, writtenRelativeTime, type RelativeUnit } from '@pintrip/shared';

const units: [RelativeUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * `value` `unit`s from now in `locale`: written without Intl in the interface's three languages (a
 * page's first Intl.RelativeTimeFormat costs a phone a long task, format-written.ts), else by Intl.
 */
function relative(locale: string, value: number, unit: RelativeUnit): string {
  return (
    (isWrittenLocale(locale) ? writtenRelativeTime(locale, value, unit) : null) ??
    new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit)
  );
}

/** "3분 전", "3 minutes ago", "3 分前": the largest whole unit between `date` and `now`. */
export function formatRelativeTime(date: Date, now: Date, locale: string): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  // Under a minute reads as "now" (지금 / now / 今): clocks differ by a few seconds anyway.
  if (Math.abs(seconds) < 60) return relative(locale, 0, 'second');
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative(locale, Math.trunc(seconds / size), unit);
  }
  return relative(locale, 0, 'second');
}
