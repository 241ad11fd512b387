import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/error-messages';
import { useAnswerInvite, useMyInvites } from '../api/my-invites';

/** My Page: direct invites to a trip, each with accept and decline, until answered. Nothing when none. */
export function InviteNotices() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const invites = useMyInvites();
  const answer = useAnswerInvite();
  const items = invites.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="mypage-invites-title"
      className="rounded-[var(--radius-card)] border border-brand/40 bg-brand-soft/40 p-5 sm:p-6"
      data-testid="mypage-invites"
    >
      <h2 id="mypage-invites-title" className="mb-3 text-lg font-bold">
        {t('members.notices.title')}
      </h2>
      <ul className="flex flex-col gap-3">
        {items.map((invite) => (
          <li key={invite.id} className="flex flex-wrap items-center justify-between gap-2">
            <p data-user-content>
              {t('members.notices.item', {
                owner: invite.owner.display_name,
                title: invite.itinerary.title,
                role: t(`members.roles.${invite.role}`),
              })}
            </p>
            <span className="flex gap-2">
              {([true, false] as const).map((accept) => (
                <Button
                  key={String(accept)}
                  size="sm"
                  variant={accept ? 'primary' : 'outline'}
                  disabled={answer.isPending}
                  onClick={() =>
                    answer.mutate(
                      { inviteId: invite.id, accept },
                      {
                        onSuccess: () =>
                          toast.show(
                            t(accept ? 'members.notices.accepted' : 'members.notices.declined'),
                            'success',
                          ),
                        onError: (error) => toast.show(errorMessage('members.action', error), 'error'),
                      },
                    )
                  }
                >
                  {t(accept ? 'members.notices.accept' : 'members.notices.decline')}
                </Button>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
