import { useCallback, useEffect, useRef, useState } from 'react';
import type { ItineraryPresenceEventData } from '@pintrip/shared';
import { useRealtimeEvent } from '../../../lib/realtime';
import { useMe } from '../../session';
import { sendPresence } from '../api/send-presence';

/** A heartbeat this often while the planner is open and visible (the server broadcasts each one). */
export const presenceHeartbeatMs = 10_000;
/** Someone not heard from for this long has left (three missed heartbeats: nothing is stored). */
export const presenceTimeoutMs = 3 * presenceHeartbeatMs + 2_000;

/** Someone else in the planner. */
export interface PresentMember {
  tripId: string;
  userId: string;
  name: string;
  avatar: string | null;
  /** The plan they edit, or null. */
  planId: string | null;
  /** When their last heartbeat arrived here (this clock, so other clocks do not matter). */
  seenAt: number;
}

export interface Presence {
  /** Others in the planner, the longest present first. */
  members: PresentMember[];
  /** Who else edits `planId` (for the planner to mark a plan being edited). */
  editorsOf: (planId: string) => PresentMember[];
}

/**
 * Presence in trip `itineraryId`'s planner: sends a heartbeat (POST …/presence) now, every
 * presenceHeartbeatMs while the page is visible and at once when `editingPlanId` changes; collects
 * the others' `itinerary.presence` events and drops whoever went quiet for presenceTimeoutMs.
 */
export function usePresence(itineraryId: string, editingPlanId: string | null = null): Presence {
  const { data: me } = useMe();
  const myId = me?.id ?? null;
  const [seen, setSeen] = useState<Map<string, PresentMember>>(() => new Map());

  // One beat on its way at a time, the newest state after it: two beats sent at once (a heartbeat
  // with a plan, then the blur's "none") could reach the server in the other order, and the
  // others would see the plan edited until the next heartbeat. A beat on its way for longer than
  // a heartbeat counts as lost.
  const flight = useRef<{ since: number; again: (() => void) | null } | null>(null);

  // The heartbeat. A failure (offline, rate-limited) waits for the next beat: presence is best effort.
  useEffect(() => {
    if (!myId) return;
    const beat = () => {
      if (document.visibilityState !== 'visible') return;
      const current = flight.current;
      if (current && Date.now() - current.since < presenceHeartbeatMs) {
        current.again = beat;
        return;
      }
      const mine = { since: Date.now(), again: null as (() => void) | null };
      flight.current = mine;
      sendPresence(itineraryId, editingPlanId)
        .catch(() => undefined)
        .finally(() => {
          if (flight.current !== mine) return;
          flight.current = null;
          mine.again?.();
        });
    };
    beat();
    const timer = setInterval(beat, presenceHeartbeatMs);
    document.addEventListener('visibilitychange', beat);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', beat);
      // Not sent after the page has left (or for a state that is no longer this one's).
      if (flight.current?.again === beat) flight.current.again = null;
    };
  }, [itineraryId, editingPlanId, myId]);

  useRealtimeEvent('itinerary.presence', (data: ItineraryPresenceEventData) => {
    if (data.id !== itineraryId || data.user_id === myId) return;
    setSeen((previous) => {
      const next = new Map(previous);
      next.set(data.user_id, {
        tripId: data.id,
        userId: data.user_id,
        name: data.name,
        avatar: data.avatar,
        planId: data.plan_id,
        seenAt: Date.now(),
      });
      return next;
    });
  });

  // Drop whoever went quiet; checked a few times per timeout.
  useEffect(() => {
    const timer = setInterval(() => {
      setSeen((previous) => {
        const cutoff = Date.now() - presenceTimeoutMs;
        const stale = [...previous.values()].filter((member) => member.seenAt < cutoff);
        if (stale.length === 0) return previous;
        const next = new Map(previous);
        for (const member of stale) next.delete(member.userId);
        return next;
      });
    }, presenceHeartbeatMs / 2);
    return () => clearInterval(timer);
  }, []);

  // Only this trip's (the page may have shown another trip a moment ago).
  const members = [...seen.values()].filter((member) => member.tripId === itineraryId);
  const editorsOf = useCallback(
    (planId: string) =>
      [...seen.values()].filter((member) => member.tripId === itineraryId && member.planId === planId),
    [seen, itineraryId],
  );
  return { members, editorsOf };
}
