/**
 * A PostgreSQL database for the bench: BENCH_DATABASE_URL as it is when set (kept: filled when
 * empty, never dropped, so that BENCH_SCALE=10's generation is paid once), else a scratch database
 * next to TEST_DATABASE_URL when it is set, else a throwaway cluster started exactly as .ci/run does
 * (initdb + pg_ctl, as the postgres user when running as root, on a free loopback port), stopped
 * and removed at the end.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/test/free-port.js';
import { createScratchDatabase } from '../apps/server/test/scratch-database.js';

export interface BenchPostgres {
  url: string;
  label: string;
  /** BENCH_DATABASE_URL: its data outlives the run (the run's writes too: likes toggled, views). */
  kept?: boolean;
  stop(): Promise<void>;
}

async function scratchDatabase(baseUrl: string): Promise<BenchPostgres> {
  const database = await createScratchDatabase(baseUrl, 'pintrip_bench');
  return {
    url: database.url,
    label: `scratch database on ${new URL(baseUrl).host} (TEST_DATABASE_URL)`,
    stop: database.drop,
  };
}

async function throwawayCluster(): Promise<BenchPostgres> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'pintrip-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
      : execFileSync(command, args, { stdio: 'pipe' });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
    chmodSync(root, 0o700);
  }
  const port = await freePort();
  const data = path.join(root, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(root, 'postgres.log'),
    '-w',
    '-o',
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  const version = /\d+\.\d+/.exec(execFileSync('postgres', ['--version']).toString())?.[0] ?? '';
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    label: `throwaway PostgreSQL ${version} cluster on 127.0.0.1:${port}`,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export function providePostgres(): Promise<BenchPostgres> {
  const kept = process.env.BENCH_DATABASE_URL;
  if (kept) {
    const { host, pathname } = new URL(kept);
    return Promise.resolve({
      url: kept,
      label: `kept database ${pathname.slice(1)} on ${host} (BENCH_DATABASE_URL)`,
      kept: true,
      stop: async () => undefined,
    });
  }
  const base = process.env.TEST_DATABASE_URL;
  return base ? scratchDatabase(base) : throwawayCluster();
}
