import { useQuery } from '@tanstack/react-query';
import type { Me } from '@pintrip/shared';
import { api, ApiError } from '../../../lib/api-client';

export const meQueryKey = ['me'] as const;

/**
 * Whether the browser holds a session. better-auth's session endpoint answers a visitor with 200
 * and null, so visitors' pages log no failed request (GET /api/me would answer 401). When it
 * cannot tell, /api/me decides.
 */
async function hasSession(): Promise<boolean> {
  try {
    const session = await api.get<unknown>('/api/auth/get-session');
    return session !== null && session !== undefined;
  } catch {
    return true;
  }
}

/*
 * The last answer, kept for when the server cannot be reached: offline, a page the service worker
 * served must not show 회원가입/로그인 as if its reader had signed out. Only what the header draws
 * is kept, and it is dropped as soon as the server says nobody is signed in.
 */
const lastMeKey = 'pintrip.last-me';

function remember(me: Me | null) {
  try {
    if (me) localStorage.setItem(lastMeKey, JSON.stringify(me));
    else localStorage.removeItem(lastMeKey);
  } catch {
    // Storage full or refused (private mode): offline pages then show the visitor's header.
  }
}

function lastKnownMe(): Me | null {
  try {
    const stored = localStorage.getItem(lastMeKey);
    return stored ? (JSON.parse(stored) as Me) : null;
  } catch {
    return null;
  }
}

/** Forgets the last known user (signing out). */
export function forgetLastMe() {
  remember(null);
}

async function askServer(): Promise<Me | null> {
  if (!(await hasSession())) return null;
  try {
    return await api.get<Me>('/api/me');
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0 && error.status < 500) return null;
    throw error;
  }
}

/**
 * The signed-in user, or null. A failed session check counts as signed out (spec 1 §4); an
 * unreachable server (no network) answers the last known user instead.
 */
export async function getMe(): Promise<Me | null> {
  try {
    const me = await askServer();
    remember(me);
    return me;
  } catch (error) {
    const unreachable = error instanceof ApiError && error.status === 0;
    const last = unreachable ? lastKnownMe() : null;
    if (last) return last;
    throw error;
  }
}

export function useMe() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: getMe,
    staleTime: 60_000,
    retry: false,
    // Offline, still ask once: getMe answers the last known user rather than waiting.
    networkMode: 'offlineFirst',
    // Back online, check the session again at once (it may have ended meanwhile).
    refetchOnReconnect: 'always',
  });
}
