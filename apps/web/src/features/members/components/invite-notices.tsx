import { useTranslation } from '../../../i18n';
import { Button } from '../../../components/ui/button';
import { NoticeList } from '../../../components/ui/notice-list';
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
  return (
    <NoticeList
      id="mypage-invites-title"
      title={t('members.notices.title')}
      tone="brand"
      items={invites.data?.items ?? []}
      data-testid="mypage-invites"
    >
      {(invite) => (
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
      )}
    </NoticeList>
  );
}
