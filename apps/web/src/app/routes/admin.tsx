/**
 * The admin area's route module. The guard runs first: visitors get the login dialog, signed-in
 * users who are not admins a 403 screen; only then are the admin pages loaded (a separate chunk),
 * so their code reaches admins only. The server refuses every admin call anyway.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from '../../i18n';
import { isAdmin } from '@pintrip/shared';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useAuthDialogs } from '../../features/auth';
import { actorFromMe, useMe } from '../../features/session';
import { useDocumentTitle } from '../use-document-title';

const pages = () => import('../../features/admin');
const Hub = lazy(() => pages().then((m) => ({ default: m.AdminHub })));
const Users = lazy(() => pages().then((m) => ({ default: m.UsersPage })));
const Permissions = lazy(() => pages().then((m) => ({ default: m.PermissionsPage })));
const Categories = lazy(() => pages().then((m) => ({ default: m.CategoriesPage })));
const Reports = lazy(() => pages().then((m) => ({ default: m.ReportsPage })));
const Audit = lazy(() => pages().then((m) => ({ default: m.AuditPage })));

function Gate({
  titleKey,
  bodyKey,
  children,
}: {
  titleKey: string;
  bodyKey: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-5xl font-black text-ink-subtle" aria-hidden="true">
        403
      </p>
      <h1 className="mt-4 text-2xl font-extrabold">{t(titleKey)}</h1>
      <p className="mt-2 text-ink-muted">{t(bodyKey)}</p>
      <div className="mt-6 flex justify-center gap-2">{children}</div>
    </div>
  );
}

function SignInGate() {
  const { t } = useTranslation();
  const { openLogin } = useAuthDialogs();
  useEffect(() => openLogin(), [openLogin]);
  return (
    <Gate titleKey="admin.signIn.title" bodyKey="admin.signIn.body">
      <button type="button" className={buttonClasses('primary')} onClick={openLogin}>
        {t('admin.signIn.action')}
      </button>
    </Gate>
  );
}

export function AdminLayout() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.title'));
  const { data: me, isPending } = useMe();
  if (isPending) return <Spinner className="m-10" label={t('common.loading')} />;
  if (!me) return <SignInGate />;
  if (!isAdmin(actorFromMe(me))) {
    return (
      <Gate titleKey="admin.forbidden.title" bodyKey="admin.forbidden.body">
        <Link to="/" className={buttonClasses('outline')}>
          {t('admin.forbidden.home')}
        </Link>
      </Gate>
    );
  }
  return (
    <Suspense fallback={<Spinner className="m-10" label={t('common.loading')} />}>
      <Outlet />
    </Suspense>
  );
}

export function AdminHub() {
  return <Hub />;
}

export type AdminSectionName = 'users' | 'permissions' | 'categories' | 'reports' | 'audit';

/** One admin page; rendered inside AdminLayout, so `me` is an admin here. */
export function AdminSection({ section }: { section: AdminSectionName }) {
  const { data: me } = useMe();
  const viewer = actorFromMe(me);
  if (!viewer) return null;
  switch (section) {
    case 'users':
      return <Users viewer={viewer} />;
    case 'permissions':
      return <Permissions viewer={viewer} />;
    case 'categories':
      return <Categories />;
    case 'reports':
      return <Reports />;
    case 'audit':
      return <Audit />;
  }
}
