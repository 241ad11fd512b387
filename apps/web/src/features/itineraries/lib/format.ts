import { useTranslation } from 'react-i18next';
import { dayCount, defaultLanguage, type Language } from '@pintrip/shared';
import { localeOf } from '../../../i18n';

function useLocale(): string {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? defaultLanguage) as Language;
  return localeOf[language] ?? localeOf[defaultLanguage];
}

/** An amount in won: "12,000원" in Korean, "₩12,000" otherwise. */
export function useFormatWon() {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(useLocale());
  return (amount: number) => t('itineraries.won', { amount: number.format(amount) });
}

export function useFormatCount() {
  const format = new Intl.NumberFormat(useLocale());
  return (n: number) => format.format(n);
}

/** A calendar date `YYYY-MM-DD` in the locale, read as a date (no time zone shift). */
export function useFormatDay() {
  const format = new Intl.DateTimeFormat(useLocale(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (date: string) => {
    const parsed = new Date(`${date}T00:00:00Z`);
    return Number.isNaN(parsed.getTime()) ? date : format.format(parsed);
  };
}

/** "2025년 5월 1일 ~ 2025년 5월 3일 (3일)". */
export function useFormatDateRange() {
  const { t } = useTranslation();
  const formatDay = useFormatDay();
  return (start: string, end: string) =>
    t('itineraries.dateRange', {
      start: formatDay(start),
      end: formatDay(end),
      days: t('itineraries.dayCount', { count: dayCount(start, end) ?? 0 }),
    });
}

/** A maps search for a location (Kakao Map, the usual choice in Korea). */
export function mapSearchUrl(location: string): string {
  return `https://map.kakao.com/?q=${encodeURIComponent(location)}`;
}

/** Stock photo shown when a plan has no destination image (spec 2 §7 fallback). */
export const fallbackPlanImage = '/itinerary-fallback.svg';
