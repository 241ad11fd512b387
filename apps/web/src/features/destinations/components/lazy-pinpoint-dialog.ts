import { lazyDialog } from '../../../components/ui/lazy-dialog';

/**
 * The pinpoint form (react-hook-form, image upload, the location picker) downloads when it first
 * opens or its opener is hovered or focused (docs/decisions/0027-page-weight.md).
 */
export const PinpointDialog = lazyDialog(() =>
  import('./pinpoint-dialog').then((module) => module.PinpointDialog),
);
