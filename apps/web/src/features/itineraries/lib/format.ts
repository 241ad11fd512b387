import { useTranslation } from 'react-i18next';
import { dayCount } from '@pintrip/shared';
import { useLocale } from '../../../hooks/use-locale';
import { useFormatDay } from '../../../lib/format';

/** An amount in won: "12,000원" in Korean, "₩12,000" otherwise. */
export function useFormatWon() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const number = new Intl.NumberFormat(locale);
  return (amount: number) => t('itineraries.won', { amount: number.format(amount) });
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

/** Stock photo shown when a plan has no destination image (spec 2 §7 fallback). */
export const fallbackPlanImage = '/itinerary-fallback.svg';
