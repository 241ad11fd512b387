import { lazyDialog } from '../../../components/ui/lazy-dialog';

/**
 * The itinerary form (react-hook-form, the shared schemas, dnd-kit's plan editor, the destination
 * picker) downloads when it first opens or its opener is hovered or focused: a visitor reading
 * itineraries never downloads it (docs/decisions/0027-page-weight.md).
 */
export const ItineraryFormDialog = lazyDialog(() =>
  import('./itinerary-form-dialog').then((module) => module.ItineraryFormDialog),
);
