import { lazyDialog } from './lazy-dialog';

export type { ConfirmDialogProps } from './confirm-dialog-radix';

/**
 * The in-page replacement for window.confirm (confirm-dialog-radix.tsx). Radix AlertDialog
 * downloads when the first one opens (docs/decisions/0027-page-weight.md).
 */
export const ConfirmDialog = lazyDialog(() =>
  import('./confirm-dialog-radix').then((module) => module.ConfirmDialog),
);
