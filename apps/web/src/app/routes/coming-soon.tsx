import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../use-document-title';

/** The heading a screen shows until the issue that builds it lands. */
export function ScreenHeading({ titleKey, bodyKey }: { titleKey: string; bodyKey?: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t(titleKey));
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">{t(titleKey)}</h1>
      {bodyKey ? <p className="mt-3 max-w-2xl text-ink-muted">{t(bodyKey)}</p> : null}
    </div>
  );
}
