import { useTranslation } from 'react-i18next';
import { defaultLanguage, type Language } from '@pintrip/shared';
import { isLanguage, localeOf } from '../../../i18n';

/** The interface language and its BCP 47 locale (Korean unless another one is chosen). */
export function useLocale(): { language: Language; locale: string } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;
  return { language, locale: localeOf[language] };
}

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

/** A date in the language's locale ("2025년 3월 1일" in Korean). */
export function useFormatDate() {
  const { locale } = useLocale();
  const format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' });
  return (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
}

export function useFormatCount() {
  const { locale } = useLocale();
  const format = new Intl.NumberFormat(locale);
  return (n: number) => format.format(n);
}

/** The photo-sharing service's page of a hashtag. */
export function instagramTagUrl(tag: string): string {
  return `https://www.instagram.com/explore/tags/${encodeURIComponent(tag.replace(/^#+/, ''))}/`;
}

/** A maps search for a location (Kakao Map, the usual choice in Korea). */
export function mapSearchUrl(location: string): string {
  return `https://map.kakao.com/?q=${encodeURIComponent(location)}`;
}
