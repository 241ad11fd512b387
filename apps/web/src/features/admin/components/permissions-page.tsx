import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { canManageAccount, isSelf, isSuperAdmin, type Actor, type AdminEntry } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useAdmins } from '../api/get-admins';
import { useUserSearch } from '../api/search-users';
import { useAddAdmin, useUpdateAdmin } from '../api/update-admin';
import { useErrorMessage } from '../../../lib/error-messages';
import { useFormatDate } from '../../../lib/format';
import { AdminPage, AdminSearchForm, Badge, ErrorBanner } from './admin-page';

/** Permissions: find a user by email (Enter searches), add them as admin, toggle rights. */
export function PermissionsPage({ viewer }: { viewer: Actor }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate('medium');
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [blank, setBlank] = useState(false);
  const search = useUserSearch(email);
  const admins = useAdmins();
  const add = useAddAdmin();
  const update = useUpdateAdmin();
  const adminIds = new Set((admins.data?.items ?? []).filter((a) => a.is_admin).map((a) => a.user_id));

  const onSearch = (text: string) => {
    setBlank(!text);
    setEmail(text);
  };
  const onAdd = (userId: string) =>
    add.mutate(userId, {
      onSuccess: () => toast.show(t('admin.permissions.added'), 'success', { key: 'admin.permissions' }),
      onError: (error) =>
        toast.show(errorMessage('admin.adminAdd', error), 'error', { key: 'admin.permissions' }),
    });
  // Granting super admin gives the right to delete users and change every admin: asked first.
  const [confirmingSuper, setConfirmingSuper] = useState<AdminEntry | null>(null);
  const change = (entry: AdminEntry, right: 'is_admin' | 'is_super_admin') =>
    update.mutate(
      { userId: entry.user_id, rights: { [right]: !entry[right] } },
      {
        onSuccess: (answer) =>
          toast.show(
            t(
              answer.is_admin || answer.is_super_admin
                ? 'admin.permissions.changed'
                : 'admin.permissions.removed',
              { email: entry.email },
            ),
            'success',
            { key: 'admin.permissions' },
          ),
        onError: (error) =>
          toast.show(errorMessage('admin.adminUpdate', error), 'error', { key: 'admin.permissions' }),
        onSettled: () => setConfirmingSuper(null),
      },
    );
  const onToggle = (entry: AdminEntry, right: 'is_admin' | 'is_super_admin') => {
    if (update.isPending) return;
    if (right === 'is_super_admin' && !entry.is_super_admin) setConfirmingSuper(entry);
    else change(entry, right);
  };

  return (
    <AdminPage title={t('admin.permissions.title')} intro={t('admin.permissions.body')}>
      <AdminSearchForm
        label={t('admin.permissions.searchLabel')}
        placeholder={t('admin.permissions.searchPlaceholder')}
        buttonLabel={t('admin.permissions.searchButton')}
        onSearch={onSearch}
      />
      <div className="mt-3">
        {blank ? (
          <ErrorBanner>{t('admin.messages.email_required')}</ErrorBanner>
        ) : search.isError ? (
          <ErrorBanner>{t('admin.messages.userSearchFailed')}</ErrorBanner>
        ) : search.isFetching ? (
          <Spinner label={t('common.loading')} />
        ) : search.data ? (
          search.data.items.length === 0 ? (
            <p className="text-ink-muted">{t('admin.permissions.noResults')}</p>
          ) : (
            <ul
              className="divide-y divide-line rounded-2xl border border-line bg-surface-raised"
              aria-label={t('admin.permissions.searchLabel')}
            >
              {search.data.items.map((user) => (
                <li key={user.id} className="flex items-center justify-between gap-3 px-4 py-3">
                  <span className="min-w-0 break-all text-sm font-semibold">{user.email}</span>
                  {adminIds.has(user.id) ? (
                    <Badge tone="muted">{t('admin.permissions.alreadyAdmin')}</Badge>
                  ) : (
                    <Button
                      size="sm"
                      disabled={add.isPending || isSelf(viewer, user)}
                      onClick={() => onAdd(user.id)}
                    >
                      {t('admin.permissions.add')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>

      <section className="mt-8" aria-labelledby="current-admins">
        <h2 id="current-admins" className="text-xl font-bold">
          {t('admin.permissions.current')}
        </h2>
        <div className="mt-3">
          {admins.isPending ? (
            <Spinner label={t('common.loading')} />
          ) : admins.isError ? (
            <ErrorBanner>{t('admin.messages.adminsLoadFailed')}</ErrorBanner>
          ) : admins.data.items.length === 0 ? (
            <p className="text-ink-muted">{t('admin.permissions.empty')}</p>
          ) : (
            <ul className="grid gap-3">
              {admins.data.items.map((entry) => {
                const mayChange = canManageAccount(viewer, {
                  id: entry.user_id,
                  isSuperAdmin: entry.is_super_admin,
                });
                return (
                  <li
                    key={entry.user_id}
                    className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-4 sm:flex-row sm:items-center"
                    data-testid="admin-row"
                  >
                    <div className="min-w-0 flex-1">
                      <div className="font-semibold break-all">{entry.email}</div>
                      <div className="mt-1 flex flex-wrap items-center gap-1.5">
                        {entry.is_admin ? (
                          <Badge tone="brand">{t('admin.permissions.siteAdmin')}</Badge>
                        ) : null}
                        {entry.is_super_admin ? (
                          <Badge tone="accent">{t('admin.permissions.superAdmin')}</Badge>
                        ) : null}
                        <span className="text-xs text-ink-subtle">
                          {t('admin.permissions.since', {
                            date: formatDate(entry.created_at),
                          })}
                        </span>
                      </div>
                    </div>
                    <div className="flex flex-col gap-2 sm:items-end">
                      <RightToggle
                        label={t('admin.permissions.siteAdmin')}
                        ariaLabel={t('admin.permissions.toggleAdmin', { email: entry.email })}
                        on={entry.is_admin}
                        disabled={!mayChange || entry.is_super_admin || update.isPending}
                        note={entry.is_super_admin ? t('admin.permissions.superAdminIsAdmin') : undefined}
                        onToggle={() => onToggle(entry, 'is_admin')}
                      />
                      <RightToggle
                        label={t('admin.permissions.superAdmin')}
                        ariaLabel={t('admin.permissions.toggleSuper', { email: entry.email })}
                        on={entry.is_super_admin}
                        disabled={!mayChange || !isSuperAdmin(viewer) || update.isPending}
                        onToggle={() => onToggle(entry, 'is_super_admin')}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </section>
      <ConfirmDialog
        open={confirmingSuper !== null}
        onOpenChange={(open) => (open ? undefined : setConfirmingSuper(null))}
        title={t('admin.permissions.superConfirmTitle')}
        description={
          confirmingSuper
            ? t('admin.permissions.superConfirmBody', { email: confirmingSuper.email })
            : undefined
        }
        confirmLabel={t('admin.permissions.superConfirm')}
        tone="primary"
        isBusy={update.isPending}
        onConfirm={() => (confirmingSuper ? change(confirmingSuper, 'is_super_admin') : undefined)}
      />
    </AdminPage>
  );
}

/** A switch for one right; a disabled one may say why. */
function RightToggle({
  label,
  ariaLabel,
  on,
  disabled,
  note,
  onToggle,
}: {
  label: string;
  ariaLabel: string;
  on: boolean;
  disabled: boolean;
  note?: string | undefined;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2">
      <span className="text-sm">{label}</span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={ariaLabel}
        title={note}
        disabled={disabled}
        onClick={onToggle}
        className={cn(
          'relative h-6 w-11 shrink-0 rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50',
          on ? 'bg-brand' : 'bg-line',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform',
            on && 'translate-x-5',
          )}
        />
        <span className="sr-only">{on ? t('admin.permissions.on') : t('admin.permissions.off')}</span>
      </button>
      {note ? <span className="text-xs text-ink-subtle">{note}</span> : null}
    </div>
  );
}
