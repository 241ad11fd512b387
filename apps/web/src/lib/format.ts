/**
 * Numbers, dates, money and trip lengths as the interface's language writes them: the web app's
 * door to the one set of formatters (`createFormatters` in @pintrip/shared, which the server-written
 * pages use too). Screens call these hooks; none builds an Intl format or a word table of its own.
 */
import { useMemo } from 'react';
import { useTranslation } from '../i18n';
import { createFormatters, type Formatters } from '@pintrip/shared';
import { useLocale } from '../hooks/use-locale';

/** The shared formatters of the interface's language (won, trip lengths, day labels, dates…). */
export function useFormatters(): Formatters {
  const { t } = useTranslation();
  const { language } = useLocale();
  return useMemo(() => createFormatters(language, t), [language, t]);
}

/** "1,234" in the interface's locale. */
export function useFormatCount() {
  return useFormatters().number;
}

/** A moment as a date: "2025년 3월 1일" (`long`, the default) or "2025. 3. 1." (`medium`). */
export function useFormatDate(style: 'long' | 'medium' = 'long') {
  const format = useFormatters();
  return style === 'long' ? format.date : format.shortDate;
}

/** A moment with its time ("2025. 3. 1. 오후 2:05"); null stays null (e.g. never signed in). */
export function useFormatDateTime() {
  const format = useFormatters();
  return (iso: string | null): string | null => (iso ? format.dateTime(iso) : null);
}

/** A calendar date `YYYY-MM-DD` ("2025년 3월 1일"), a day in Korea whatever the browser's zone. */
export function useFormatDay() {
  return useFormatters().calendarDay;
}

/** An amount in won: "12,000원", "₩12,000", "12,000ウォン". */
export function useFormatWon() {
  return useFormatters().won;
}

/** A budget: "10,000원 ~ 50,000원", "₩10,000 – ₩50,000"; one amount when both ends are equal. */
export function useFormatBudget() {
  return useFormatters().wonRange;
}

/** A trip's dates with weekdays and its length: "11월 24일 (화) ~ 11월 26일 (목) · 2박 3일". */
export function useFormatTripDates() {
  return useFormatters().tripDates;
}

/** The n-th day of a trip: "1일차", "Day 1", "1日目". */
export function useFormatDayNumber() {
  return useFormatters().dayNumber;
}

/** A maps search for a location (Kakao Map, the usual choice in Korea). */
export function mapSearchUrl(location: string): string {
  return `https://map.kakao.com/?q=${encodeURIComponent(location)}`;
}

/**
 * An instant as a date and time in the zone it happens in ("2026. 12. 20. 오전 9:05" for a flight
 * leaving Seoul), whatever the browser's zone; the shared formatters with that zone.
 */
export function useFormatZonedDateTime() {
  const { t } = useTranslation();
  const { language } = useLocale();
  return (iso: string, timeZone: string) => createFormatters(language, t, { timeZone }).dateTime(iso);
}
