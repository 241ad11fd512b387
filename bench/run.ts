/**
 * `npm run bench`: the app at real scale. For each database (PostgreSQL, then the embedded PGlite
 * with 10,000 destinations — a tenth of PostgreSQL's 100,000, its target's size):
 *  1. generate the data with set-based SQL (apps/server/test/fixtures/generate.ts, shared with the
 *     query-plan test), in-process through the real database client;
 *  2. in-process, find the targets (cursors of page 2 and page 500, ids), capture every read the
 *     app runs for each GET scenario (the viewer's session read included) through the client's
 *     onQuery hook and print its EXPLAIN (ANALYZE, BUFFERS), with a warning line for any
 *     sequential scan of a table of more than 10,000 rows;
 *  3. start the built server on a free loopback port on that database and load each scenario with
 *     autocannon (50 connections, BENCH_DURATION seconds). The ceiling is a bare node:http server
 *     answering the very bytes of destinations page 1, measured first and last in the same run;
 *  4. on PostgreSQL, when nginx is installed: a few scenarios through the shipped deploy/nginx.conf,
 *     first with that one server behind it, then with a second server process added (same
 *     database), as ratios to the same ceiling;
 *  5. once: page weights (gzip JavaScript of / and /destinations against budgets) and Lighthouse.
 * Each figure is printed beside issue 21's target for it (scenarios.ts, targetOf) and whether it
 * holds. It never fails on them. Results go to bench/results/latest.json, and a run at
 * BENCH_SCALE=1 also to bench/results/scale-1.json: a run at another scale then prints each read's
 * share beside its share at scale 1 (how cost grows with rows; within 20 % is the aim).
 *
 * Env: BENCH_DB=postgres|embedded|both (both), BENCH_SCALE (1 = 100,000 destinations and 1,000,000
 * likes on PostgreSQL; 10 = 1,000,000 and 10,000,000; the embedded database takes 10,000
 * destinations at 1 and above, a tenth of PostgreSQL's below), BENCH_DURATION (seconds per
 * scenario, 4), BENCH_PAGES=0 skips page weights and Lighthouse. TEST_DATABASE_URL, when set,
 * hosts a scratch database; otherwise a throwaway cluster. BENCH_DATABASE_URL, a PostgreSQL database
 * kept between runs: filled at BENCH_SCALE when empty, used as it is when not (its generation is
 * then 0 s; at BENCH_SCALE=10 that saves about 20 minutes a run). BENCH_OPS=1 adds editing together
 * (bench/trip-ops.ts: 50 editors on one trip, ops applied per second, send → seen p50/p99).
 * BENCH_ONLY=<part>[,<part> …] measures only the scenarios whose names contain a part (with both
 * ceilings; no scale-out, page weights or baseline written): a quick look at a few reads.
 * BENCH_ROUTES=1 adds the day optimiser's time for 12 stops (bench/routes.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { rowsOf } from '../apps/server/src/db/raw-sql.js';
import { createLocalStorage } from '../apps/server/src/lib/storage.js';
import { createMemoryMailer } from '../apps/server/src/lib/mailer.js';
import {
  destinationWithComments,
  fullScale,
  countGenerated,
  generateData,
  scaleSizes,
  type GeneratedCounts,
} from '../apps/server/test/fixtures/generate.js';
import { createQueryRecorder, explainAnalyzeText, isRead } from '../apps/server/test/fixtures/query-plans.js';
import { findNginx, startNginx } from '../apps/server/test/scale/nginx.js';
import { load, rawGet, startCeiling, type LoadResult } from './load.js';
import { freePort } from '../apps/server/test/free-port.js';
import {
  lighthouse,
  lighthouseLines,
  lighthousePages,
  pageWeights,
  type LighthouseScores,
  type PageWeight,
} from './pages.js';
import { providePostgres } from './postgres.js';
import { benchTripOps, optionsFromEnv, printTripOps, type TripOpsBenchResult } from './trip-ops.js';
import { benchRoutes, printRoutes, type RoutesBenchCase } from './routes.js';
import { allScenarios, meets, targetOf, type BenchTargets, type Scenario, type Target } from './scenarios.js';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_DURATION ?? 4);
const scale = Number(process.env.BENCH_SCALE ?? 1);
const connections = 50;
const which = process.env.BENCH_DB ?? 'both';
const kinds = (which === 'both' ? ['postgres', 'embedded'] : [which]) as ('postgres' | 'embedded')[];
const authSecret = 'bench-secret-bench-secret-bench-secret-01';
/** The signed-in scenarios' member: an ordinary account with likes and bookmarks. */
const email = 'bench@pintrip.test';
/** The admin lists' super admin (ADMIN_EMAILS): an admin's own lists are not a member's. */
const adminEmail = 'bench-admin@pintrip.test';
const password = 'Bench123!';
/** BENCH_ONLY: the parts of the scenario names to measure (none: every scenario). */
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);

