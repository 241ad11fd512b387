import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { Itinerary } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { preloadOn } from '../../../components/ui/lazy-dialog';
import { actorFromMe, useMe } from '../../session';
import { MembersDialog } from './lazy-members-dialog';

/**
 * "함께하기" in the itinerary detail's header, for the trip's owner and members (`my_role` from the
 * server): opens the members dialog.
 */
export function MembersButton({
  itinerary,
}: {
  itinerary: Pick<Itinerary, 'id' | 'user_id' | 'my_role' | 'member_count'>;
}) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const actor = actorFromMe(me);
  const [open, setOpen] = useState(false);
  // Each opening mounts a fresh dialog: once opened, a lazy dialog stays mounted (lazyDialog), and
  // what it held (a link made, a confirmation asked, a change under way) must not come back with it.
  const [opening, setOpening] = useState(0);
  if (!itinerary.my_role) return null;
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
        {...preloadOn(MembersDialog)}
        data-testid="members-button"
      >
        {t('trip.members')}
        {itinerary.member_count ? (
          <span className="ml-1.5 rounded-full bg-brand-soft px-2 text-xs text-brand-strong">
            {itinerary.member_count}
          </span>
        ) : null}
      </Button>
      <MembersDialog key={opening} open={open} onOpenChange={setOpen} itinerary={itinerary} viewer={actor} />
    </>
  );
}
