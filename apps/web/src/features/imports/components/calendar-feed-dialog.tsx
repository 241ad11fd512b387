import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { inputClasses } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/error-messages';
import { useCalendarFeed, useChangeCalendarFeed } from '../api/places-io';

export interface CalendarFeedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  itineraryId: string | null;
}

/** Make, copy, open (webcal://) and revoke the viewer's calendar subscription address. */
export function CalendarFeedDialog({ open, onOpenChange, itineraryId }: CalendarFeedDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const id = useId();
  const [asking, setAsking] = useState(false);
  const feed = useCalendarFeed(itineraryId, open);
  const { create, revoke } = useChangeCalendarFeed(itineraryId);
  const current = feed.data?.feed ?? null;

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show(t('imports.feed.copied'), 'success');
    } catch {
      // The address stays on screen, selectable, when the clipboard is refused.
    }
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={itineraryId ? t('imports.feed.tripTitle') : t('imports.feed.userTitle')}
        description={t('imports.feed.description')}
      >
        {feed.isPending ? (
          <p role="status" className="text-sm text-ink-muted">
            {t('imports.feed.loading')}
          </p>
        ) : feed.isError ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage('imports.feed', feed.error)}
          </p>
        ) : current ? (
          <div className="flex flex-col gap-3" data-testid="calendar-feed-address">
            <label htmlFor={`${id}-url`} className="text-sm font-semibold">
              {t('imports.feed.address')}
            </label>
            <input
              id={`${id}-url`}
              readOnly
              value={current.webcal_url}
              className={inputClasses(false, 'font-mono text-xs')}
              onFocus={(event) => event.currentTarget.select()}
            />
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => void copy(current.webcal_url)}>
                {t('imports.feed.copy')}
              </Button>
              <a className={buttonClasses('outline', 'sm')} href={current.webcal_url}>
                {t('imports.feed.open')}
              </a>
              <Button variant="danger" size="sm" className="ml-auto" onClick={() => setAsking(true)}>
                {t('imports.feed.revoke')}
              </Button>
            </div>
          </div>
        ) : (
          <Button
            onClick={() =>
              create.mutate(undefined, {
                onError: (error) => toast.show(errorMessage('imports.feed', error), 'error'),
              })
            }
            disabled={create.isPending}
          >
            {t('imports.feed.create')}
          </Button>
        )}
      </Dialog>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('imports.feed.revokeTitle')}
        description={t('imports.feed.revokeDescription')}
        confirmLabel={t('imports.feed.revoke')}
        tone="danger"
        isBusy={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              toast.show(t('imports.feed.revoked'), 'success');
            },
            onError: (error) => toast.show(errorMessage('imports.feed', error), 'error'),
          })
        }
      />
    </>
  );
}
