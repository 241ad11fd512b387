import { lazyDialog } from '../../../components/ui/lazy-dialog';

/**
 * The import and calendar-feed dialogs download when first opened (or their button is hovered or
 * focused): a reader of a public itinerary never downloads them, nor their texts (the trip workspace
 * section; docs/decisions/0027-page-weight.md).
 */
export const ImportPlacesDialog = lazyDialog(
  () => import('./import-places-dialog').then((module) => module.ImportPlacesDialog),
  'workspace',
);
export const CalendarFeedDialog = lazyDialog(
  () => import('./calendar-feed-dialog').then((module) => module.CalendarFeedDialog),
  'workspace',
);
