import { Link, Navigate, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';
import { isAdmin } from '@pintrip/shared';
import { actorFromMe, useMe } from '../../features/session';
import { ScreenHeading } from './coming-soon';
import { useDocumentTitle } from '../use-document-title';

const sections = ['users', 'permissions', 'categories'] as const;

export function AdminLayout() {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  if (isPending) return <Spinner className="m-10" label={t('common.loading')} />;
  if (!isAdmin(actorFromMe(me))) return <Navigate to="/" replace />;
  return <Outlet />;
}

export function AdminHub() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.title'));
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">{t('admin.title')}</h1>
      <div className="mt-8 grid gap-4 sm:grid-cols-3">
        {sections.map((section) => (
          <Link
            key={section}
            to={`/admin/${section}`}
            className="rounded-2xl border border-line bg-surface-raised p-6 shadow-[var(--shadow-card)] hover:border-brand"
          >
            <h2 className="text-lg font-bold">{t(`admin.${section}.title`)}</h2>
            <p className="mt-1 text-sm text-ink-muted">{t(`admin.${section}.body`)}</p>
          </Link>
        ))}
      </div>
    </div>
  );
}

export function AdminSection({ section }: { section: (typeof sections)[number] }) {
  return <ScreenHeading titleKey={`admin.${section}.title`} bodyKey={`admin.${section}.body`} />;
}
