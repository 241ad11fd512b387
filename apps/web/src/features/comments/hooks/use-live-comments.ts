import { useQueryClient } from '@tanstack/react-query';
import type { CommentEventData } from '@pintrip/shared';
import { useRealtimeEvent, useRealtimeReconnect } from '../../../lib/realtime';
import { commentKeys } from '../api/query-keys';

/**
 * Keeps a destination's thread live: a comment created or deleted anywhere (any user, any server
 * instance) refetches this thread; after a reconnect it refetches in case events were missed.
 */
export function useLiveComments(destinationId: string, onChange?: () => void) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: commentKeys.thread(destinationId) });
    onChange?.();
  };
  const onEvent = (data: CommentEventData) => {
    if (data.destination_id === destinationId) refresh();
  };
  useRealtimeEvent('comment.created', onEvent);
  useRealtimeEvent('comment.deleted', onEvent);
  useRealtimeReconnect(refresh);
}