interface PlanReport {
  /** The scenarios that ran this statement (the first one's parameters were explained). */
  scenarios: string[];
  sql: string;
  params: unknown[];
  plan: string;
  /** "Seq Scan on destinations (100,000 rows)" for each sequential scan of a large table. */
  largeSeqScans: string[];
}

/** A sequential scan of a table with more rows than this is flagged. */
const largeTableRows = 10_000;

type Measured = LoadResult & { share: number; target?: Target; holds?: boolean | null };

interface DatabaseReport {
  kind: 'postgres' | 'embedded';
  database: string;
  generated: GeneratedCounts;
  generateSeconds: number;
  ceilingRps: number;
  results: Measured[];
  plans: PlanReport[];
  /**
   * The same scenarios through nginx with one instance, two instances, and one instance running
   * WORKERS=2 (node:cluster), PostgreSQL only.
   */
  scaleOut?: {
    oneInstance: (LoadResult & { share: number })[];
    twoInstances: (LoadResult & { share: number })[];
    workers: (LoadResult & { share: number })[];
  };
}

interface ScaleOutRaw {
  oneInstance: LoadResult[];
  twoInstances: LoadResult[];
  workers: LoadResult[];
}

/** The scenarios measured with one and with two instances behind nginx. */
const scaleOutScenarioNames = [
  'destinations page 1 (visitor)',
  'destinations page 1 (signed in)',
  'destinations page 2',
  'destination detail',
  'like toggle (signed in)',
];

const log = (...args: unknown[]) => console.log(...args);

