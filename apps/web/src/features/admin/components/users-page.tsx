import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import {
  canManageAccount,
  formatPhone,
  isSelf,
  isSuperAdmin,
  type Actor,
  type AdminUser,
} from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useToggleUserStatus } from '../api/toggle-user-status';
import { useErrorMessage } from '../../../lib/error-messages';
import { useFormatDate, useFormatDateTime } from '../../../lib/format';
import { AdminPage, AdminSearchForm, Badge, ErrorBanner } from './admin-page';

/** Users: search, status and deletion (spec 2 §2). Buttons follow the server's rules. */
export function UsersPage({ viewer }: { viewer: Actor }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate('medium');
  const formatDateTime = useFormatDateTime();
  const toast = useToast();
  const [q, setQ] = useState('');
  const users = useUsers(q);
  const toggle = useToggleUserStatus();
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  const onToggle = (user: AdminUser) =>
    toggle.mutate(user.id, {
      onSuccess: () => toast.show(t('admin.users.statusChanged'), 'success'),
      onError: (error) => toast.show(errorMessage('admin.userStatus', error), 'error'),
    });

  const rows = users.data?.pages.flatMap((page) => page.items) ?? [];
  /** Status and deletion, for the accounts this admin may manage (the shared policy). */
  const actionsFor = (user: AdminUser) =>
    canManageAccount(viewer, { id: user.id, isSuperAdmin: user.is_super_admin }) ? (
      <UserActions
        user={user}
        viewer={viewer}
        onToggle={onToggle}
        onDelete={setDeleting}
        busy={toggle.isPending}
      />
    ) : null;

  return (
    <AdminPage title={t('admin.users.title')} intro={t('admin.users.body')}>
      <AdminSearchForm
        label={t('admin.users.search')}
        placeholder={t('admin.users.search')}
        buttonLabel={t('admin.users.searchButton')}
        onSearch={setQ}
      />
      <div className="mt-4">
        {users.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : users.isError ? (
          <ErrorBanner>{t('admin.messages.usersLoadFailed')}</ErrorBanner>
        ) : rows.length === 0 ? (
          <p className="text-ink-muted">{t('admin.users.empty')}</p>
        ) : (
          <ul className="grid gap-3 lg:hidden">
            {rows.map((user) => (
              <li
                key={user.id}
                className="rounded-2xl border border-line bg-surface-raised p-4"
                data-testid="user-row"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 break-all font-semibold">{user.email}</span>
                  <StatusBadge user={user} />
                  <RoleBadges user={user} isYou={isSelf(viewer, user)} />
                </div>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-ink-subtle">{t('admin.users.nickname')}</dt>
                  <dd data-user-content>{user.profile.full_name ?? user.name}</dd>
                  <dt className="text-ink-subtle">{t('admin.users.contact')}</dt>
                  <dd>{formatPhone(user.profile, i18n.language) ?? '—'}</dd>
                  <dt className="text-ink-subtle">{t('admin.users.location')}</dt>
                  <dd data-user-content>{user.profile.location ?? '—'}</dd>
                  <dt className="text-ink-subtle">{t('admin.users.joined')}</dt>
                  <dd>{formatDate(user.created_at)}</dd>
                  <dt className="text-ink-subtle">{t('admin.users.lastLogin')}</dt>
                  <dd>{formatDateTime(user.last_login) ?? t('admin.users.never')}</dd>
                </dl>
                {actionsFor(user)}
              </li>
            ))}
          </ul>
        )}
        {rows.length > 0 ? (
          <div className="hidden overflow-x-auto rounded-2xl border border-line bg-surface-raised lg:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-surface-muted text-xs text-ink-muted uppercase">
                <tr>
                  {(
                    [
                      'email',
                      'nickname',
                      'contact',
                      'location',
                      'joined',
                      'lastLogin',
                      'status',
                      'actions',
                    ] as const
                  ).map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                      {t(`admin.users.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {rows.map((user) => (
                  <tr key={user.id} data-testid="user-row">
                    <td className="px-3 py-2">
                      <div className="font-semibold break-all">{user.email}</div>
                      <div className="mt-1 flex gap-1">
                        <RoleBadges user={user} isYou={isSelf(viewer, user)} />
                      </div>
                    </td>
                    <td className="px-3 py-2" data-user-content>
                      {user.profile.full_name ?? user.name}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {formatPhone(user.profile, i18n.language) ?? '—'}
                    </td>
                    <td className="px-3 py-2" data-user-content>
                      {user.profile.location ?? '—'}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatDate(user.created_at)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {formatDateTime(user.last_login) ?? t('admin.users.never')}
                    </td>
                    <td className="px-3 py-2">
                      <StatusBadge user={user} />
                    </td>
                    <td className="px-3 py-2">{actionsFor(user)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {users.hasNextPage ? (
          <Button
            variant="outline"
            className="mt-4"
            disabled={users.isFetchingNextPage}
            onClick={() => void users.fetchNextPage()}
          >
            {t('admin.users.more')}
          </Button>
        ) : null}
      </div>
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </AdminPage>
  );
}

function StatusBadge({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  return user.is_active ? (
    <Badge tone="brand">{t('admin.users.active')}</Badge>
  ) : (
    <Badge tone="danger">{t('admin.users.inactive')}</Badge>
  );
}

function RoleBadges({ user, isYou }: { user: AdminUser; isYou: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {user.is_super_admin ? (
        <Badge tone="accent">{t('admin.users.superAdmin')}</Badge>
      ) : user.is_admin ? (
        <Badge tone="muted">{t('admin.users.admin')}</Badge>
      ) : null}
      {isYou ? <Badge tone="muted">{t('admin.users.you')}</Badge> : null}
    </>
  );
}

function UserActions({
  user,
  viewer,
  onToggle,
  onDelete,
  busy,
}: {
  user: AdminUser;
  viewer: Actor;
  onToggle: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 flex gap-2 lg:mt-0">
      <Button size="sm" variant="outline" disabled={busy} onClick={() => onToggle(user)}>
        {user.is_active ? t('admin.users.deactivate') : t('admin.users.activate')}
      </Button>
      {isSuperAdmin(viewer) ? (
        <Button size="sm" variant="danger" onClick={() => onDelete(user)}>
          {t('admin.users.delete')}
        </Button>
      ) : null}
    </div>
  );
}

/** Deletion cannot be undone: the dialog says so and asks for the email typed. */
function DeleteUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const remove = useDeleteUser();
  const [typed, setTyped] = useState('');
  const matches = user !== null && typed.trim().toLowerCase() === user.email.toLowerCase();
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('admin.users.deleteTitle')}
      description={user ? t('admin.users.deleteBody', { email: user.email }) : undefined}
      size="sm"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!user || !matches) return;
          remove.mutate(user.id, {
            onSuccess: () => {
              toast.show(t('admin.users.deleted'), 'success');
              close();
            },
            onError: (error) => toast.show(errorMessage('admin.userDelete', error), 'error'),
          });
        }}
      >
        <FormField id="delete-email" label={t('admin.users.deleteConfirmLabel')}>
          <input
            id="delete-email"
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
            placeholder={user?.email}
            className={inputClasses()}
          />
        </FormField>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="outline" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={!matches || remove.isPending}>
            {t('admin.users.deleteConfirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
