/**
 * Crash safety: the server process is killed with SIGKILL in the middle of a stream of writes,
 * three times, on the embedded database (and on PostgreSQL when TEST_DATABASE_URL is set). After
 * each kill the database opens as it is (no repair step), every write that was answered 2xx is
 * there, and nothing is half-written (every counter equals its rows, every itinerary is whole). A
 * second process on the same DATA_DIR — a server or `npm run admin` — is refused with one clear line,
 * while a killed one that is not reaped yet (a zombie) is not: ten immediate restarts come up.
 * The servers run the run's bundle (test/server-bundle.ts); an embedded one first starts on the
 * run's migrated database (fillDataDir), so no start spends its time on initdb.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.js';
import { comments, destinations, itineraries } from '../../src/db/schema.js';
import { fillDataDir } from '../embedded-template.js';
import { serverScript } from '../server-bundle.js';
import { processState, runToExit, startServer, type RunningServer } from '../spawn-server.js';
import { brokenInvariants } from './invariants.js';

const email = 'crash@pintrip.test';
const password = 'Travel123!';
const category = '충돌시험';

/** What every server and command of this file runs with, besides the test's own. */
const baseEnv = { SEED_DEMO: 'false', ADMIN_EMAILS: email, AUTH_RATE_LIMIT: 'false' };

const start = (env: Record<string, string>, options: { unreaped?: boolean } = {}) =>
  startServer({ script: serverScript(), env: { ...baseEnv, ...env }, ...options });

const run = (script: string, env: Record<string, string>, args: string[] = []) =>
  runToExit({ script, env: { ...baseEnv, ...env }, args });

interface Acknowledged {
  destinations: string[];
  itineraries: string[];
  comments: string[];
}

async function json(url: string, init: RequestInit & { cookie?: string; body?: string } = {}) {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}) },
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown>, res };
}

/**
 * Signs up (first round) or in, and makes sure the category exists. ADMIN_EMAILS makes a verified
 * address super admin: the first round follows the verification link the server logs (no SMTP).
 */
