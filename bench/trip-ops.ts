/**
 * Editing together (issue 22): BENCH_OPS_EDITORS members (50 by default: the owner and 49 editors,
 * the most a trip holds) in one trip's planner, through the built server over real HTTP and its
 * event stream, as the browser does: each editor keeps GET /api/events open and, for
 * BENCH_OPS_SECONDS (10), sends one operation at a time (a note of its own plan, POST …/ops) as
 * soon as the previous one is answered, after BENCH_OPS_THINK_MS (0: as fast as it can).
 *
 * Printed: operations applied per second (the server's answers `applied`, over the sending
 * window), and the time from send to seen — from just before the POST to the `itinerary.op`
 * event arriving on each other editor's stream — as p50/p99/max over every (op, other editor)
 * pair, with how many were never seen. The ceiling is the same machine's bare node:http server
 * (bench/load.ts) like the rest of the bench; these figures are absolute (there is no ratio for a
 * fan-out), so compare runs on one machine only.
 *
 * `npm run ops -w bench` runs it alone; `BENCH_OPS=1 npm run bench` adds it after the rest. The
 * database: embedded by default, PostgreSQL with BENCH_OPS_DB=postgres (a scratch database next
 * to TEST_DATABASE_URL, or a throwaway cluster: bench/postgres.ts). Needs `npm run build` first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { limits, sortKeysInOrder } from '@pintrip/shared';
import { freePort } from '../apps/server/test/free-port.js';
import { providePostgres, type BenchPostgres } from './postgres.js';

const root = path.resolve(import.meta.dirname, '..');
const password = 'Bench123!';

export interface TripOpsBenchOptions {
  editors: number;
  seconds: number;
  thinkMs: number;
  database: 'embedded' | 'postgres';
}

export interface TripOpsBenchResult {
  editors: number;
  seconds: number;
  database: string;
  sent: number;
  applied: number;
  rejected: number;
  failed: number;
  opsPerSecond: number;
  /** Send → seen by another editor, ms, over every (op, other editor) pair. */
  p50: number;
  p99: number;
  max: number;
  deliveries: number;
  /** (op, other editor) pairs whose event never came within the grace period. */
  missed: number;
}

export function optionsFromEnv(): TripOpsBenchOptions {
  return {
    editors: Math.max(2, Number(process.env.BENCH_OPS_EDITORS ?? 50)),
    seconds: Number(process.env.BENCH_OPS_SECONDS ?? 10),
    thinkMs: Number(process.env.BENCH_OPS_THINK_MS ?? 0),
    database: process.env.BENCH_OPS_DB === 'postgres' ? 'postgres' : 'embedded',
  };
}

