import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/error-messages';
import { useFormatDate } from '../../../lib/format';
import { useAuthDialogs } from '../../auth';
import { useMe } from '../../session';
import { useAcceptInvite, useInvite } from '../api/accept-invite';

/**
 * /invites/:token: what a link invite offers (the trip, its owner, the role) and "참여하기". A
 * visitor is asked to sign in first and stays on this page, which then offers to join.
 */
export function InviteScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate('medium');
  const { openLogin } = useAuthDialogs();
  const { data: me, isPending: isMePending } = useMe();
  const invite = useInvite(token);
  const accept = useAcceptInvite(token);

  if (invite.isPending || isMePending) {
    return <Spinner className="m-10" label={t('members.accept.loading')} />;
  }
  if (invite.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10" data-testid="invite-error">
        <FormMessage tone="error">{errorMessage('members.load', invite.error)}</FormMessage>
      </div>
    );
  }
  const { itinerary, owner, role, expires_at: expiresAt, my_role: myRole } = invite.data;
  const tripUrl = `/itineraries/${encodeURIComponent(itinerary.id)}`;
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <section
        className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface-raised p-6 shadow-[var(--shadow-card)]"
        data-testid="invite-card"
      >
        <h1 className="text-2xl font-extrabold tracking-tight">{t('members.accept.title')}</h1>
        <div className="flex items-center gap-3">
          {owner.avatar_url ? (
            <img src={owner.avatar_url} alt="" className="h-10 w-10 rounded-full" width={40} height={40} />
          ) : null}
          <p data-user-content>
            {t('members.accept.intro', { owner: owner.display_name, title: itinerary.title })}
          </p>
        </div>
        <p className="text-sm text-ink-muted">
          {t('members.accept.role', { role: t(`members.roles.${role}`) })} ·{' '}
          {t('members.accept.expires', { date: formatDate(expiresAt) })}
        </p>
        {!me ? (
          <div className="flex flex-col items-start gap-2">
            <p>{t('members.accept.signIn')}</p>
            <Button onClick={() => openLogin()} data-testid="invite-sign-in">
              {t('members.accept.signInButton')}
            </Button>
          </div>
        ) : myRole ? (
          <div className="flex flex-col items-start gap-2">
            <p>{t('members.accept.already')}</p>
            <Link to={tripUrl} className={buttonClasses('primary')}>
              {t('members.accept.open')}
            </Link>
          </div>
        ) : (
          <Button
            className="self-start"
            disabled={accept.isPending}
            data-testid="invite-join"
            onClick={() =>
              accept.mutate(undefined, {
                onSuccess: () => {
                  toast.show(t('members.accept.joined'), 'success');
                  void navigate(tripUrl);
                },
                onError: (error) => toast.show(errorMessage('members.action', error), 'error'),
              })
            }
          >
            {t('members.accept.join')}
          </Button>
        )}
      </section>
    </div>
  );
}
