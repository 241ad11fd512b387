import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser believes it is online. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Starts TanStack Query's online state from the browser's. The query manager assumes "online"
 * until it hears an `offline` event, so a page opened with no network (the service worker serves
 * it) failed its lists as if online, and the `online` event that followed changed nothing: no
 * refetch on reconnect, and the list stayed on its error until 다시 시도. Call once at start.
 */
export function syncOnlineState(): void {
  if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean')
    onlineManager.setOnline(navigator.onLine);
}
