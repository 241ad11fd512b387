/**
 * `npm run profile -w bench -- <scenario name part> [more …]`: where one request's time goes.
 * Generates the bench's data once into a database kept between runs and filled when empty:
 * PROFILE_DATABASE_URL, a PostgreSQL database (100,000 destinations at BENCH_SCALE=1), or
 * PROFILE_DATA_DIR, an embedded one (10,000, as the bench runs it),
 * starts the built server on it with `--cpu-prof`, loads each chosen scenario for BENCH_DURATION
 * seconds (4) at 50 connections, stops the server and prints the functions with the most self time
 * (from the V8 profile, by function and file) beside the scenario's req/s, p99, the statements
 * one request sends and the CPU time a request costs in the server and in PostgreSQL (which holds
 * on a machine busy with other work, where req/s does not). PROFILE_WARMUP=1 loads each scenario
 * for a second first, as the bench does (what is kept in memory is then warm). The profile is
 * kept in bench/results/ for Chrome's DevTools. Not part of `npm test`: a tool for finding a cost.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { rowsOf } from '../apps/server/src/db/raw-sql.js';
import { createLocalStorage } from '../apps/server/src/lib/storage.js';
import { createMemoryMailer } from '../apps/server/src/lib/mailer.js';
import {
  destinationWithComments,
  fullScale,
  generateData,
  scaleSizes,
} from '../apps/server/test/fixtures/generate.js';
import { createQueryRecorder } from '../apps/server/test/fixtures/query-plans.js';
import { freePort } from '../apps/server/test/free-port.js';
import { load } from './load.js';
import { allScenarios, type BenchTargets } from './scenarios.js';

const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.PROFILE_DATABASE_URL;
const seconds = Number(process.env.BENCH_DURATION ?? 4);
const scale = Number(process.env.BENCH_SCALE ?? 1);
const authSecret = 'bench-secret-bench-secret-bench-secret-01';
const email = 'bench@pintrip.test';
const adminEmail = 'bench-admin@pintrip.test';
const password = 'Bench123!';
const wanted = process.argv.slice(2);
const warmUp = process.env.PROFILE_WARMUP === '1';

/** Without PROFILE_DATABASE_URL: the embedded database in PROFILE_DATA_DIR (kept between runs). */
const dataDir = process.env.PROFILE_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'pintrip-profile-'));
if (!databaseUrl && !process.env.PROFILE_DATA_DIR) {
  throw new Error('PROFILE_DATABASE_URL (PostgreSQL) or PROFILE_DATA_DIR (embedded): where to keep the data');
}
const env = {
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  SEED_DEMO: 'false',
  AUTH_SECRET: authSecret,
  AUTH_RATE_LIMIT: 'false',
  WRITE_RATE_LIMIT: '0',
  WRITE_RATE_LIMIT_PER_ADDRESS: '0',
  UPLOAD_RATE_LIMIT: '0',
  UPLOAD_RATE_LIMIT_PER_ADDRESS: '0',
  OPS_RATE_LIMIT: '0',
  OPS_RATE_LIMIT_PER_ADDRESS: '0',
  ADMIN_EMAILS: adminEmail,
};

const recorder = createQueryRecorder();
const database = await openDatabase({ databaseUrl, dataDir, onQuery: recorder.onQuery });
const app = await buildApp({
  config: loadConfig({ ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
  database,
  storage: createLocalStorage(dataDir),
  mailer: createMemoryMailer(),
  authSecret,
  logger: false,
});
await app.ready();
const count = Number(rowsOf(await database.db.execute(sql`select count(*) n from destinations`))[0]?.n ?? 0);
if (count === 0) {
  const signUp = async (address: string, name: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: address, password, name },
    });
    const id = (res.json() as { user: { id: string } }).user.id;
    await database.db.execute(sql`update users set email_verified = true where id = ${id}`);
    return id;
  };
  const viewerId = await signUp(email, '벤치');
  await signUp(adminEmail, '벤치 관리자');
  console.log('generating …');
  // The embedded database at a tenth of PostgreSQL's scale, as `npm run bench` runs it.
  await generateData(database.db, scaleSizes(fullScale, databaseUrl ? scale : 0.1 * Math.min(scale, 1)), {
    viewerId,
  });
}
const signIn = async (address: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: address, password },
  });
  const list = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return list.map((c) => c.split(';')[0]).join('; ');
};
const cookies = { member: await signIn(email), admin: await signIn(adminEmail) };
const ids = (query: ReturnType<typeof sql>) =>
  database.db.execute(query).then((r) => rowsOf(r).map((row) => String(row.id)));
const firstPage = async (url: string) =>
  (
    (await app.inject({ method: 'GET', url })).json() as {
      next_cursor: string | null;
    }
  ).next_cursor ?? '';
