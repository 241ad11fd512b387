/**
 * Numbers, dates and links as the interface's language writes them: the one set of formatters of
 * the web app (a feature keeps only what is its own, such as a budget or a date range).
 */
import { useHydrated } from '../hooks/use-hydrated';
import { useLocale } from '../hooks/use-locale';

/**
 * The time zone of moments in server-rendered HTML and its hydration (the reader's own is unknown
 * there): the service's home. The reader's time zone takes over right after hydration.
 */
const renderTimeZone = 'Asia/Seoul';

/** "1,234" in the interface's locale. */
export function useFormatCount() {
  const { locale } = useLocale();
  const format = new Intl.NumberFormat(locale);
  return (n: number) => format.format(n);
}

/** A moment as a date: "2025년 3월 1일" (`long`, the default) or "2025. 3. 1." (`medium`). */
export function useFormatDate(style: 'long' | 'medium' = 'long') {
  const { locale } = useLocale();
  const timeZone = useHydrated() ? undefined : renderTimeZone;
  const format = new Intl.DateTimeFormat(
    locale,
    style === 'long'
      ? { year: 'numeric', month: 'long', day: 'numeric', timeZone }
      : { dateStyle: 'medium', timeZone },
  );
  return (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
}

/** A moment with its time ("2025. 3. 1. 오후 2:05"); null stays null (e.g. never signed in). */
export function useFormatDateTime() {
  const { locale } = useLocale();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string | null): string | null => (iso ? format.format(new Date(iso)) : null);
}

/** A calendar date `YYYY-MM-DD` in the locale, read as a date (no time zone shift). */
export function useFormatDay() {
  const { locale } = useLocale();
  const format = new Intl.DateTimeFormat(locale, {
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

/** A maps search for a location (Kakao Map, the usual choice in Korea). */
export function mapSearchUrl(location: string): string {
  return `https://map.kakao.com/?q=${encodeURIComponent(location)}`;
}
