import { lazyDialog } from '../../../components/ui/lazy-dialog';
import type { DestinationDetailDialogProps } from './destination-detail-dialog';

const Loaded = lazyDialog<DestinationDetailDialogProps & { open: boolean }>(() =>
  import('./destination-detail-dialog').then(
    ({ DestinationDetailDialog }) =>
      function Detail({ open: _open, ...props }: DestinationDetailDialogProps & { open: boolean }) {
        return <DestinationDetailDialog {...props} />;
      },
  ),
);

/**
 * The detail dialog (reactions, share menu, the comments section) downloads when a destination is
 * first opened, not with the list (docs/decisions/0027-page-weight.md).
 */
export function DestinationDetailDialog(props: DestinationDetailDialogProps) {
  return <Loaded open={props.id !== undefined} {...props} />;
}

/** Resolves once the detail dialog renders without suspending (a server-rendered detail address). */
export const preloadDestinationDetail = () => Loaded.ready();