/** The last day of a trip of `days` days from 2026-12-01. */
const endDate = (days: number) => new Date(Date.UTC(2026, 11, days)).toISOString().slice(0, 10);

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** One signed-in editor: its cookie, and its open event stream. */
interface Editor {
  index: number;
  cookie: string;
  planId: string;
  stream?: AbortController;
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
 * Reads `itinerary.op` events from GET /api/events until aborted, calling `onOp(op_id)` as each
 * arrives (the stream's `data:` lines, parsed as they come).
 */
async function openStream(base: string, editor: Editor, onOp: (opId: string) => void): Promise<void> {
  const controller = new AbortController();
  editor.stream = controller;
  const res = await fetch(`${base}/api/events`, {
    headers: { cookie: editor.cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!res.ok || !res.body) throw new Error(`editor ${editor.index}: GET /api/events ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!/^event: itinerary\.op$/m.test(message)) continue;
          const data = /^data: (.*)$/m.exec(message)?.[1];
          if (!data) continue;
          const opId = (JSON.parse(data) as { op_id?: string }).op_id;
          if (opId) onOp(opId);
        }
      }
    } catch {
      // Aborted at the end.
    }
  })();
}

export async function benchTripOps(options: TripOpsBenchOptions): Promise<TripOpsBenchResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pintrip-bench-ops-'));
  let postgres: BenchPostgres | undefined;
  let server: ChildProcess | undefined;
  const editors: Editor[] = [];
  try {
    if (options.database === 'postgres') postgres = await providePostgres();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'error',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
        AUTH_RATE_LIMIT: 'false',
        // Editors type faster than any person here; every stream comes from one address.
        WRITE_RATE_LIMIT: '0',
        WRITE_RATE_LIMIT_PER_ADDRESS: '0',
        OPS_RATE_LIMIT: '0',
        OPS_RATE_LIMIT_PER_ADDRESS: '0',
        EVENT_STREAMS_PER_ADDRESS: String(options.editors + 10),
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitHealthy(base);
    const headers = (cookie?: string) => ({
      'content-type': 'application/json',
      origin: base,
      ...(cookie ? { cookie } : {}),
    });
    const post = async (url: string, body: unknown, cookie?: string) => {
      const res = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: headers(cookie),
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${(await res.text()).slice(0, 200)}`);
      return res;
    };

    // The owner and the editors: signed up, the trip made, a link invite accepted by each.
    const stamp = Date.now().toString(36);
    for (let index = 0; index < options.editors; index++) {
      const email = `ops-${stamp}-${index}@pintrip.test`;
      await post('/api/auth/sign-up/email', { email, password, name: `편집자 ${index}` });
      const res = await post('/api/auth/sign-in/email', { email, password });
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      editors.push({ index, cookie, planId: crypto.randomUUID() });
    }
    const owner = editors[0]!;
    // The trip, long enough that each editor's own plan (a note of it is what each one edits) fits
    // on a day no fuller than a day may be.
    const days = Math.ceil(options.editors / limits.plansPerDayMax);
    const trip = (await (
      await post(
        '/api/itineraries',
        { title: '같이 짜는 벤치 여행', start_date: '2026-12-01', end_date: endDate(days), days: [] },
        owner.cookie,
      )
    ).json()) as { id: string };
    const { token } = (await (
      await post(`/api/itineraries/${trip.id}/invites`, { role: 'editor' }, owner.cookie)
    ).json()) as {
      token: string;
    };
    for (const editor of editors.slice(1)) await post(`/api/invites/${token}/accept`, {}, editor.cookie);
    const keys = sortKeysInOrder(options.editors);
    for (const editor of editors) {
      await post(
        `/api/itineraries/${trip.id}/ops`,
        {
          ops: [
            {
              op_id: crypto.randomUUID(),
              kind: 'plan.add',
              plan_id: editor.planId,
              day_number: 1 + Math.floor(editor.index / limits.plansPerDayMax),
              sort_key: keys[editor.index]!,
              fields: { destination: `장소 ${editor.index}` },
            },
          ],
        },
        editor.cookie,
      );
    }

    // Every stream open before the first op: sentAt by op_id, and who has seen it.
    const sentAt = new Map<string, { at: number; by: number }>();
    const latencies: number[] = [];
    for (const editor of editors) {
      await openStream(base, editor, (opId) => {
        const sent = sentAt.get(opId);
        if (!sent || sent.by === editor.index) return;
        latencies.push(performance.now() - sent.at);
      });
    }

    let applied = 0;
    let rejected = 0;
    let failed = 0;
    let appliedOthersExpected = 0;
    const started = performance.now();
    const stopAt = started + options.seconds * 1000;
    await Promise.all(
      editors.map(async (editor) => {
        for (let n = 0; performance.now() < stopAt; n++) {
          const op_id = crypto.randomUUID();
          sentAt.set(op_id, { at: performance.now(), by: editor.index });
          try {
            const res = await fetch(`${base}/api/itineraries/${trip.id}/ops`, {
              method: 'POST',
              headers: headers(editor.cookie),
              body: JSON.stringify({
                ops: [{ op_id, kind: 'plan.update', plan_id: editor.planId, fields: { note: `메모 ${n}` } }],
              }),
            });
            const body = (await res.json()) as { results?: { status: string }[] };
            if (res.ok && body.results?.[0]?.status === 'applied') {
              applied++;
              appliedOthersExpected += editors.length - 1;
            } else if (res.ok) rejected++;
            else failed++;
          } catch {
            failed++;
          }
          if (options.thinkMs > 0) await new Promise((r) => setTimeout(r, options.thinkMs));
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    // The last events are still on their way: wait for them (or up to 10 s).
    const graceUntil = performance.now() + 10_000;
    while (latencies.length < appliedOthersExpected && performance.now() < graceUntil) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      editors: options.editors,
      seconds: elapsed,
      database: postgres?.label ?? 'embedded PGlite',
      sent: sentAt.size,
      applied,
      rejected,
      failed,
      opsPerSecond: applied / elapsed,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
      deliveries: latencies.length,
      missed: Math.max(0, appliedOthersExpected - latencies.length),
    };
  } finally {
    for (const editor of editors) editor.stream?.abort();
    if (server) {
      const exited = new Promise((r) => server?.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printTripOps(result: TripOpsBenchResult) {
  console.log(
    `\nEditing together (${result.database}): ${result.editors} editors on one trip, ` +
      `${result.seconds.toFixed(1)} s, one op at a time each`,
  );
  console.log(
    `ops applied/s ${result.opsPerSecond.toFixed(0)}  (sent ${result.sent}, applied ${result.applied}, ` +
      `rejected ${result.rejected}, failed ${result.failed})`,
  );
  console.log(
    `send → seen by the other editors: p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, ` +
      `max ${result.max.toFixed(0)} ms over ${result.deliveries} deliveries; never seen: ${result.missed}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchTripOps(optionsFromEnv())
    .then(printTripOps)
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
