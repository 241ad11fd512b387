import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../hooks/use-locale';

/** A budget in won for the language: "10,000원 ~ 50,000원" in Korean, "₩10,000 – ₩50,000" otherwise. */
export function useFormatBudget() {
  const { t } = useTranslation();
  const { language, locale } = useLocale();
  const number =
    language === 'ko'
      ? new Intl.NumberFormat(locale)
      : new Intl.NumberFormat(locale, { style: 'currency', currency: 'KRW', maximumFractionDigits: 0 });
  return (min: number, max: number) =>
    min === max
      ? t('destinations.budget.single', { amount: number.format(min) })
      : t('destinations.budget.range', { min: number.format(min), max: number.format(max) });
}

/** The photo-sharing service's page of a hashtag. */
export function instagramTagUrl(tag: string): string {
  return `https://www.instagram.com/explore/tags/${encodeURIComponent(tag.replace(/^#+/, ''))}/`;
}
