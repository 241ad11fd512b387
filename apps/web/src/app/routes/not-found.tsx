import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../use-document-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('notFound.body')}</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
