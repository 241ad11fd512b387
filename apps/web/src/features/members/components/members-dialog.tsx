import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import {
  canLeaveTrip,
  canManageMembers,
  memberLimits,
  memberRoles,
  type Actor,
  type InviteCreated,
  type MemberRole,
  type TripMember,
} from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { inputClasses } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/error-messages';
import { useFormatDate } from '../../../lib/format';
import { useMembers } from '../api/get-members';
import { useRemoveMember, useSetMemberRole } from '../api/change-member';
import { useCreateInvite, useInvites, useRevokeInvite, useSearchInvitees } from '../api/invites';

const expiryChoices = [1, 7, 30] as const;

function RoleSelect({
  id,
  value,
  onChange,
  label,
  disabled,
}: {
  id: string;
  value: MemberRole;
  onChange: (role: MemberRole) => void;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <select
      id={id}
      aria-label={label}
      className={inputClasses(false, 'h-10 w-auto py-0 pr-8 text-sm')}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as MemberRole)}
    >
      {memberRoles.map((role) => (
        <option key={role} value={role}>
          {t(`members.roles.${role}`)}
        </option>
      ))}
    </select>
  );
}

/** The owner's invite tools: a link with a role and an expiry, the open invites, a name search. */
function InviteSection({ itineraryId }: { itineraryId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate('medium');
  const [role, setRole] = useState<MemberRole>('editor');
  const [days, setDays] = useState<number>(memberLimits.inviteDaysDefault);
  const [created, setCreated] = useState<InviteCreated | null>(null);
  const [name, setName] = useState('');
  const invites = useInvites(itineraryId, true);
  const create = useCreateInvite(itineraryId);
  const revoke = useRevokeInvite(itineraryId);
  const search = useSearchInvitees(itineraryId, name.trim());

  const makeLink = () =>
    create.mutate(
      { role, expires_in_days: days },
      {
        onSuccess: (invite) => setCreated(invite),
        onError: (error) => toast.show(errorMessage('members.action', error), 'error'),
      },
    );
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show(t('members.link.copied'), 'success');
    } catch {
      // The link stays on screen, selectable, when the clipboard is refused.
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="members-link-title" className="flex flex-col gap-2">
        <h3 id="members-link-title" className="font-bold">
          {t('members.link.title')}
        </h3>
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-sm">
            {t('members.link.role')}
            <RoleSelect
              id="members-link-role"
              value={role}
              onChange={setRole}
              label={t('members.link.role')}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('members.link.expiry')}
            <select
              className={inputClasses(false, 'h-10 w-auto py-0 pr-8 text-sm')}
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
              data-testid="members-link-expiry"
            >
              {expiryChoices.map((count) => (
                <option key={count} value={count}>
                  {t('members.link.days', { count })}
                </option>
              ))}
            </select>
          </label>
          <Button onClick={makeLink} disabled={create.isPending} data-testid="members-create-link">
            {t('members.link.create')}
          </Button>
        </div>
        {created?.url ? (
          <div
            className="flex flex-col gap-1 rounded-xl bg-surface-muted p-3"
            data-testid="members-created-link"
          >
            <p className="text-sm text-ink-muted">{t('members.link.once')}</p>
            <div className="flex items-center gap-2">
              <input
                readOnly
                className={inputClasses(false, 'h-10 text-sm')}
                value={created.url}
                aria-label={t('members.link.title')}
                onFocus={(event) => event.currentTarget.select()}
                data-testid="members-link-url"
              />
              <Button variant="outline" size="sm" onClick={() => void copy(created.url!)}>
                {t('members.link.copy')}
              </Button>
            </div>
          </div>
        ) : null}
        <h4 className="mt-2 text-sm font-semibold text-ink-muted">{t('members.link.open')}</h4>
        {invites.data && invites.data.items.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('members.link.none')}</p>
        ) : (
          <ul className="flex flex-col gap-1" data-testid="members-open-invites">
            {invites.data?.items.map((invite) => (
              <li key={invite.id} className="flex items-center justify-between gap-2 text-sm">
                <span>
                  {invite.invitee
                    ? t('members.link.kindDirect', { name: invite.invitee.display_name })
                    : t('members.link.kindLink')}{' '}
                  · {t(`members.roles.${invite.role}`)} ·{' '}
                  {t('members.link.expires', { date: formatDate(invite.expires_at) })}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(invite.id, {
                      onSuccess: () => toast.show(t('members.link.revoked'), 'success'),
                      onError: (error) => toast.show(errorMessage('members.action', error), 'error'),
                    })
                  }
                >
                  {t('members.link.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="members-search-title" className="flex flex-col gap-2">
        <h3 id="members-search-title" className="font-bold">
          {t('members.search.title')}
        </h3>
        <input
          type="search"
          className={inputClasses(false, 'h-10 text-sm')}
          placeholder={t('members.search.placeholder')}
          aria-label={t('members.search.label')}
          value={name}
          maxLength={memberLimits.searchTextMax}
          onChange={(event) => setName(event.target.value)}
          data-testid="members-search"
        />
        {name.trim() && search.data?.items.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('members.search.none')}</p>
        ) : null}
        <ul className="flex flex-col gap-1">
          {search.data?.items.map((user) => (
            <li key={user.id} className="flex items-center justify-between gap-2 text-sm">
              <span className="flex items-center gap-2">
                {user.avatar_url ? (
                  <img src={user.avatar_url} alt="" className="h-7 w-7 rounded-full" width={28} height={28} />
                ) : null}
                <span data-user-content>{user.display_name}</span>
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={create.isPending}
                onClick={() =>
                  create.mutate(
                    { role, user_id: user.id },
                    {
                      onSuccess: () =>
                        toast.show(t('members.search.invited', { name: user.display_name }), 'success'),
                      onError: (error) => toast.show(errorMessage('members.action', error), 'error'),
                    },
                  )
                }
              >
                {t('members.search.invite')}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * The companions of a trip: the owner invites (link or name), changes roles and removes members;
 * a member sees the list and may leave. The shared policies decide each control; the server
 * enforces them.
 */
export function MembersDialog({
  open,
  onOpenChange,
  itinerary,
  viewer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  itinerary: { id: string; user_id: string };
  viewer: Actor | null;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const members = useMembers(itinerary.id, open);
  const setRole = useSetMemberRole(itinerary.id);
  const remove = useRemoveMember(itinerary.id);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const list: TripMember[] = (members.data?.items ?? []).map((m) => ({ userId: m.user.id, role: m.role }));
  const trip = { user_id: itinerary.user_id, members: list };
  const manages = canManageMembers(viewer, trip);
  const mayLeave = canLeaveTrip(viewer, trip);

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('members.dialogTitle')}
        description={t('members.dialogDescription')}
        size="md"
      >
        <div className="flex flex-col gap-6" data-testid="members-dialog">
          <section aria-labelledby="members-list-title" className="flex flex-col gap-2">
            <h3 id="members-list-title" className="font-bold">
              {t('members.list.title')}
            </h3>
            {members.isPending ? (
              <p className="text-sm text-ink-muted">{t('members.list.loading')}</p>
            ) : members.isError ? (
              <p className="text-sm text-danger">{errorMessage('members.load', members.error)}</p>
            ) : (
              <ul className="flex flex-col gap-2" data-testid="members-list">
                <li className="flex items-center justify-between gap-2 text-sm">
                  <span data-user-content>{members.data.owner.display_name}</span>
                  <span className="text-ink-muted">{t('members.roles.owner')}</span>
                </li>
                {members.data.items.map((member) => {
                  const isMe = viewer?.id === member.user.id;
                  return (
                    <li
                      key={member.user.id}
                      className="flex flex-wrap items-center justify-between gap-2 text-sm"
                    >
                      <span data-user-content>
                        {member.user.display_name}
                        {isMe ? ` (${t('members.list.you')})` : ''}
                      </span>
                      {manages ? (
                        <span className="flex items-center gap-2">
                          <RoleSelect
                            id={`members-role-${member.user.id}`}
                            value={member.role}
                            label={t('members.list.roleLabel', { name: member.user.display_name })}
                            disabled={setRole.isPending}
                            onChange={(role) =>
                              setRole.mutate(
                                { userId: member.user.id, role },
                                {
                                  onSuccess: () => toast.show(t('members.roleChanged'), 'success'),
                                  onError: (error) =>
                                    toast.show(errorMessage('members.action', error), 'error'),
                                },
                              )
                            }
                          />
                          <Button
                            variant="ghost"
                            size="sm"
                            onClick={() =>
                              setRemoving({ id: member.user.id, name: member.user.display_name })
                            }
                          >
                            {t('members.list.remove')}
                          </Button>
                        </span>
                      ) : (
                        <span className="text-ink-muted">{t(`members.roles.${member.role}`)}</span>
                      )}
                    </li>
                  );
                })}
                {members.data.items.length === 0 ? (
                  <li className="text-sm text-ink-muted">{t('members.list.empty')}</li>
                ) : null}
              </ul>
            )}
          </section>
          {manages ? <InviteSection itineraryId={itinerary.id} /> : null}
          {mayLeave ? (
            <Button variant="danger" className="self-start" onClick={() => setLeaving(true)}>
              {t('members.leave.button')}
            </Button>
          ) : null}
        </div>
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => (next ? undefined : setRemoving(null))}
        title={t('members.remove.title', { name: removing?.name ?? '' })}
        description={t('members.remove.description')}
        confirmLabel={t('members.remove.confirm')}
        tone="danger"
        isBusy={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => toast.show(t('members.remove.done'), 'success'),
            onError: (error) => toast.show(errorMessage('members.action', error), 'error'),
            onSettled: () => setRemoving(null),
          })
        }
      />
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={t('members.leave.title')}
        description={t('members.leave.description')}
        confirmLabel={t('members.leave.confirm')}
        tone="danger"
        isBusy={remove.isPending}
        onConfirm={() =>
          viewer &&
          remove.mutate(viewer.id, {
            onSuccess: () => {
              toast.show(t('members.leave.done'), 'success');
              onOpenChange(false);
              void navigate('/mypage');
            },
            onError: (error) => toast.show(errorMessage('members.action', error), 'error'),
            onSettled: () => setLeaving(false),
          })
        }
      />
    </>
  );
}
