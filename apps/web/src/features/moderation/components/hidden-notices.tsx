import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { resolveParticles } from '@pintrip/shared';
import { NoticeList } from '../../../components/ui/notice-list';
import { useFormatDate } from '../../../lib/format';
import { useNotices } from '../api/get-notices';
import { noticeLink } from '../lib/notice-link';

/**
 * Tells the user which of their items an admin hid (My Page): each item by its title, linked, with
 * the preset reason of the report when there was one. Nothing when there are none.
 */
export function HiddenNotices() {
  const { t } = useTranslation();
  const formatDate = useFormatDate('medium');
  const notices = useNotices();
  return (
    <NoticeList
      id="hidden-notices-title"
      title={t('moderation.notices.title')}
      tone="warning"
      items={notices.data?.items ?? []}
      data-testid="hidden-notices"
    >
      {(notice) => {
        const href = noticeLink(notice);
        const title = notice.target_title ?? t('moderation.notices.gone');
        return (
          <li key={notice.id} className="flex flex-col gap-0.5" data-testid="hidden-notice">
            {href ? (
              <Link to={href} className="font-semibold break-words underline" data-user-content>
                {title}
              </Link>
            ) : (
              <span
                className="font-semibold break-words"
                data-user-content={notice.target_title ? '' : undefined}
              >
                {title}
              </span>
            )}
            <span className="text-ink-muted">
              {/* Korean writes both particles ("이(가)"); the kind of item before it decides. */}
              {resolveParticles(
                t('moderation.notices.hidden', {
                  item: t(`moderation.notices.type.${notice.target_type}`),
                  date: formatDate(notice.created_at),
                }),
              )}
              {notice.reason_code
                ? ` ${t('moderation.notices.reason', { reason: t(`moderation.reasons.${notice.reason_code}`) })}`
                : null}
            </span>
          </li>
        );
      }}
    </NoticeList>
  );
}
