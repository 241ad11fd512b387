import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeReconnect } from '../../../lib/realtime';
import { findCachedDestination, mergeDestination, prependDestination, removeDestination } from '../api/cache';
import { deletingIds } from '../api/delete-destination';
import { getDestination } from '../api/get-destination';
import { destinationKeys } from '../api/query-keys';

/**
 * Keeps the destinations on screen live: a created one is fetched (with this viewer's flags) and
 * put at the top of the list, an updated one is merged, a deleted one removed. A change to the
 * comments refreshes that destination's comment count. After a reconnect every destinations query
 * is invalidated, which catches up on whatever was missed.
 */
export function useDestinationsRealtime({
  openId,
  onOpenDeleted,
}: {
  openId: string | undefined;
  onOpenDeleted: () => void;
}) {
  const queryClient = useQueryClient();

  const isShown = (id: string) =>
    Boolean(findCachedDestination(queryClient, id) || queryClient.getQueryData(destinationKeys.detail(id)));

  const refresh = (id: string) => {
    if (!isShown(id)) return;
    getDestination(id).then(
      (destination) => mergeDestination(queryClient, destination),
      () => undefined,
    );
  };

  useRealtimeEvent('destination.created', ({ id }) => {
    getDestination(id).then(
      (destination) => prependDestination(queryClient, destination),
      // Gone again already, or not visible to us: nothing to add.
      () => undefined,
    );
  });
  useRealtimeEvent('destination.updated', ({ id }) => refresh(id));
  useRealtimeEvent('comment.created', ({ destination_id }) => refresh(destination_id));
  useRealtimeEvent('comment.deleted', ({ destination_id }) => refresh(destination_id));
  useRealtimeEvent('destination.deleted', ({ id }) => {
    removeDestination(queryClient, id);
    if (id === openId && !deletingIds.has(id)) onOpenDeleted();
  });
  useRealtimeReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: destinationKeys.all });
  });
}
