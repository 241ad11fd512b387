/**
 * The server as a process: bad configuration stops it with one line, SIGTERM stops it cleanly, and
 * a second start on the same DATA_DIR keeps the data of the first (no second seed).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const serverDir = path.resolve(import.meta.dirname, '..');
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function start(env: Record<string, string>): Promise<Running> {
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, TEST_DATABASE_URL: '', DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'info', ...env },
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) resolve({ child, url: match[1], output: () => out });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
}

function run(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', ...env },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

function stop(running: Running): Promise<number | null> {
  return new Promise((resolve) => {
    running.child.removeAllListeners('exit');
    running.child.once('exit', (code) => resolve(code));
    running.child.kill('SIGTERM');
  });
}

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pintrip-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'not-a-url' }, 'DATABASE_URL'],
    [{ WORKERS: '2' }, 'WORKERS'],
    [{ WORKERS: 'many' }, 'WORKERS'],
  ])('refuses bad configuration %o with one clear line and exit code 1', async (env, name) => {
    const { code, stderr } = await run(env);
    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
  });

  it('keeps its data across a restart and stops cleanly on SIGTERM', async () => {
    const first = await start({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
    const health = await (await fetch(`${first.url}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'embedded' });
    const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'keep@pintrip.test', password: 'Travel123!', name: 'keep' }),
    });
    expect(signUp.status).toBe(200);
    expect(first.output()).toContain('seeded demo content');
    expect(await stop(first)).toBe(0);

    const second = await start({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
    const signIn = await fetch(`${second.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'keep@pintrip.test', password: 'Travel123!' }),
    });
    expect(signIn.status).toBe(200);
    expect(second.output()).not.toContain('seeded demo content');
    expect(await stop(second)).toBe(0);
  }, 90_000);

  // Only where PostgreSQL is (the PostgreSQL run of npm test): the embedded database is one process.
  if (process.env.TEST_DATABASE_URL)
    it('with WORKERS=2 on PostgreSQL runs two server processes on one port, and SIGTERM stops them all', async () => {
      const base = process.env.TEST_DATABASE_URL as string;
      const name = `pintrip_workers_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      try {
        const running = await start({
          DATA_DIR: dataDir,
          DATABASE_URL: url.toString(),
          WORKERS: '2',
          SEED_DEMO: 'true',
        });
        const deadline = Date.now() + 30_000;
        const pids = () =>
          new Set([...running.output().matchAll(/"pid":(\d+)[^\n]*Server listening/g)].map((m) => m[1]));
        while (pids().size < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        expect(pids().size).toBe(2);
        const answers = await Promise.all(
          Array.from({ length: 20 }, () => fetch(`${running.url}/api/destinations`).then((r) => r.status)),
        );
        expect(new Set(answers)).toEqual(new Set([200]));
        expect(running.output().match(/seeded demo content/g)).toHaveLength(1);
        expect(await stop(running)).toBe(0);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }, 90_000);
});
