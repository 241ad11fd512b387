/**
 * Access is declared on each route (`config: { access }`) and enforced here, by one hook that runs
 * before the body is even parsed: a visitor learns they must sign in before learning their body
 * was wrong, and a deactivated account learns it may not write before anything else.
 *
 * Levels: `visitor` (anyone; the viewer is loaded when there is a session), `user` (signed in),
 * `active_user` (signed in and not deactivated), `admin`, `super_admin` (both also active).
 * Every /api route must declare one; registering a route without it fails at start.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAdmin, isSuperAdmin } from '@pintrip/shared';
import { AppError } from '../lib/errors.js';
import type { Viewer } from '../auth/viewer.js';

export const accessLevels = ['visitor', 'user', 'active_user', 'admin', 'super_admin'] as const;
export type Access = (typeof accessLevels)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; see http/access.ts. */
    access?: Access;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, in registration order (tests enumerate it). */
    apiRoutes: ApiRoute[];
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
}

/** Routes that belong to libraries and guard themselves: better-auth and the API reference. */
const selfGuarded = (url: string) => url.startsWith('/api/auth/') || url.startsWith('/api/docs');

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface AccessOptions {
  /** ADMIN_REQUIRE_2FA: admin and super-admin routes need two-factor sign-in turned on. */
  adminRequiresTwoFactor?: boolean;
}

/**
 * Throws the contract error when `viewer` may not call a route of `access` with `method`. A
 * deactivated account writes nothing, not even on a route open to visitors (sharing).
 */
export function checkAccess(
  access: Access,
  viewer: Viewer | null,
  method = 'GET',
  options: AccessOptions = {},
): void {
  if (viewer && !viewer.isActive && writes.has(method)) {
    throw new AppError('account_inactive', 'This account is deactivated.');
  }
  if (access === 'visitor') return;
  if (!viewer) throw new AppError('unauthorized', 'Sign in first.');
  if (access === 'user') return;
  if (!viewer.isActive) throw new AppError('account_inactive', 'This account is deactivated.');
  if (access === 'admin' && !isAdmin(viewer)) {
    throw new AppError('admin_required', 'Administrator rights are required.');
  }
  if (access === 'super_admin' && !isSuperAdmin(viewer)) {
    throw new AppError('super_admin_required', 'Super administrator rights are required.');
  }
  if ((access === 'admin' || access === 'super_admin') && options.adminRequiresTwoFactor) {
    if (!viewer.twoFactorEnabled) {
      throw new AppError('two_factor_required', 'Turn on two-factor sign-in (My Page) to use admin rights.');
    }
  }
}

export function registerAccess(app: FastifyInstance, options: AccessOptions = {}) {
  app.decorate('apiRoutes', [] as ApiRoute[]);
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith('/api/') || selfGuarded(url)) return;
    const access = route.config?.access;
    if (!access || !accessLevels.includes(access)) {
      throw new Error(`Route ${String(route.method)} ${url} declares no access level (config.access).`);
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.apiRoutes.push({ method, url, access });
    }
  });
  app.addHook('preParsing', async (request: FastifyRequest, _reply, payload) => {
    const access = request.routeOptions.config.access;
    if (access) {
      request.viewer = await request.server.resolveViewer(request);
      checkAccess(access, request.viewer, request.method, options);
    }
    return payload;
  });
}
