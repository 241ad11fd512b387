import { useTranslation } from 'react-i18next';
import { defaultLanguage, type Language } from '@pintrip/shared';
import { isLanguage, localeOf } from '../i18n';

/** The interface language and its BCP 47 locale (Korean unless another one is chosen). */
export function useLocale(): { language: Language; locale: string } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;
  return { language, locale: localeOf[language] };
}
