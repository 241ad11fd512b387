import { describe, expect, it, vi } from 'vitest';
import type { CommentEventData } from '@pintrip/shared';
import { installFakeEventSource } from '../../test/fake-event-source';
import { createRealtimeClient } from './realtime';

describe('realtime client', () => {
  const sources = installFakeEventSource();

  it('hands each subscriber the typed data of its event and drops payloads without their ids', () => {
    const client = createRealtimeClient('/api/events');
    const received: CommentEventData[] = [];
    const unsubscribe = client.subscribe('comment.created', (data) => received.push(data));
    const source = sources.at(-1);
    source?.emit('comment.created', { id: 'c1', destination_id: 'd1' });
    source?.emit('comment.created', { id: 'c2' });
    source?.emit('comment.created', { destination_id: 'd1' });
    source?.emit('comment.deleted', { id: 'c3', destination_id: 'd1' });
    expect(received).toEqual([{ id: 'c1', destination_id: 'd1' }]);
    unsubscribe();
  });

  it('connects again soon after the server says it stops, from the last event, and catches up', () => {
    vi.useFakeTimers();
    try {
      const client = createRealtimeClient('/api/events');
      const unsubscribe = client.subscribe('comment.created', () => undefined);
      let catchUps = 0;
      const stopCatchUp = client.onReconnect(() => (catchUps += 1));
      const first = sources.at(-1);
      first?.onopen?.();
      for (const fn of first?.listeners.get('comment.created') ?? []) {
        fn(
          new MessageEvent('comment.created', {
            data: '{"id":"c1","destination_id":"d1"}',
            lastEventId: '42',
          }),
        );
      }
      first?.emit('reconnect', {});
      expect(first?.readyState).toBe(2);
      expect(client.isConnected()).toBe(false);
      vi.advanceTimersByTime(1_000);
      const second = sources.at(-1);
      expect(second).not.toBe(first);
      expect(second?.url).toBe('/api/events?last_event_id=42');
      second?.onopen?.();
      expect(catchUps).toBe(1);
      stopCatchUp();
      unsubscribe();
    } finally {
      vi.useRealTimers();
    }
  });
});
