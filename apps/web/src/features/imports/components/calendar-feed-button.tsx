import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../components/ui/button';
import { CalendarIcon } from '../../../components/ui/icons';
import { preloadOn } from '../../../components/ui/lazy-dialog';
import { CalendarFeedDialog } from './lazy-dialogs';

/**
 * "캘린더 구독": the viewer's secret calendar address of one trip (`itineraryId`, members only) or
 * of all their trips (null, My Page), in a dialog to make, copy and revoke it.
 */
export function CalendarFeedButton({
  itineraryId,
  variant = 'ghost',
}: {
  itineraryId: string | null;
  variant?: 'ghost' | 'outline';
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        onClick={() => setOpen(true)}
        {...preloadOn(CalendarFeedDialog)}
        data-testid="calendar-feed"
      >
        <CalendarIcon />
        {t('trip.calendarFeed')}
      </Button>
      <CalendarFeedDialog open={open} onOpenChange={setOpen} itineraryId={itineraryId} />
    </>
  );
}