function cookieOf(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

type App = Awaited<ReturnType<typeof buildApp>>;

async function injectJson(app: App, url: string, cookie?: string) {
  const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res.json() as { items: { id: string }[]; next_cursor: string | null };
}

/** Walks cursors (latest, by 100 then 80 rows) to the cursor that opens page `page` of 20. */
async function cursorOfPage(app: App, page: number): Promise<string> {
  let rowsBefore = (page - 1) * 20;
  let cursor: string | null = null;
  while (rowsBefore > 0) {
    const limit = Math.min(100, rowsBefore);
    const body = await injectJson(
      app,
      `/api/destinations?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    if (!body.next_cursor) throw new Error(`fewer than ${page * 20} destinations`);
    cursor = body.next_cursor;
    rowsBefore -= limit;
  }
  if (!cursor) throw new Error('page 1 has no cursor');
  return cursor;
}

async function nextCursor(app: App, url: string): Promise<string> {
  const body = await injectJson(app, url);
  if (!body.next_cursor) throw new Error(`${url} has a single page`);
  return body.next_cursor;
}

async function findTargets(app: App, db: Parameters<typeof generateData>[0]): Promise<BenchTargets> {
  const ids = rowsOf(await db.execute(sql`select id from destinations order by random() limit 5000`));
  const count = Number(rowsOf(await db.execute(sql`select count(*) n from destinations`))[0]?.n ?? 0);
  // Page 500 at full scale; the last full page on a smaller one.
  const deepPage = Math.max(2, Math.min(500, Math.floor(count / 20)));
  return {
    page2Cursor: await cursorOfPage(app, 2),
    deepPage,
    deepPageCursor: await cursorOfPage(app, deepPage),
    destinationIds: ids.map((r) => String(r.id)),
    commentedId: (await destinationWithComments(db, 200)).id,
    itineraryIds: rowsOf(
      await db.execute(sql`select id from itineraries where is_public order by random() limit 2000`),
    ).map((r) => String(r.id)),
    // Page 2 of 20 a page; on a smoke run too small for two pages, the cursor after the first row.
    itineraryPage2Cursor: await nextCursor(app, '/api/itineraries?scope=public&limit=20').catch(() =>
      nextCursor(app, '/api/itineraries?scope=public&limit=1'),
    ),
  };
}

function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitHealthy(base: string) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    if (i > 480) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Waits until the server has worked off what the previous scenario left queued (autocannon stops
 * sending, not the server working), so it does not slow the next scenario down.
 */
async function drain(base: string) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const t0 = performance.now();
    // A connection the load left half-closed may be reset: that is not yet drained, not an error.
    const answered = await fetch(`${base}/api/health`)
      .then((r) => r.arrayBuffer())
      .then(
        () => true,
        () => false,
      );
    if (answered && performance.now() - t0 < 50) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

function printTable(title: string, ceilingRps: number, results: Measured[]) {
  log(`\n${title}`);
  log(
    'scenario'.padEnd(36),
    'req/s'.padStart(7),
    'ceiling'.padStart(8),
    'target'.padStart(7),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'target'.padStart(7),
    'holds'.padStart(6),
    'non-2xx'.padStart(8),
    'timeouts'.padStart(9),
    'errors'.padStart(7),
  );
  for (const r of results) {
    const holds = r.holds === undefined || r.holds === null ? '' : r.holds ? 'yes' : 'NO';
    log(
      r.name.padEnd(36),
      r.rps.toFixed(0).padStart(7),
      percent(r.share).padStart(8),
      (r.target?.share !== undefined ? `≥${(r.target.share * 100).toFixed(0)}%` : '').padStart(7),
      r.p50.toFixed(0).padStart(7),
      r.p99.toFixed(0).padStart(7),
      (r.target?.p99Ms !== undefined ? `≤${r.target.p99Ms}` : '').padStart(7),
      holds.padStart(6),
      String(r.non2xx).padStart(8),
      String(r.timeouts).padStart(9),
      String(r.errors - r.timeouts).padStart(7),
    );
  }
  const judged = results.filter((r) => r.holds === true || r.holds === false);
  const failing = judged.filter((r) => r.holds === false).map((r) => r.name);
  log(`ceiling: ${ceilingRps.toFixed(0)} req/s (bare node:http answering the same bytes as page 1)`);
  log(
    `targets: ${judged.length - failing.length} of ${judged.length} hold` +
      (failing.length > 0 ? `; not yet: ${failing.join(', ')}` : ''),
  );
}

/** bench/results/scale-1.json: the shares of a run at BENCH_SCALE=1, per database. */
const baselinePath = path.join(root, 'bench/results/scale-1.json');

/**
 * At a scale other than 1, with a scale-1 run on file: each read's share beside its share then.
 * Within 20 % means its cost did not grow with the rows (issue 21, "How cost grows").
 */
function printGrowth(report: DatabaseReport) {
  if (scale === 1 || !existsSync(baselinePath)) return;
  const baseline = JSON.parse(readFileSync(baselinePath, 'utf8')) as {
    at: string;
    reports: { kind: string; generated: GeneratedCounts; results: Measured[] }[];
  };
  const before = baseline.reports.find((r) => r.kind === report.kind);
  if (!before) return;
  log(
    `\n${report.database}: shares at ${report.generated.destinations} destinations beside the scale-1 run of ${baseline.at} (${before.generated.destinations} destinations)`,
  );
  log(
    'scenario'.padEnd(36),
    'now'.padStart(8),
    'scale 1'.padStart(8),
    'now / 1'.padStart(8),
    'within 20 %'.padStart(12),
  );
  for (const r of report.results) {
    if (r.name.startsWith('ceiling') || r.target?.p99Ms === undefined) continue;
    const then = before.results.find((b) => b.name === r.name);
    if (!then) continue;
    const ratio = r.share / Math.max(then.share, 1e-9);
    log(
      r.name.padEnd(36),
      percent(r.share).padStart(8),
      percent(then.share).padStart(8),
      ratio.toFixed(2).padStart(8),
      (ratio >= 0.8 ? 'yes' : 'NO').padStart(12),
    );
  }
}

interface ScenarioRunner {
  (base: string, scenario: Scenario, name?: string): Promise<LoadResult>;
}

/**
 * One server already running at `base`: the chosen scenarios through nginx (the shipped config)
 * with that server alone, then with a second server process on the same database added.
 */
async function benchScaleOut(
  env: Record<string, string>,
  ports: { first: number },
  scenarios: Scenario[],
  run: ScenarioRunner,
): Promise<ScaleOutRaw> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pintrip-bench-nginx-'));
  let second: ChildProcess | undefined;
  const stopSecond = async () => {
    const child = second;
    second = undefined;
    if (!child || child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  try {
    const measure = async (upstreams: number[], label: string) => {
      const nginx = await startNginx({ port: await freePort(), upstreams, dir: path.join(dir, label) });
      try {
        const results: LoadResult[] = [];
        for (const scenario of scenarios) results.push(await run(nginx.url, scenario, scenario.name));
        return results;
      } finally {
        await nginx.stop();
      }
    };
    log('\n--- scale-out: one instance behind nginx, then two, then one with WORKERS=2');
    const oneInstance = await measure([ports.first], 'one');
    const secondPort = await freePort();
    second = startServer({ ...env, PORT: String(secondPort) });
    await waitHealthy(`http://127.0.0.1:${secondPort}`);
    const twoInstances = await measure([ports.first, secondPort], 'two');
    await stopSecond();
    // The same second slot, now one instance of two node:cluster workers sharing its port.
    const workersPort = await freePort();
    second = startServer({ ...env, PORT: String(workersPort), WORKERS: '2' });
    await waitHealthy(`http://127.0.0.1:${workersPort}`);
    const workers = await measure([workersPort], 'workers');
    return { oneInstance, twoInstances, workers };
  } finally {
    await stopSecond();
    rmSync(dir, { recursive: true, force: true });
  }
}

function printScaleOut(title: string, ceilingRps: number, scaleOut: NonNullable<DatabaseReport['scaleOut']>) {
  log(`\n${title}`);
  log(
    'scenario'.padEnd(34),
    '1 inst.'.padStart(8),
    'ceiling'.padStart(8),
    '2 inst.'.padStart(8),
    'ceiling'.padStart(8),
    '2 / 1'.padStart(7),
    'WORKERS=2'.padStart(10),
    '/ 1'.padStart(6),
  );
  scaleOut.oneInstance.forEach((one, i) => {
    const two = scaleOut.twoInstances[i];
    if (!two) return;
    log(
      one.name.padEnd(34),
      one.rps.toFixed(0).padStart(8),
      `${(one.share * 100).toFixed(1)}%`.padStart(8),
      two.rps.toFixed(0).padStart(8),
      `${(two.share * 100).toFixed(1)}%`.padStart(8),
      (two.rps / Math.max(one.rps, 1)).toFixed(2).padStart(7),
      (scaleOut.workers[i]?.rps ?? 0).toFixed(0).padStart(10),
      ((scaleOut.workers[i]?.rps ?? 0) / Math.max(one.rps, 1)).toFixed(2).padStart(6),
    );
  });
  log(
    `ceiling: ${ceilingRps.toFixed(0)} req/s; both through deploy/nginx.conf on loopback, ${os.cpus().length} cores shared by nginx, the instances, PostgreSQL and the load generator`,
  );
}

type Recorder = ReturnType<typeof createQueryRecorder>;

/** The session cookies of the bench's member and super admin. */
interface Cookies {
  member: string;
  admin: string;
}

/** A scenario's cookie: the member's, the admin's, or none for a visitor. */
function headersOf(scenario: Scenario, cookies: Cookies): Record<string, string> {
  if (scenario.signedIn === 'admin') return { cookie: cookies.admin };
  return scenario.signedIn ? { cookie: cookies.member } : {};
}
type OpenDatabase = Awaited<ReturnType<typeof openDatabase>>;

/** Each table's row count as the planner knows it (after the generator's VACUUM ANALYZE). */
async function tableRows(database: OpenDatabase): Promise<Map<string, number>> {
  const result = await database.db.execute(sql`
    select c.relname as name, greatest(c.reltuples, 0)::bigint as rows
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname = current_schema()`);
  return new Map(rowsOf(result).map((row) => [String(row.name), Number(row.rows)]));
}

/** "Seq Scan on destinations (100,000 rows)" for each sequential scan in `plan` of a large table. */
function largeSeqScansIn(plan: string, rows: Map<string, number>): string[] {
  const found: string[] = [];
  for (const match of plan.matchAll(/Seq Scan on (?:"?\w+"?\.)?"?(\w+)"?/g)) {
    const table = match[1] ?? '';
    const count = rows.get(table) ?? 0;
    if (count > largeTableRows) found.push(`Seq Scan on ${table} (${count.toLocaleString('en')} rows)`);
  }
  return found;
}

/**
 * Every read each GET scenario runs, captured in-process through the database's query hook — the
 * viewer's session read and any per-viewer query included, whenever they reach the database —
 * and explained once per distinct statement, with the parameters of the first scenario that ran it.
 */
async function capturePlans(
  app: App,
  database: OpenDatabase,
  recorder: Recorder,
  scenarios: Scenario[],
  cookies: Cookies,
): Promise<PlanReport[]> {
  const rows = await tableRows(database);
  const byText = new Map<string, PlanReport>();
  for (const scenario of scenarios) {
    if ((scenario.method ?? 'GET') !== 'GET') continue;
    // A visitor's list page is answered from memory once cached: plan the query that fills it.
    app.sharedPages.clear();
    const { queries } = await recorder.record(() =>
      app.inject({ method: 'GET', url: scenario.path(0), headers: headersOf(scenario, cookies) }),
    );
    for (const query of queries.filter(isRead)) {
      const seen = byText.get(query.sql);
      if (seen) {
        if (!seen.scenarios.includes(scenario.name)) seen.scenarios.push(scenario.name);
        continue;
      }
      const plan = await explainAnalyzeText(database, query);
      byText.set(query.sql, {
        scenarios: [scenario.name],
        sql: query.sql,
        params: query.params,
        plan,
        largeSeqScans: largeSeqScansIn(plan, rows),
      });
    }
  }
  return [...byText.values()];
}

async function benchDatabase(
  kind: 'postgres' | 'embedded',
  extras: { pages: PageWeight[] | null; lighthouse: LighthouseScores[] | null },
): Promise<DatabaseReport> {
  // The embedded target is at 10,000 destinations: a tenth of PostgreSQL's full scale, never more.
  const sizes = scaleSizes(fullScale, kind === 'embedded' ? 0.1 * Math.min(scale, 1) : scale);
  const postgres = kind === 'postgres' ? await providePostgres() : undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pintrip-bench-'));
  const label = postgres ? `PostgreSQL: ${postgres.label}` : 'embedded PGlite';
  let server: ChildProcess | undefined;
  try {
    log(`\n=== ${label}: generating ${sizes.destinations} destinations …`);
    // 1-2. In-process: generate, find targets, capture and EXPLAIN the list SQL.
    const recorder = createQueryRecorder();
    const database = await openDatabase({ databaseUrl: postgres?.url, dataDir, onQuery: recorder.onQuery });
    const env = {
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      AUTH_SECRET: authSecret,
      AUTH_RATE_LIMIT: 'false',
      // The load scenarios write far faster than a person (http/rate-limit.ts).
      WRITE_RATE_LIMIT: '0',
      WRITE_RATE_LIMIT_PER_ADDRESS: '0',
      UPLOAD_RATE_LIMIT: '0',
      UPLOAD_RATE_LIMIT_PER_ADDRESS: '0',
      OPS_RATE_LIMIT: '0',
      OPS_RATE_LIMIT_PER_ADDRESS: '0',
      // A second bench user is a super admin, so that the admin lists can be measured.
      ADMIN_EMAILS: adminEmail,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    };
    const config = loadConfig({ ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const app = await buildApp({
      config,
      database,
      storage: createLocalStorage(dataDir),
      mailer: createMemoryMailer(),
      authSecret,
      logger: false,
    });
    await app.ready();
    const signUp = async (address: string, name: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email: address, password, name },
      });
      const id = (res.json() as { user: { id: string } }).user.id;
      // ADMIN_EMAILS grants super admin to a verified address only (at sign-in).
      await database.db.execute(sql`update users set email_verified = true where id = ${id}`);
      return id;
    };
    const started = performance.now();
    let generated = postgres?.kept ? await countGenerated(database.db) : undefined;
    if (generated?.destinations) {
      log(`kept database, generated before: ${JSON.stringify(generated)}`);
    } else {
      const viewerId = await signUp(email, '벤치');
      await signUp(adminEmail, '벤치 관리자');
      generated = await generateData(database.db, sizes, {
        viewerId,
        onStep: (step, ms) => log(`  ${step}: ${(ms / 1000).toFixed(1)} s`),
      });
    }
    const generateSeconds = (performance.now() - started) / 1000;
    log(`generated in ${generateSeconds.toFixed(1)} s:`, JSON.stringify(generated));
    const signInProcess = async (address: string) =>
      cookieOf(
        (
          await app.inject({
            method: 'POST',
            url: '/api/auth/sign-in/email',
            payload: { email: address, password },
          })
        ).headers['set-cookie'],
      );
    const inProcessCookies = { member: await signInProcess(email), admin: await signInProcess(adminEmail) };
    const targets = await findTargets(app, database.db);
    const scenarios = allScenarios(targets).filter(
      (scenario) => only.length === 0 || only.some((part) => scenario.name.includes(part)),
    );
    const plans = await capturePlans(app, database, recorder, scenarios, inProcessCookies);
    await app.close();
    await database.close();
    log(`\n--- EXPLAIN (ANALYZE, BUFFERS) of every read the GET scenarios run (${label})`);
    for (const p of plans) {
      log(`\n# ${p.scenarios.join('; ')}\n${p.sql}\n-- params: ${JSON.stringify(p.params)}\n${p.plan}`);
      for (const scan of p.largeSeqScans) log(`WARNING: ${scan} in: ${p.scenarios[0]}`);
    }
    const seqScans = plans.flatMap((p) => p.largeSeqScans.map((scan) => `${scan} in: ${p.scenarios[0]}`));
    log(
      seqScans.length === 0
        ? `\nNo plan scans a table of more than ${largeTableRows.toLocaleString('en')} rows sequentially.`
        : `\nWARNING: ${seqScans.length} sequential scan(s) of a large table:\n  ${seqScans.join('\n  ')}`,
    );

    // 3. The built server on that database.
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = startServer({ ...env, PORT: String(port), PUBLIC_URL: base, HOST: '127.0.0.1' });
    await waitHealthy(base);
    const signInServer = async (address: string) => {
      const res = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email: address, password }),
      });
      return res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    };
    const cookies = { member: await signInServer(email), admin: await signInServer(adminEmail) };

    const page1 = await rawGet(base, '/api/destinations');
    const ceiling = await startCeiling(page1);
    const measureCeiling = (name: string) =>
      load({ name, base: ceiling.base, path: () => '/api/destinations', connections, seconds });
    const results: LoadResult[] = [];
    let scaleOutRaw: ScaleOutRaw | undefined;
    const runScenario: ScenarioRunner = async (target, scenario, name = scenario.name) => {
      const headers: Record<string, string> = scenario.signedIn
        ? { ...headersOf(scenario, cookies), origin: base }
        : {};
      const options = {
        base: target,
        method: scenario.method ?? 'GET',
        path: scenario.path,
        headers,
        connections,
      };
      await load({ ...options, name: 'warm-up', seconds: 1 });
      await drain(base);
      const result = await load({ ...options, name, seconds });
      await drain(base);
      return result;
    };
    try {
      const first = await measureCeiling('ceiling (first)');
      for (const scenario of scenarios) results.push(await runScenario(base, scenario));
      if (only.length > 0) {
        log('\n(BENCH_ONLY: the one-versus-two-instances comparison is skipped)');
      } else if (postgres && findNginx()) {
        scaleOutRaw = await benchScaleOut(
          { ...env, PUBLIC_URL: base, HOST: '127.0.0.1' },
          { first: port },
          scenarios.filter((s) => scaleOutScenarioNames.includes(s.name)),
          runScenario,
        );
      } else if (postgres) {
        log('\n(nginx is not installed: the one-versus-two-instances comparison is skipped)');
      }
      const last = await measureCeiling('ceiling (last)');
      results.unshift(first);
      results.push(last);
    } finally {
      ceiling.stop();
    }
    const ceilingRps = Math.max(results[0]?.rps ?? 1, results.at(-1)?.rps ?? 1);
    const withShare: Measured[] = results.map((r) => {
      const scenario = scenarios.find((s) => s.name === r.name);
      const share = r.rps / ceilingRps;
      if (!scenario) return { ...r, share };
      const target = targetOf(scenario, kind);
      return { ...r, share, target, holds: meets(target, { share, p99: r.p99 }) };
    });
    printTable(
      `${label}: ${generated.destinations} destinations; ${connections} connections, ${seconds} s per scenario, ${os.cpus().length} cores`,
      ceilingRps,
      withShare,
    );
    const share = (list: LoadResult[]) => list.map((r) => ({ ...r, share: r.rps / ceilingRps }));
    const scaleOut = scaleOutRaw
      ? {
          oneInstance: share(scaleOutRaw.oneInstance),
          twoInstances: share(scaleOutRaw.twoInstances),
          workers: share(scaleOutRaw.workers),
        }
      : undefined;
    if (scaleOut) printScaleOut(`${label}: one instance and two behind nginx`, ceilingRps, scaleOut);

    // 4. Page weights and Lighthouse, once.
    if (extras.pages === null && process.env.BENCH_PAGES !== '0' && only.length === 0) {
      extras.pages = await pageWeights(base);
      log('\nJavaScript per page (gzip level 6; budget)');
      for (const w of extras.pages) {
        log(
          `${w.path.padEnd(14)} ${(w.gzipBytes / 1024).toFixed(1).padStart(7)} KB gzip in ${w.scripts} scripts` +
            ` (${(w.transferredBytes / 1024).toFixed(1)} KB transferred)  budget ${w.budgetBytes / 1024} KB  ${w.pass ? 'PASS' : 'FAIL'}`,
        );
      }
      extras.lighthouse = await lighthouse(base, await lighthousePages(base), root);
      for (const line of ['', ...lighthouseLines(extras.lighthouse)]) log(line);
    }
    return {
      kind,
      database: label,
      generated,
      generateSeconds,
      ceilingRps,
      results: withShare,
      plans,
      ...(scaleOut ? { scaleOut } : {}),
    };
  } finally {
    if (server) {
      server.kill('SIGTERM');
      await new Promise((r) => server?.once('exit', r));
    }
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const extras: { pages: PageWeight[] | null; lighthouse: LighthouseScores[] | null } = {
    pages: null,
    lighthouse: null,
  };
  const reports: DatabaseReport[] = [];
  for (const kind of kinds) reports.push(await benchDatabase(kind, extras));
  for (const r of reports) {
    printTable(`${r.database} (${r.generated.destinations} destinations)`, r.ceilingRps, r.results);
    if (r.scaleOut)
      printScaleOut(`${r.database}: one instance and two behind nginx`, r.ceilingRps, r.scaleOut);
    printGrowth(r);
    const scans = r.plans.flatMap((p) => p.largeSeqScans.map((scan) => `${scan} in: ${p.scenarios[0]}`));
    if (scans.length > 0) log(`WARNING (${r.database}): ${scans.join('; ')}`);
  }
  let tripOps: TripOpsBenchResult | undefined;
  if (process.env.BENCH_OPS === '1') {
    tripOps = await benchTripOps(optionsFromEnv());
    printTripOps(tripOps);
  }
  let routes: RoutesBenchCase[] | undefined;
  if (process.env.BENCH_ROUTES === '1') {
    routes = benchRoutes();
    printRoutes(routes);
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const summary = {
    at: new Date().toISOString(),
    connections,
    seconds,
    scale,
    reports,
    ...extras,
    ...(tripOps ? { tripOps } : {}),
    ...(routes ? { routes } : {}),
  };
  writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify(summary, null, 2));
  if (scale === 1 && only.length === 0) {
    writeFileSync(baselinePath, JSON.stringify(summary, null, 2));
    log('written: bench/results/scale-1.json (the baseline a run at another BENCH_SCALE compares with)');
  }
  log('\nwritten: bench/results/latest.json');
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
