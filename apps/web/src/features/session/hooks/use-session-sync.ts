import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subscribeToSessionChanges } from '../../../lib/session-channel';
import { meQueryKey, useMe } from '../api/get-me';

/** Spec 1 §9: the session is checked every 30 seconds (and whenever the tab comes back). */
const sessionCheckIntervalMs = 30_000;

/**
 * Keeps this tab's idea of who is signed in true: re-asks GET /api/me when another tab announces a
 * change, when the window regains focus and every 30 s while visible (the cookie itself is
 * extended by the server). When the user changes, every personalised query reloads; when a
 * change leaves no user, `onSignedOut` runs (the app opens the login dialog, spec 2 §2).
 */
export function useSessionSync({ onSignedOut }: { onSignedOut: () => void }) {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const previousId = useRef<string | null | undefined>(undefined);
  const onSignedOutRef = useRef(onSignedOut);
  useEffect(() => {
    onSignedOutRef.current = onSignedOut;
  }, [onSignedOut]);

  useEffect(() => {
    const recheck = () => void queryClient.invalidateQueries({ queryKey: meQueryKey });
    const unsubscribe = subscribeToSessionChanges(recheck);
    const recheckIfVisible = () => {
      if (document.visibilityState === 'visible') recheck();
    };
    window.addEventListener('focus', recheckIfVisible);
    document.addEventListener('visibilitychange', recheckIfVisible);
    const timer = window.setInterval(recheckIfVisible, sessionCheckIntervalMs);
    return () => {
      unsubscribe();
      window.removeEventListener('focus', recheckIfVisible);
      document.removeEventListener('visibilitychange', recheckIfVisible);
      window.clearInterval(timer);
    };
  }, [queryClient]);

  useEffect(() => {
    // Still loading the first answer.
    if (me === undefined) return;
    const id = me?.id ?? null;
    const before = previousId.current;
    previousId.current = id;
    if (before === undefined || before === id) return;
    // Likes, bookmarks, "mine" lists… all belong to the previous user.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    if (id === null) onSignedOutRef.current();
  }, [me, queryClient]);
}
