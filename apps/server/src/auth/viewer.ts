/**
 * Who is asking: resolved once per request from the session cookie.
 *
 * The cookie's HMAC signature is checked here (as better-auth signs it: HMAC-SHA256 of the token
 * with the auth secret, base64); then the viewer comes from memory (auth/viewer-cache.ts), or
 * from one indexed query that reads the session, its user and the admin flags together. Every
 * change to those rows notifies every instance, which forgets the account's cached sessions, so
 * a deactivation or a new admin right takes effect at once (docs/decisions/0024). better-auth's
 * own getSession runs only when the session is due for its daily extension, so expiry is
 * extended exactly as before (such a session is not kept in memory until it has been extended).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { adminUsers, sessions, users } from '../db/schema.js';
import { AppError } from '../lib/errors.js';
import type { ViewerCache } from './viewer-cache.js';
import { sessionCookieName, sessionLifetime, type Auth } from './auth.js';

export interface Viewer {
  id: string;
  email: string;
  name: string;
  image: string | null;
  isActive: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  /** Signs in with a second factor (TOTP); ADMIN_REQUIRE_2FA asks it of admins. */
  twoFactorEnabled: boolean;
}

export interface ViewerResolver {
  (request: FastifyRequest): Promise<Viewer | null>;
}

/** The session token of a cookie header whose signature is valid; null otherwise. */
export function signedSessionToken(cookieHeader: string, name: string, secret: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const equals = part.indexOf('=');
    if (equals < 0 || part.slice(0, equals).trim() !== name) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(equals + 1).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }
  return null;
}

export interface ViewerResolverOptions {
  auth: Auth;
  db: Db;
  /** The auth secret that signs session cookies. */
  secret: string;
  /** Whether cookies are Secure (PUBLIC_URL is https), which changes the cookie's name. */
  secureCookies: boolean;
  /**
   * Resolved viewers by session token, forgotten through the `pintrip_viewers` notifications
   * (app.ts wires them). Absent: every request reads the database.
   */
  cache?: Pick<ViewerCache, 'get'>;
}

/** No memory: each lookup loads. */
const uncached: Pick<ViewerCache, 'get'> = {
  get: async (_token, load) => (await load())?.viewer ?? null,
};

export function createViewerResolver({
  auth,
  db,
  secret,
  secureCookies,
  cache: viewers = uncached,
}: ViewerResolverOptions): ViewerResolver {
  const cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
  const cookieName = sessionCookieName(secureCookies);
  const refreshAfterMs = (sessionLifetime.expiresIn - sessionLifetime.updateAge) * 1000;
  const load = async (request: FastifyRequest): Promise<Viewer | null> => {
    const cookie = request.headers.cookie;
    if (!cookie) return null;
    const token = signedSessionToken(cookie, cookieName, secret);
    if (!token) return null;
    return viewers.get(token, async () => {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          image: users.image,
          isActive: users.isActive,
          twoFactorEnabled: users.twoFactorEnabled,
          isAdmin: adminUsers.isAdmin,
          isSuperAdmin: adminUsers.isSuperAdmin,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(adminUsers, eq(adminUsers.userId, users.id))
        .where(eq(sessions.token, token));
      if (!row) return null;
      const now = Date.now();
      const expiresAt = row.expiresAt.getTime();
      if (expiresAt <= now) return null;
      const dueForExtension = expiresAt - now < refreshAfterMs;
      if (dueForExtension) {
        // Due for its daily extension (or anything unusual): better-auth decides, as it always did.
        const session = await auth.api
          .getSession({ headers: fromNodeHeaders(request.headers) })
          .catch(() => null);
        if (session?.user.id !== row.id) return null;
      }
      const { expiresAt: _expiresAt, ...viewer } = row;
      const isSuperAdmin = viewer.isSuperAdmin ?? false;
      return {
        viewer: { ...viewer, isSuperAdmin, isAdmin: (viewer.isAdmin ?? false) || isSuperAdmin },
        expiresAt,
        keep: !dueForExtension,
      };
    });
  };
  return (request) => {
    let pending = cache.get(request);
    if (!pending) {
      pending = load(request);
      cache.set(request, pending);
    }
    return pending;
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access hook (http/access.ts): the signed-in user, or null for a visitor. */
    viewer: Viewer | null;
  }
  interface FastifyInstance {
    resolveViewer: ViewerResolver;
  }
}

/** The viewer the access hook (http/access.ts) has set; for routes declared `user` or stricter. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError('unauthorized', 'Sign in first.');
  return request.viewer;
}
