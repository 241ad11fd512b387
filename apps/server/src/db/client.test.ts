/**
 * Database.sync (a writer's fence: after it resolves, every notification committed before the
 * call has reached the listeners; false when some may have been lost) and Database.listenEpoch
 * (which LISTEN connection delivers them; null while there is none).
 */
import os from 'node:os';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client.js';
import { createTestContext, type TestContext } from '../../test/helpers.js';

describe('Database.sync', () => {
  let ctx: TestContext;
  let other: Database;
  beforeAll(async () => {
    ctx = await createTestContext();
    // On PostgreSQL, a second pool and LISTEN connection, as another instance has.
    other = ctx.config.DATABASE_URL
      ? await openDatabase({ databaseUrl: ctx.config.DATABASE_URL, dataDir: os.tmpdir() })
      : ctx.database;
  });
  afterAll(async () => {
    if (other !== ctx.database) await other.close();
    await ctx?.close();
  });

  it('has a LISTEN epoch, fixed while the connection lasts', () => {
    const epoch = ctx.database.listenEpoch();
    expect(epoch).not.toBeNull();
    expect(ctx.database.listenEpoch()).toBe(epoch);
  });

  it('delivers a notification committed elsewhere before it resolves', async () => {
    const seen: string[] = [];
    await ctx.database.listen('pintrip_sync_test', (payload) => seen.push(payload));
    for (let i = 0; i < 20; i += 1) {
      await other.db.execute(sql`select pg_notify('pintrip_sync_test', ${String(i)})`);
      expect(await ctx.database.sync()).toBe(true);
      expect(seen).toContain(String(i));
    }
  });

  if (process.env.TEST_DATABASE_URL)
    it('answers false while the LISTEN connection is down and once after it comes back', async () => {
      const epochBefore = ctx.database.listenEpoch();
      expect(epochBefore).not.toBeNull();
      const admin = new pg.Client({ connectionString: ctx.config.DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and application_name = 'pintrip-listen'`,
        );
      } finally {
        await admin.end();
      }
      const answers: boolean[] = [];
      const deadline = Date.now() + 10_000;
      // Down (false), back with possibly missed notifications (false once), then true.
      while (Date.now() < deadline) {
        const answer = await ctx.database.sync();
        answers.push(answer);
        if (answer) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(answers[0]).toBe(false);
      expect(answers.at(-1)).toBe(true);
      // A new connection: caches keyed on the epoch drop what they loaded before it.
      expect(ctx.database.listenEpoch()).not.toBeNull();
      expect(ctx.database.listenEpoch()).not.toBe(epochBefore);
    });
});
