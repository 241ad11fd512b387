import { lazyDialog } from '../../../components/ui/lazy-dialog';
import type { NewTripDialogProps } from './new-trip-dialog';

/**
 * "새 일정" (react-hook-form and the shared rules) downloads when it first opens or its opener is
 * hovered or focused: a visitor reading itineraries never downloads it (docs/decisions/0027-page-weight.md).
 */
export const NewTripDialog = lazyDialog<NewTripDialogProps>(() =>
  import('./new-trip-dialog').then((module) => module.NewTripDialog),
);