async function session(server: { url: string; output: () => string }): Promise<string> {
  const { url } = server;
  const up = await json(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    body: JSON.stringify({ email, password, name: 'crash' }),
  });
  expect([200, 422]).toContain(up.status);
  if (up.status === 200) {
    let link: RegExpExecArray | null = null;
    for (let i = 0; i < 100 && !link; i += 1) {
      link = /\/api\/auth\/verify-email\?token=[^\s"\\]+/.exec(server.output());
      if (!link) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(link, 'the verification link in the log').not.toBeNull();
    await fetch(`${url}${link?.[0] ?? ''}`, { redirect: 'manual' });
  }
  const signIn = await json(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const made = await json(`${url}/api/categories`, {
    method: 'POST',
    cookie,
    body: JSON.stringify({ name: category }),
  });
  expect([201, 409]).toContain(made.status);
  return cookie;
}

/**
 * Writes until stopped: destinations, itineraries of three days, comments on the first
 * destination, and likes, from `lanes` loops at once. Records what was answered 2xx.
 */
function writeStream(url: string, cookie: string, acked: Acknowledged, lanes = 4) {
  let stopped = false;
  const lane = async (n: number) => {
    for (let i = 0; !stopped; i += 1) {
      try {
        const kind = (n + i) % 3;
        if (kind === 0 || acked.destinations.length === 0) {
          const made = await json(`${url}/api/destinations`, {
            method: 'POST',
            cookie,
            body: JSON.stringify({
              title: `충돌 ${n}-${i}`,
              description: '쓰는 도중에 꺼진다',
              location: '서울',
              category,
              image_url: 'https://images.example.com/crash.jpg',
              budget_min: 0,
              budget_max: 1000,
            }),
          });
          if (made.status === 201) acked.destinations.push(made.body.id as string);
        } else if (kind === 1) {
          const made = await json(`${url}/api/itineraries`, {
            method: 'POST',
            cookie,
            body: JSON.stringify({
              title: `여정 ${n}-${i}`,
              start_date: '2026-06-01',
              end_date: '2026-06-03',
              days: [1, 2, 3].map((day) => ({
                day_number: day,
                plans: [0, 1].map((p) => ({ destination: `곳 ${day}-${p}`, cost: 1000 * (p + 1) })),
              })),
            }),
          });
          if (made.status === 201) acked.itineraries.push(made.body.id as string);
        } else {
          const target = acked.destinations[i % acked.destinations.length]!;
          const made = await json(`${url}/api/destinations/${target}/comments`, {
            method: 'POST',
            cookie,
            body: JSON.stringify({ content: `댓글 ${n}-${i}` }),
          });
          if (made.status === 201) acked.comments.push(made.body.id as string);
          await json(`${url}/api/destinations/${target}/like`, { method: 'POST', cookie });
        }
      } catch {
        // The connection died with the server: that request was never acknowledged.
        if (stopped) return;
      }
    }
  };
  const running = Promise.all(Array.from({ length: lanes }, (_, n) => lane(n)));
  return {
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/** Every acknowledged write, read back through the restarted server. */
async function expectAcknowledged(url: string, cookie: string, acked: Acknowledged) {
  const missing: string[] = [];
  for (const id of acked.destinations) {
    if ((await json(`${url}/api/destinations/${id}`)).status !== 200) missing.push(`destination ${id}`);
  }
  for (const id of acked.itineraries) {
    const full = await json(`${url}/api/itineraries/${id}`, { cookie });
    if (full.status !== 200 || (full.body.days as unknown[]).length !== 3) missing.push(`itinerary ${id}`);
  }
  const commented = new Set<string>();
  for (const id of new Set(acked.destinations)) {
    const list = await json(`${url}/api/destinations/${id}/comments`, { cookie });
    for (const item of (list.body.items ?? []) as { id: string }[]) commented.add(item.id);
  }
  for (const id of acked.comments) if (!commented.has(id)) missing.push(`comment ${id}`);
  expect(missing).toEqual([]);
}

/** Opens the database in this process, as the crash left it, and checks nothing is half-written. */
async function expectWhole(open: () => ReturnType<typeof openDatabase>, acked: Acknowledged) {
  // No repair step: it opens, or this throws.
  const database = await open();
  try {
    const count = async (table: typeof destinations | typeof itineraries | typeof comments, ids: string[]) =>
      (await database.db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).length;
    expect(await count(destinations, acked.destinations)).toBe(acked.destinations.length);
    expect(await count(itineraries, acked.itineraries)).toBe(acked.itineraries.length);
    expect(await count(comments, acked.comments)).toBe(acked.comments.length);
    expect(await brokenInvariants(database.db)).toEqual({});
  } finally {
    await database.close();
  }
}

const total = (acked: Acknowledged) =>
  acked.destinations.length + acked.itineraries.length + acked.comments.length;

/**
 * Three rounds of: start, read back every earlier acknowledged write, write, SIGKILL mid-stream;
 * `whileRunning` (the lock checks) runs in the last round before its writes. Then the database is
 * opened directly, as the last kill left it, for the half-written checks.
 */
async function crashRounds(
  env: Record<string, string>,
  open: () => ReturnType<typeof openDatabase>,
  whileRunning?: (server: RunningServer) => Promise<void>,
) {
  const acked: Acknowledged = { destinations: [], itineraries: [], comments: [] };
  const rounds = 3;
  for (let round = 0; round < rounds; round += 1) {
    const server = await start(env);
    const cookie = await session(server);
    await expectAcknowledged(server.url, cookie, acked);
    if (round === rounds - 1) await whileRunning?.(server);
    const before = total(acked);
    const stream = writeStream(server.url, cookie, acked);
    // Kill once a dozen writes of this round were acknowledged, with more in flight.
    const deadline = Date.now() + 20_000;
    while (total(acked) < before + 12 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await server.kill();
    await stream.stop();
    expect(total(acked)).toBeGreaterThan(before);
  }
  expect(acked.itineraries.length).toBeGreaterThan(0);
  expect(acked.comments.length).toBeGreaterThan(0);
  await expectWhole(open, acked);
}

describe('crash safety', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pintrip-crash-'));
    dirs.push(dir);
    return dir;
  };
  /** A DATA_DIR holding the run's migrated embedded database: no first start spends its time on initdb. */
  const migratedDir = async () => {
    const dir = tempDir();
    await fillDataDir(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  // Each run of the server suite covers its own database (npm test runs it on both), which keeps
  // this file's time to one database's worth of process starts.
  if (!process.env.TEST_DATABASE_URL)
    it('embedded: SIGKILL mid-stream three times loses no acknowledged write and half-writes nothing; a second process is refused', async () => {
      const dataDir = await migratedDir();
      await crashRounds(
        { DATA_DIR: dataDir },
        () => openDatabase({ dataDir }),
        async (server) => {
          const second = await run(serverScript(), { DATA_DIR: dataDir });
          expect(second.code).toBe(1);
          expect(second.stderr.trim().split('\n')).toHaveLength(1);
          expect(second.stderr).toContain(`in use by another Pintrip process (pid ${server.pid})`);

          const admin = await run('src/cli/admin.ts', { DATA_DIR: dataDir }, ['list']);
          expect(admin.code).toBe(1);
          expect(admin.stderr.trim().split('\n')).toHaveLength(1);
          expect(admin.stderr).toContain('in use by another Pintrip process');
          // The running server was not disturbed.
          expect((await json(`${server.url}/api/health`)).body).toMatchObject({
            status: 'ok',
            database: 'embedded',
          });
        },
      );
      // The lock the last SIGKILL left was taken over by the direct open, which released it on close.
      expect(existsSync(path.join(dataDir, 'pintrip.lock'))).toBe(false);
    }, 90_000);

  // A killed server whose parent has not reaped it yet (a PID 1 that does not wait, a busy
  // supervisor) is a zombie: its pid still answers kill(pid, 0), but it holds nothing.
  if (!process.env.TEST_DATABASE_URL)
    it('embedded: SIGKILL then an immediate restart, ten times, the killed server still a zombie each time: every restart comes up', async () => {
      const dataDir = await migratedDir();
      const killed: RunningServer[] = [];
      try {
        for (let round = 0; round < 10; round += 1) {
          const server = await start({ DATA_DIR: dataDir }, { unreaped: true });
          expect((await json(`${server.url}/api/health`)).body).toMatchObject({ status: 'ok' });
          expect(JSON.parse(readFileSync(path.join(dataDir, 'pintrip.lock'), 'utf8')).pid).toBe(server.pid);
          await server.kill();
          expect(processState(server.pid)).toBe('Z');
          killed.push(server);
        }
      } finally {
        await Promise.all(killed.map((server) => server.stop()));
      }
    }, 300_000);

  if (process.env.TEST_DATABASE_URL)
    it('PostgreSQL: SIGKILL mid-stream three times loses no acknowledged write and half-writes nothing', async () => {
      const base = process.env.TEST_DATABASE_URL as string;
      const name = `pintrip_crash_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      const dataDir = tempDir();
      try {
        await crashRounds({ DATA_DIR: dataDir, DATABASE_URL: url.toString() }, () =>
          openDatabase({ dataDir, databaseUrl: url.toString() }),
        );
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }, 90_000);
});
