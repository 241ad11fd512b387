import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { appInfoSchema, appVersion, errorBodySchema, healthSchema, type AppInfo } from '@pintrip/shared';
import type { Database } from '../../db/client.js';
import type { Lifecycle } from '../../lib/lifecycle.js';
import { databaseRetryAfterSeconds } from '../../lib/error-handler.js';
import type { Storage } from '../../lib/storage.js';

export interface HealthRoutesOptions {
  database: Database;
  storage: Storage;
  lifecycle: Lifecycle;
  appInfo: () => AppInfo;
}

/** A health check that hangs counts as down: a proxy's own check would time out anyway. */
const checkTimeoutMs = 3_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs a check; true when it passed. The reason is logged, never sent (it may hold a URL or key). */
async function passes(check: () => Promise<unknown>, log: (error: unknown) => void): Promise<boolean> {
  try {
    await within(check(), checkTimeoutMs);
    return true;
  } catch (error) {
    log(error);
    return false;
  }
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { database, storage, lifecycle, appInfo },
) => {
  app.get(
    '/health',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database and the file storage answer, and the process is not draining',
        description:
          '503 with code `starting` or `draining` while the process starts or stops, and ' +
          '`unavailable` when the database or the file storage does not answer.',
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      const unavailable = (code: string, message: string) =>
        reply
          .status(503)
          .header('cache-control', 'no-store')
          .header('retry-after', String(databaseRetryAfterSeconds))
          .send({ error: { code, message } });
      if (lifecycle.phase === 'starting') return unavailable('starting', 'The server is starting.');
      if (lifecycle.phase === 'draining') return unavailable('draining', 'The server is shutting down.');
      const log = (part: string) => (error: unknown) =>
        request.log.warn({ err: error }, `health check: the ${part} does not answer`);
      const [databaseUp, storageUp] = await Promise.all([
        passes(() => database.db.execute(sql`select 1`), log('database')),
        passes(() => storage.check(), log('file storage')),
      ]);
      if (!databaseUp) return unavailable('unavailable', 'The database does not answer.');
      if (!storageUp) return unavailable('unavailable', 'The file storage does not answer.');
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: database.kind, storage: storage.kind, version: appVersion };
    },
  );

  app.get(
    '/app-info',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['health'],
        summary: 'Public settings of this installation (contact address, map tiles, sign-in providers)',
        response: { 200: appInfoSchema },
      },
    },
    async () => appInfo(),
  );
};
