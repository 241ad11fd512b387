/**
 * Content writes are rate-limited per account and per client address, declared on each route
 * (`config: { access: 'active_user', rateLimit: 'write' }`) and enforced here, by one hook that
 * runs right after the access hook and before the body is read: the write past the limit answers
 * 429 `rate_limited` with Retry-After and changes nothing. Counters live in PostgreSQL
 * (db/rate-counters.ts), so every instance counts together.
 *
 * Every write route a non-admin may call declares its class; registering one without it fails at
 * start, as a route without an access level does.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBodySchema } from '@pintrip/shared';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { createRateCounters, rateCounterPrefix } from '../db/rate-counters.js';
import { AppError } from '../lib/errors.js';
import type { Access } from './access.js';

export const rateLimitClasses = ['write', 'upload', 'ops'] as const;
export type RateLimitClass = (typeof rateLimitClasses)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which write budget the route spends; see http/rate-limit.ts. */
    rateLimit?: RateLimitClass;
  }
}

/** Writes per window allowed to one account and to one address; 0 turns that limit off. */
export interface RateLimitBudget {
  perAccount: number;
  perAddress: number;
}

export const rateLimitWindowMs = 60_000;

/** The budgets the configuration gives each class (config.ts, docs/deploy.md). */
export function rateLimitBudgets(config: Config): Record<RateLimitClass, RateLimitBudget> {
  return {
    write: { perAccount: config.WRITE_RATE_LIMIT, perAddress: config.WRITE_RATE_LIMIT_PER_ADDRESS },
    upload: { perAccount: config.UPLOAD_RATE_LIMIT, perAddress: config.UPLOAD_RATE_LIMIT_PER_ADDRESS },
    // The planner's operation batches and presence heartbeats: many small requests from one
    // person editing quickly, so a budget of their own that never spends the write budget.
    ops: { perAccount: config.OPS_RATE_LIMIT, perAddress: config.OPS_RATE_LIMIT_PER_ADDRESS },
  };
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Administrators' routes are not limited: moderating a wave of spam is many writes in a row. */
const unlimitedAccess = new Set<Access>(['admin', 'super_admin']);

export function registerRateLimits(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const counters = createRateCounters(db);
  const budgets = rateLimitBudgets(config);
  let lastPrune = Date.now();

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    const access = route.config?.access;
    const rateLimit = route.config?.rateLimit;
    if (rateLimit !== undefined && !rateLimitClasses.includes(rateLimit)) {
      throw new Error(
        `Route ${String(route.method)} ${url} declares an unknown rate limit "${String(rateLimit)}".`,
      );
    }
    if (rateLimit && route.schema?.response && typeof route.schema.response === 'object') {
      // The OpenAPI document lists the 429 every limited route may answer.
      route.schema.response = { ...route.schema.response, 429: errorBodySchema };
    }
    const writes = [route.method].flat().some((method) => writeMethods.has(method));
    if (url.startsWith('/api/') && access && !unlimitedAccess.has(access) && writes && !rateLimit) {
      throw new Error(
        `Write route ${String(route.method)} ${url} declares no rate limit (config.rateLimit).`,
      );
    }
  });

  app.addHook('preParsing', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const rateLimit = request.routeOptions.config.rateLimit;
    if (!rateLimit) return payload;
    const budget = budgets[rateLimit];
    const limits = new Map<string, number>();
    if (budget.perAccount > 0 && request.viewer) {
      limits.set(`${rateCounterPrefix}${rateLimit}:user:${request.viewer.id}`, budget.perAccount);
    }
    if (budget.perAddress > 0)
      limits.set(`${rateCounterPrefix}${rateLimit}:ip:${request.ip}`, budget.perAddress);
    if (limits.size === 0) return payload;

    const hits = await counters.hit([...limits.keys()], rateLimitWindowMs);
    const over = hits.filter((hit) => hit.count > (limits.get(hit.key) ?? Infinity));
    if (Date.now() - lastPrune > 10 * rateLimitWindowMs) {
      // Keys of accounts and addresses gone quiet: at most once every ten minutes per process.
      lastPrune = Date.now();
      counters
        .prune(rateLimitWindowMs)
        .catch((error: unknown) => request.log.warn({ err: error }, 'rate limit prune'));
    }
    if (over.length > 0) {
      const waitMs = Math.max(...over.map((hit) => hit.resetsInMs));
      reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
      throw new AppError('rate_limited', 'Too many writes in a short time; try again later.');
    }
    return payload;
  });
}
