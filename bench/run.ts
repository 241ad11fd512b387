/**
 * `npm run bench`: starts the built server on a free loopback port with a fresh embedded database,
 * generates data through the API, then drives each scenario with a fixed number of concurrent
 * keep-alive clients for a bounded time. Every figure is printed next to its ratio to the ceiling —
 * the cheapest route the server has, measured in the same run on the same machine —
 * so results compare across machines. The ceiling is GET /api/app-info: a route that does no I/O, so it
 * measures what the framework, the network stack and the client cost by themselves. Results are also written to bench/results/latest.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const durationMs = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const generated = Number(process.env.BENCH_DESTINATIONS ?? 1000);
/** Accounts made for the admin list scenarios (spec: admin lists stay fast at 10,000+ users). */
const generatedUsers = Number(process.env.BENCH_USERS ?? 10_000);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Result {
  name: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function drive(name: string, makeRequest: (i: number) => Promise<Response>): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  let counter = 0;
  const deadline = Date.now() + durationMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        const t0 = performance.now();
        try {
          const res = await makeRequest(counter++);
          await res.arrayBuffer();
          if (!res.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    errors,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

async function main() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pintrip-bench-'));
  const base = `http://127.0.0.1:${port}`;
  // The bench user is a super admin (ADMIN_EMAILS), so the admin lists can be measured.
  const email = `bench-${Date.now()}@pintrip.test`;
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT: 'false',
      ADMIN_EMAILS: email,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not up yet
      }
      if (i > 240) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 250));
    }

    // A user to act as, and generated destinations so lists and search work on real volume.
    const password = 'Bench123!';
    await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email, password, name: 'bench' }),
    });
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email, password }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const headers = { cookie, origin: base, 'content-type': 'application/json' };
    const categories = (
      (await (await fetch(`${base}/api/categories`)).json()) as { items?: { name: string }[] }
    ).items ?? [{ name: '자연' }];
    const places = [
      '서울 종로구',
      '부산 해운대구',
      '제주 서귀포시',
      '강원 강릉시',
      '전북 전주시',
      '경북 경주시',
    ];
    const genStarted = performance.now();
    let created = 0;
    const ids: string[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        for (let i = worker; i < generated; i += 8) {
          const res = await fetch(`${base}/api/destinations`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              title: `벤치마크 여행지 ${i} ${places[i % places.length]}`,
              description: `자동으로 만든 ${i}번째 여행지 설명입니다. 바다와 산, 맛집이 가까워요.`,
              location: places[i % places.length],
              lat: 33.5 + (i % 50) * 0.09,
              lng: 126.5 + (i % 40) * 0.1,
              category: categories[i % categories.length]?.name,
              image_url: 'https://example.com/image.jpg',
              budget_min: 1000 * (i % 30),
              budget_max: 1000 * (i % 30) + 20000,
              rating: (i % 10) + 1,
              hashtags: [`#태그${i % 25}`, '#벤치'],
            }),
          });
          if (res.ok) {
            created++;
            ids.push(((await res.json()) as { id: string }).id);
          } else await res.arrayBuffer();
        }
      }),
    );
    const genSeconds = (performance.now() - genStarted) / 1000;
    console.log(`generated ${created}/${generated} destinations in ${genSeconds.toFixed(1)} s`);

    // Accounts for the admin lists, through the real sign-up route.
    const usersStarted = performance.now();
    let madeUsers = 0;
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        for (let i = worker; i < generatedUsers; i += 8) {
          const res = await fetch(`${base}/api/auth/sign-up/email`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: base },
            body: JSON.stringify({ email: `member-${i}@bench.pintrip.test`, password, name: `회원${i}` }),
          });
          await res.arrayBuffer();
          if (res.ok) madeUsers++;
        }
      }),
    );
    console.log(
      `generated ${madeUsers}/${generatedUsers} users in ${((performance.now() - usersStarted) / 1000).toFixed(1)} s`,
    );
    const firstUsers = (await (await fetch(`${base}/api/admin/users?limit=20`, { headers })).json()) as {
      next_cursor?: string | null;
    };
    const usersCursor = firstUsers.next_cursor ?? '';

    const detailIds = ids.length > 0 ? ids : ['00000000-0000-0000-0000-000000000000'];
    const scenarios: [string, (i: number) => Promise<Response>][] = [
      ['GET /api/app-info (ceiling: no I/O)', () => fetch(`${base}/api/app-info`)],
      ['GET /api/health (one database round trip)', () => fetch(`${base}/api/health`)],
      ['GET /api/categories', () => fetch(`${base}/api/categories`)],
      ['GET /api/destinations (latest, 20)', () => fetch(`${base}/api/destinations?limit=20`)],
      [
        'GET /api/destinations (recommended, signed in)',
        () => fetch(`${base}/api/destinations?sort=recommended`, { headers }),
      ],
      [
        'GET /api/destinations?q= (Korean substring)',
        () => fetch(`${base}/api/destinations?q=${encodeURIComponent('해운대')}`),
      ],
      [
        'GET /api/destinations/:id',
        (i) => fetch(`${base}/api/destinations/${detailIds[i % detailIds.length]}`),
      ],
      [
        'GET /api/places/search?q= (Korean prefix)',
        () => fetch(`${base}/api/places/search?q=${encodeURIComponent('성산')}`),
      ],
      [
        'POST /api/destinations/:id/like (toggle)',
        (i) =>
          fetch(`${base}/api/destinations/${detailIds[i % detailIds.length]}/like`, {
            method: 'POST',
            // No body, so no content-type: the toggle takes none.
            headers: { cookie, origin: base },
          }),
      ],
      ['GET /api/admin/users (first page)', () => fetch(`${base}/api/admin/users?limit=20`, { headers })],
      [
        'GET /api/admin/users (second page, cursor)',
        () => fetch(`${base}/api/admin/users?limit=20&cursor=${usersCursor}`, { headers }),
      ],
      [
        'GET /api/admin/users?q= (email substring)',
        (i) => fetch(`${base}/api/admin/users?q=member-${i % generatedUsers}7`, { headers }),
      ],
      [
        'GET /api/admin/user-search?email=',
        (i) => fetch(`${base}/api/admin/user-search?email=member-${i % 1000}`, { headers }),
      ],
      ['GET /api/admin/audit', () => fetch(`${base}/api/admin/audit`, { headers })],
      ['GET / (web app shell)', () => fetch(`${base}/`)],
    ];

    // Warm-up: let the JIT, the connection pool and the database caches settle before measuring.
    for (const [, fn] of scenarios)
      await Promise.all(Array.from({ length: 50 }, (_, i) => fn(i).then((r) => r.arrayBuffer())));

    const results: Result[] = [];
    for (const [name, fn] of scenarios) results.push(await drive(name, fn));
    // The ceiling is measured first and again last; the better of the two is used, so a machine
    // that was still warming up (or got busier) cannot flatter the other ratios.
    const [ceilingName, ceilingFn] = scenarios[0] ?? ['', () => fetch(base)];
    const again = await drive(`${ceilingName} again`, ceilingFn);
    results.push(again);
    const ceiling = Math.max(results[0]?.rps ?? 1, again.rps);

    const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite';
    console.log(
      `\ndatabase: ${database}; ${concurrency} concurrent clients, ${durationMs / 1000} s per scenario, ${os.cpus().length} cores`,
    );
    console.log(
      'scenario'.padEnd(50),
      'req/s'.padStart(9),
      'ratio'.padStart(7),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'errors'.padStart(7),
    );
    for (const r of results) {
      console.log(
        r.name.padEnd(50),
        r.rps.toFixed(0).padStart(9),
        (r.rps / ceiling).toFixed(2).padStart(7),
        r.p50.toFixed(1).padStart(8),
        r.p95.toFixed(1).padStart(8),
        r.p99.toFixed(1).padStart(8),
        String(r.errors).padStart(7),
      );
    }
    console.log(
      '\nratio = requests per second ÷ the ceiling (GET /api/app-info, no I/O) measured in this run.',
    );
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/latest.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          concurrency,
          durationMs,
          generated: created,
          generated_users: madeUsers,
          ceiling_rps: ceiling,
          results: results.map((r) => ({ ...r, ratio: r.rps / ceiling })),
        },
        null,
        2,
      ),
    );
  } finally {
    stop();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
