import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { Destination } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { CalendarIcon } from '../../../components/ui/icons';
import { preloadOn, lazyDialog } from '../../../components/ui/lazy-dialog';
import type { AddToTripDialogProps } from './add-to-trip-dialog';

// The dialog's texts are the trip workspace's: they download with its code.
const AddToTripDialog = lazyDialog<AddToTripDialogProps>(
  () => import('./add-to-trip-dialog').then((module) => module.AddToTripDialog),
  'workspace',
);

export interface AddToTripButtonProps {
  destination: Destination;
  /** "새 일정 만들기" in the dialog: opens the app's create flow (composed by the route module). */
  onCreateTrip?: (destination: Destination) => void;
  /** `card`: a small button on a list card (above the card's stretched link). */
  placement?: 'card' | 'detail';
}

/**
 * "일정에 추가" on a destination's card and detail. Shown by the route module to signed-in, active
 * users only (the shared `canCreate`); the server checks the trip role again.
 */
export function AddToTripButton({ destination, onCreateTrip, placement = 'detail' }: AddToTripButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        {...preloadOn(AddToTripDialog)}
        className={cn(placement === 'card' && 'relative z-10')}
        data-testid="add-to-trip"
      >
        <CalendarIcon className="h-4 w-4" />
        {t('trip.addToTrip')}
      </Button>
      <AddToTripDialog
        open={open}
        onOpenChange={setOpen}
        destination={destination}
        onCreateTrip={onCreateTrip}
      />
    </>
  );
}
