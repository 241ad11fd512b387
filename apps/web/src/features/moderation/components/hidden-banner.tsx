import { useTranslation } from '../../../i18n';
import { isOwner, resolveParticles, type ReportTargetType } from '@pintrip/shared';
import { actorFromMe, useMe } from '../../session';
import { useItemNotices } from '../api/get-notices';

/**
 * On the owner's own detail of an item an admin hid: a banner saying so, and why (the preset reason
 * of the report). Renders nothing for anyone else, or when the item is not hidden. `isHidden` is
 * what the detail knows (a destination's `is_hidden`); without it the owner's notices decide.
 */
export function HiddenBanner({
  targetType,
  item,
  isHidden,
}: {
  targetType: ReportTargetType;
  item: { id: string; user_id: string | null };
  isHidden?: boolean | undefined;
}) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const isMine = isOwner(actorFromMe(me), item);
  const notices = useItemNotices(item.id, isMine && isHidden !== false);
  const notice = notices.data?.items[0];
  if (!isMine || isHidden === false || (!isHidden && !notice)) return null;
  const kind = t(`moderation.notices.type.${targetType}`);
  return (
    <div
      role="status"
      className="rounded-2xl border border-warning/30 bg-warning-soft px-4 py-3 text-sm text-warning"
      data-testid="hidden-banner"
    >
      <p className="font-bold">{resolveParticles(t('moderation.banner.title', { item: kind }))}</p>
      <p className="mt-1 text-ink-muted">
        {notice?.reason_code
          ? t('moderation.banner.reason', { reason: t(`moderation.reasons.${notice.reason_code}`) })
          : t('moderation.banner.noReason')}{' '}
        {t('moderation.banner.body')}
      </p>
    </div>
  );
}
