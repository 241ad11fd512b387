import { lazyDialog } from './lazy-dialog';

export type { DialogProps } from './dialog-radix';

/**
 * An accessible modal dialog: a sheet from the bottom on phones, a centred card on wider screens
 * (dialog-radix.tsx). Radix Dialog downloads when the first dialog opens, so a page whose dialogs
 * stay closed never downloads it (docs/decisions/0027-page-weight.md); `Dialog.preload()` on an
 * opener's hover or focus (`preloadOn`) starts it earlier.
 */
export const Dialog = lazyDialog(() => import('./dialog-radix').then((module) => module.Dialog));
