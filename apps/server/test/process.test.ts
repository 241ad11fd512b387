/**
 * The server as a process: bad configuration stops it with one line, SIGTERM stops it cleanly, and
 * a second start on the same DATA_DIR keeps the data of the first (no second seed).
 */
import { afterAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fillDataDir } from './embedded-template.js';
import { serverScript } from './server-bundle.js';
import { runToExit, spawnProcess, startServer } from './spawn-server.js';

/** The server of this run (its bundle), with `env`. */
const server = (env: Record<string, string>) => ({ script: serverScript(), env });

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pintrip-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'not-a-url' }, 'DATABASE_URL'],
    [{ WORKERS: '2' }, 'WORKERS'],
    [{ WORKERS: 'many' }, 'WORKERS'],
  ])('refuses bad configuration %o with one clear line and exit code 1', async (env, name) => {
    const { code, stderr } = await runToExit(server(env));
    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
  });

  it('keeps its data across a restart and stops cleanly on SIGTERM', async () => {
    // The run's migrated, empty database: the first start seeds it, as it would a new one.
    await fillDataDir(dataDir);
    const first = await startServer(server({ DATA_DIR: dataDir, SEED_DEMO: 'true' }));
    const health = await (await fetch(`${first.url}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'embedded' });
    const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'keep@pintrip.test', password: 'Travel123!', name: 'keep' }),
    });
    expect(signUp.status).toBe(200);
    expect(first.output()).toContain('seeded demo content');
    expect(await first.stop()).toBe(0);

    const second = await startServer(server({ DATA_DIR: dataDir, SEED_DEMO: 'true' }));
    const signIn = await fetch(`${second.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'keep@pintrip.test', password: 'Travel123!' }),
    });
    expect(signIn.status).toBe(200);
    expect(second.output()).not.toContain('seeded demo content');
    expect(await second.stop()).toBe(0);
  }, 90_000);

  it('answers 503 starting while it opens the database, then 200', async () => {
    // A new DATA_DIR: initdb and every migration, the longest opening there is.
    const startDir = mkdtempSync(path.join(os.tmpdir(), 'pintrip-starting-'));
    const starting = spawnProcess(server({ SEED_DEMO: 'true', DATA_DIR: startDir }));
    try {
      const url = (await starting.waitForOutput(/Starting at (http:\/\/127\.0\.0\.1:\d+)/))[1] as string;
      const first = await fetch(`${url}/api/health`);
      expect(first.status).toBe(503);
      expect(await first.json()).toEqual({ error: { code: 'starting', message: 'The server is starting.' } });
      await starting.waitForOutput(/Server listening at/);
      const ready = await fetch(`${url}/api/health`);
      expect(ready.status).toBe(200);
    } finally {
      await starting.stop();
      rmSync(startDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('on SIGTERM finishes a request in flight, tells SSE clients to reconnect, and exits 0', async () => {
    const running = await startServer(server({ DATA_DIR: dataDir, SEED_DEMO: 'false' }));
    const { hostname, port } = new URL(running.url);

    // An SSE client, connected.
    const stream = await fetch(`${running.url}/api/events`);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = '';
    const readAll = (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        received += decoder.decode(value, { stream: true });
      }
    })();
    while (!received.includes(': connected')) await new Promise((resolve) => setTimeout(resolve, 20));

    // A sign-up whose body is still arriving when the signal comes: a request in flight.
    const body = JSON.stringify({ email: 'drain@pintrip.test', password: 'Travel123!', name: 'drain' });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        {
          hostname,
          port,
          method: 'POST',
          path: '/api/auth/sign-up/email',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 20));
      setTimeout(() => {
        running.child.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(20)), 700);
      }, 200);
    });
    const exit = running.exited;

    const finished = await answer;
    expect(finished.status, finished.text).toBe(200);
    expect(JSON.parse(finished.text)).toMatchObject({ user: { email: 'drain@pintrip.test' } });
    await readAll;
    expect(received).toMatch(/retry: \d+\nevent: reconnect\ndata: \{\}\n\n$/);
    expect((await exit).code).toBe(0);
    // Nothing listens any more.
    await expect(fetch(`${running.url}/api/health`)).rejects.toThrow();
  }, 90_000);

  // Only where PostgreSQL is: instances share a database there, never on the embedded one.
  if (process.env.TEST_DATABASE_URL)
    it('two instances started at once on an empty PostgreSQL database with SEED_DEMO both come up, and one seeds', async () => {
      const base = process.env.TEST_DATABASE_URL as string;
      const name = `pintrip_seed_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      const started = await Promise.allSettled(
        ['a', 'b'].map((instance) =>
          startServer(
            server({
              DATA_DIR: path.join(dataDir, instance),
              DATABASE_URL: url.toString(),
              SEED_DEMO: 'true',
            }),
          ),
        ),
      );
      try {
        const servers = started.map((result) => {
          if (result.status === 'rejected') throw result.reason;
          return result.value;
        });
        const seeded = servers.filter((server) => server.output().includes('seeded demo content'));
        expect(seeded).toHaveLength(1);
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        const { rows } = await client.query('select count(*)::int as n from categories');
        await client.end();
        expect(rows[0].n).toBe(6);
        for (const server of servers) expect(await server.stop()).toBe(0);
      } finally {
        await Promise.all(
          started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)),
        );
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }, 120_000);

  // Only where PostgreSQL is (the PostgreSQL run of npm test): the embedded database is one process.
  if (process.env.TEST_DATABASE_URL)
    it('with WORKERS=2 on PostgreSQL runs two server processes on one port, sums their metrics, and SIGTERM stops them all', async () => {
      const base = process.env.TEST_DATABASE_URL as string;
      const name = `pintrip_workers_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      try {
        const running = await startServer(
          server({
            DATA_DIR: dataDir,
            DATABASE_URL: url.toString(),
            WORKERS: '2',
            SEED_DEMO: 'true',
            METRICS: 'true',
          }),
        );
        const deadline = Date.now() + 30_000;
        const pids = () =>
          new Set([...running.output().matchAll(/"pid":(\d+)[^\n]*Server listening/g)].map((m) => m[1]));
        while (pids().size < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        expect(pids().size).toBe(2);
        const answers = await Promise.all(
          Array.from({ length: 20 }, () => fetch(`${running.url}/api/destinations`).then((r) => r.status)),
        );
        expect(new Set(answers)).toEqual(new Set([200]));
        // Whichever worker answers the scrape, it reports the whole cluster's requests. A request is
        // counted in its onResponse hook, which may run just after the client has its answer: wait
        // until all 20 are counted, then every scrape must say 20.
        const counted = async () => {
          const text = await fetch(`${running.url}/api/metrics`).then((r) => r.text());
          const line = text
            .split('\n')
            .find((l) =>
              l.startsWith(
                'pintrip_http_requests_total{method="GET",route="/api/destinations",status="200"}',
              ),
            );
          return Number(line?.split(' ').at(-1));
        };
        for (let i = 0; i < 50 && (await counted()) !== 20; i += 1)
          await new Promise((r) => setTimeout(r, 100));
        for (let i = 0; i < 4; i += 1) expect(await counted()).toBe(20);
        expect(running.output().match(/seeded demo content/g)).toHaveLength(1);
        expect(await running.stop()).toBe(0);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }, 90_000);
});
