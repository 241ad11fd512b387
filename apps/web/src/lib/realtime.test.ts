import { describe, expect, it } from 'vitest';
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
});