const targets: BenchTargets = {
  page2Cursor: await firstPage('/api/destinations?limit=20'),
  deepPage: 2,
  deepPageCursor: await firstPage('/api/destinations?limit=100'),
  destinationIds: await ids(sql`select id from destinations order by random() limit 5000`),
  commentedId: (await destinationWithComments(database.db, 200)).id,
  itineraryIds: await ids(sql`select id from itineraries where is_public order by random() limit 2000`),
  itineraryPage2Cursor: await firstPage('/api/itineraries?scope=public&limit=20'),
};
const scenarios = allScenarios(targets).filter(
  (s) => wanted.length === 0 || wanted.some((w) => s.name.includes(w)),
);
// What one request sends to the database, once its caches are warm (the second of two requests).
for (const scenario of scenarios) {
  const headers: Record<string, string> = scenario.signedIn
    ? { cookie: scenario.signedIn === 'admin' ? cookies.admin : cookies.member }
    : {};
  const send = (i: number) =>
    app.inject({ method: scenario.method ?? 'GET', url: scenario.path(i), headers });
  await send(0);
  const { queries } = await recorder.record(() => send(1));
  console.log(`\n${scenario.name}: ${queries.length} statement(s) a request`);
  for (const q of queries) console.log(`  ${q.sql.replace(/\s+/g, ' ').slice(0, 160)}`);
}
await app.close();
await database.close();

const profiles = path.join(root, 'bench/results/profiles');
mkdirSync(profiles, { recursive: true });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(
  process.execPath,
  ['--cpu-prof', `--cpu-prof-dir=${profiles}`, path.join(root, 'apps/server/dist/main.js')],
  {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
for (let i = 0; ; i++) {
  if (
    await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  if (i > 400) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 250));
}
const before = new Set(readdirSync(profiles));

/*
 * CPU time of the server process and of the PostgreSQL backends serving this database (from
 * /proc, in clock ticks of 10 ms): per request, these hold even on a machine busy with other work,
 * where req/s does not.
 */
// The embedded database runs inside the server process: its time is the server's.
const monitor = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
await monitor?.connect();
const ticksOf = (pid: number) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  } catch {
    return 0;
  }
};
async function cpuTicks() {
  const { rows } = monitor
    ? await monitor.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    : { rows: [] };
  return {
    server: ticksOf(server.pid ?? 0),
    postgres: rows.reduce((sum, row) => sum + ticksOf(row.pid), 0),
  };
}
for (const scenario of scenarios) {
  const headers: Record<string, string> = scenario.signedIn
    ? { cookie: scenario.signedIn === 'admin' ? cookies.admin : cookies.member }
    : {};
  if (warmUp) {
    // As `npm run bench` runs a scenario: a second of the same load first, then a pause.
    const options = { base, path: scenario.path, method: scenario.method ?? 'GET', headers };
    await load({ ...options, seconds: 1, connections: 50, name: 'warm-up' });
    await new Promise((r) => setTimeout(r, 1500));
  }
  const cpuBefore = await cpuTicks();
  const result = await load({
    base,
    path: scenario.path,
    method: scenario.method ?? 'GET',
    headers,
    seconds,
    connections: 50,
    name: scenario.name,
  });
  const cpuAfter = await cpuTicks();
  const perRequest = (ticks: number) => ((ticks * 10) / Math.max(result.requests, 1)).toFixed(3);
  console.log(
    `${scenario.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms; ` +
      `CPU a request: server ${perRequest(cpuAfter.server - cpuBefore.server)} ms, ` +
      `PostgreSQL ${perRequest(cpuAfter.postgres - cpuBefore.postgres)} ms`,
  );
}
await monitor?.end();
server.kill('SIGINT');
await new Promise((r) => server.once('exit', r));
const file = readdirSync(profiles).find((f) => !before.has(f) && f.endsWith('.cpuprofile'));
if (!file) throw new Error('no profile written');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
const profile = JSON.parse(readFileSync(path.join(profiles, file), 'utf8')) as {
  nodes: ProfileNode[];
  samples: number[];
};
const self = new Map<string, number>();
for (const node of profile.nodes) {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url
    ? `${url.replace(/^.*node_modules\//, '').replace(`file://${root}/`, '')}:${lineNumber + 1}`
    : '';
  const key = `${functionName || '(anonymous)'} ${where}`;
  self.set(key, (self.get(key) ?? 0) + (node.hitCount ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log(`\n${file}: self time by function (${total} samples)`);
for (const [key, hits] of [...self]
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(process.env.PROFILE_TOP ?? 40))) {
  console.log(`${((hits / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
}
