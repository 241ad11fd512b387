import { defaultLanguage, type Language } from '@pintrip/shared';
import { isLanguage, localeOf, useTranslation } from '../i18n';

/** The interface language and its BCP 47 locale (Korean unless another one is chosen). */
export function useLocale(): { language: Language; locale: string } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return { language, locale: localeOf[language] };
}
