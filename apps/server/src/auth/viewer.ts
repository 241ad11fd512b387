/**
 * Who is asking: resolved once per request from the session cookie, with the account flags read
 * fresh from the database (a deactivation or a new admin right takes effect at once).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
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
    /** Set by the guards: the signed-in user the route acts for. */
    viewer: Viewer | null;
  }
  interface FastifyInstance {
    resolveViewer: ViewerResolver;
  }
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Loads the viewer if there is one, without requiring it (public routes that personalise). */
export const optionalUser: Guard = async (request) => {
  request.viewer = await request.server.resolveViewer(request);
};

/** 401 `unauthorized` without a valid session. */
export const requireUser: Guard = async (request) => {
  const viewer = await request.server.resolveViewer(request);
  if (!viewer) throw new AppError('unauthorized', 'Sign in first.');
  request.viewer = viewer;
};

/** As requireUser, and 403 `account_inactive` for a deactivated account. */
export const requireActiveUser: Guard = async (request, reply) => {
  await requireUser(request, reply);
  if (!request.viewer?.isActive) throw new AppError('account_inactive', 'This account is deactivated.');
};

/** 403 `admin_required` unless the viewer is an admin or super admin. */
export const requireAdmin: Guard = async (request, reply) => {
  await requireUser(request, reply);
  if (!request.viewer?.isAdmin) throw new AppError('admin_required', 'Administrator rights are required.');
};

/** 403 `super_admin_required` unless the viewer is a super admin. */
export const requireSuperAdmin: Guard = async (request, reply) => {
  await requireUser(request, reply);
  if (!request.viewer?.isSuperAdmin) {
    throw new AppError('super_admin_required', 'Super administrator rights are required.');
  }
};

/** The viewer a guard has set; for handlers behind requireUser and stricter guards. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError('unauthorized', 'Sign in first.');
  return request.viewer;
}
