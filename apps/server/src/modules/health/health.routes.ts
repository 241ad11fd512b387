import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { appInfoSchema, appVersion, errorBodySchema, healthSchema, type AppInfo } from '@pintrip/shared';
import type { Database } from '../../db/client.js';

export interface HealthRoutesOptions {
  database: Database;
  appInfo: () => AppInfo;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { database, appInfo },
) => {
  app.get(
    '/health',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async (_request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
      } catch {
        return reply
          .status(503)
          .send({ error: { code: 'unavailable', message: 'The database does not answer.' } });
      }
      return { status: 'ok' as const, database: database.kind, version: appVersion };
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
