import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../components/ui/button';
import { preloadOn } from '../../../components/ui/lazy-dialog';
import { ImportPlacesDialog } from './lazy-dialogs';

/**
 * "가져오기" in the planner's header (owner and editors) opens the import into the trip; with no
 * trip (My Page), "북마크로 가져오기" opens the import into bookmarks.
 */
export function ImportPlacesButton({ itineraryId, days }: { itineraryId: string | null; days?: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Each opening mounts a fresh dialog: a previous file and preview do not come back.
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        variant="outline"
        size={itineraryId ? 'sm' : 'md'}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
        {...preloadOn(ImportPlacesDialog)}
        data-testid="import-places"
      >
        {itineraryId ? t('imports.button') : t('imports.bookmarks.button')}
      </Button>
      <ImportPlacesDialog
        key={opening}
        open={open}
        onOpenChange={setOpen}
        itineraryId={itineraryId}
        days={days}
      />
    </>
  );
}
