import { useEffect, useSyncExternalStore } from 'react';
import type { Destination } from '@pintrip/shared';

/**
 * The destinations whose detail this browser opened last (the planner's "recently viewed"), newest
 * first, kept in localStorage: only what a plan needs, never the whole answer.
 */
export interface RecentDestination {
  id: string;
  title: string;
  location: string | null;
  image_url: string | null;
  lat: number | null;
  lng: number | null;
  budget_min: number;
}

export const recentDestinationsKey = 'pintrip.recentDestinations';
/** How many recent views are kept. */
export const recentDestinationsMax = 12;
const changed = 'pintrip:recent-destinations';

const isRecent = (value: unknown): value is RecentDestination => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.id === 'string' && typeof item.title === 'string';
};

let cache: { raw: string | null; items: RecentDestination[] } = { raw: null, items: [] };

/** The stored list (an unreadable or foreign value reads as none). */
export function readRecentDestinations(): RecentDestination[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(recentDestinationsKey);
  } catch {
    return [];
  }
  if (raw === cache.raw) return cache.items;
  let items: RecentDestination[];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    items = Array.isArray(parsed)
      ? parsed.filter(isRecent).map((item) => ({
          id: item.id,
          title: item.title,
          location: typeof item.location === 'string' ? item.location : null,
          image_url: typeof item.image_url === 'string' ? item.image_url : null,
          lat: typeof item.lat === 'number' ? item.lat : null,
          lng: typeof item.lng === 'number' ? item.lng : null,
          budget_min:
            typeof item.budget_min === 'number' && Number.isSafeInteger(item.budget_min)
              ? item.budget_min
              : 0,
        }))
      : [];
  } catch {
    items = [];
  }
  cache = { raw, items };
  return items;
}

/** Puts `destination` first in the list (once), keeping at most recentDestinationsMax. */
export function rememberRecentDestination(destination: Destination | RecentDestination) {
  const item: RecentDestination = {
    id: destination.id,
    title: destination.title,
    location: destination.location,
    image_url: destination.image_url,
    lat: destination.lat,
    lng: destination.lng,
    budget_min: destination.budget_min,
  };
  const next = [item, ...readRecentDestinations().filter((other) => other.id !== item.id)].slice(
    0,
    recentDestinationsMax,
  );
  try {
    localStorage.setItem(recentDestinationsKey, JSON.stringify(next));
  } catch {
    return; // Storage full or blocked: recent views are a convenience.
  }
  window.dispatchEvent(new Event(changed));
}

/** Remembers `destination` when its detail has opened (the one line in the detail dialog). */
export function useRememberRecentDestination(destination: Destination | undefined) {
  useEffect(() => {
    if (destination) rememberRecentDestination(destination);
    // Once per destination opened, not on every refetch of it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [destination?.id]);
}

const subscribe = (listener: () => void) => {
  window.addEventListener(changed, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(changed, listener);
    window.removeEventListener('storage', listener);
  };
};
const none: RecentDestination[] = [];

/** The recently viewed destinations, kept up to date across tabs. */
export function useRecentDestinations(): RecentDestination[] {
  return useSyncExternalStore(subscribe, readRecentDestinations, () => none);
}
