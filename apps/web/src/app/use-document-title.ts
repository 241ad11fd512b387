import { useEffect } from 'react';
import { useTranslation } from '../i18n';

/**
 * Sets the tab's title for the screen in the interface language: "<page> | Pintrip 핀트립", or the
 * landing's own title when `page` is null.
 */
export function useDocumentTitle(page: string | null) {
  const { t } = useTranslation();
  const title = page ? t('titles.page', { page, brand: t('titles.brand') }) : t('titles.landing');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
