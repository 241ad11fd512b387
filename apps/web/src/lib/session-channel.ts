/**
 * Tells the other tabs of this browser that the session changed (spec 1 §4: the session is
 * synchronised across tabs). BroadcastChannel where there is one, else a localStorage event.
 */
export type SessionEvent = 'signed-in' | 'signed-out' | 'profile-updated';

const channelName = 'pintrip.session';
const storageKey = 'pintrip.session-event';

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName);
}

/** Announces a change to every other tab (never to this one). */
export function announceSessionChange(event: SessionEvent) {
  const channel = openChannel();
  if (channel) {
    channel.postMessage(event);
    channel.close();
    return;
  }
  try {
    // A changing value makes the storage event fire even for the same event twice.
    localStorage.setItem(storageKey, JSON.stringify({ event, at: Date.now() }));
  } catch {
    // Storage may be refused (private mode); the other tabs then catch up on focus.
  }
}

function isSessionEvent(value: unknown): value is SessionEvent {
  return value === 'signed-in' || value === 'signed-out' || value === 'profile-updated';
}

/** Calls back for each change another tab announces; returns the unsubscribe function. */
export function subscribeToSessionChanges(onChange: (event: SessionEvent) => void): () => void {
  const channel = openChannel();
  if (channel) {
    channel.onmessage = (message: MessageEvent<unknown>) => {
      if (isSessionEvent(message.data)) onChange(message.data);
    };
    return () => channel.close();
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey || !event.newValue) return;
    try {
      const parsed = JSON.parse(event.newValue) as { event?: unknown };
      if (isSessionEvent(parsed.event)) onChange(parsed.event);
    } catch {
      // Not ours.
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
