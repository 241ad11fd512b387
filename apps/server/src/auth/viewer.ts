/**
 * Who is asking: resolved once per request from the session cookie, with the account flags read
 * fresh from the database (a deactivation or a new admin right takes effect at once).
 */
import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { adminUsers, users } from '../db/schema.js';
import { AppError } from '../lib/errors.js';
import type { Auth } from './auth.js';

export interface Viewer {
  id: string;
  email: string;
  name: string;
  image: string | null;
  isActive: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
}

export interface ViewerResolver {
  (request: FastifyRequest): Promise<Viewer | null>;
}

export function createViewerResolver(auth: Auth, db: Db): ViewerResolver {
  const cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
  const load = async (request: FastifyRequest): Promise<Viewer | null> => {
    if (!request.headers.cookie) return null;
    const session = await auth.api
      .getSession({ headers: fromNodeHeaders(request.headers) })
      .catch(() => null);
    if (!session) return null;
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        image: users.image,
        isActive: users.isActive,
        isAdmin: adminUsers.isAdmin,
        isSuperAdmin: adminUsers.isSuperAdmin,
      })
      .from(users)
      .leftJoin(adminUsers, eq(adminUsers.userId, users.id))
      .where(eq(users.id, session.user.id));
    if (!row) return null;
    const isSuperAdmin = row.isSuperAdmin ?? false;
    return { ...row, isSuperAdmin, isAdmin: (row.isAdmin ?? false) || isSuperAdmin };
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
