/**
 * `npm run lighthouse -w bench` (after `npm run build`): issue 21's phone targets alone. Starts the
 * built server (apps/server/dist/main.js) on a free loopback port with a fresh DATA_DIR, so the
 * demo seed runs, and runs Lighthouse mobile (simulated slow 4G, 4× CPU) with the system Chromium
 * on `/`, `/destinations`, `/itineraries` and a public itinerary. Prints each page's four category
 * scores beside their targets, LCP, TBT, FCP, CLS, the LCP element, the largest opportunities and
 * every audit that keeps a category below its target. Scores move with the machine's load: compare
 * directions and audit lists, not single numbers.
 *
 * Each page is fetched once in each language before it is scored, so Lighthouse measures what most
 * visitors get: a page from the server's cache of rendered pages (decision 0026). The first visitor
 * after a write pays for the render; LIGHTHOUSE_COLD=1 scores that instead.
 *
 * Env: LIGHTHOUSE_COLD=1 (no warm-up), LIGHTHOUSE_BASE (score a server already running there
 * instead), LIGHTHOUSE_PAGES (comma-separated paths instead of the four), LIGHTHOUSE_REPORTS (a
 * folder to keep the JSON reports in).
 *
 * A change moves a score by less than the runs scatter (one build scores 73–89 on `/destinations`), so
 * judge one by LIGHTHOUSE_AB=<another built checkout>, e.g. a `git worktree` of main: both servers
 * run at once and each page is scored LIGHTHOUSE_RUNS times (default 10) on each, interleaved.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/server/test/free-port.js';
import { lighthouse, lighthouseLines, lighthousePages, type LighthouseScores } from './pages.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function waitHealthy(base: string, server: ChildProcess) {
  for (let i = 0; i < 480; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start in 2 minutes');
}

interface Server {
  base: string;
  stop: () => void;
}

/** The built server of the checkout at `checkout` on a free loopback port, with a fresh demo seed. */
async function startServer(checkout: string): Promise<Server> {
  const main = path.join(checkout, 'apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` there first`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pintrip-lighthouse-data-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [main], {
    cwd: checkout,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      AUTH_SECRET: 'lighthouse-secret-lighthouse-secret-0001',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(base, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

/** Fetches each page once in each language, so Lighthouse scores a page from the server's cache. */
async function warm(base: string, paths: string[]) {
  if (process.env.LIGHTHOUSE_COLD === '1') return;
  for (const pagePath of paths) {
    for (const language of ['ko', 'en-US', 'ja']) {
      await fetch(`${base}${pagePath}`, { headers: { 'accept-language': language } }).then((r) => r.text());
    }
  }
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * LIGHTHOUSE_AB: this checkout (A) against another built one (B), page by page, in LIGHTHOUSE_RUNS
 * interleaved pairs (A then B, then B then A, …), so both sides meet the same load of the machine.
 * Prints each side's medians and the median of the pairs' differences.
 */
async function compare(otherCheckout: string, runs: number) {
  const a = await startServer(root);
  const b = await startServer(path.resolve(otherCheckout)).catch((error: unknown) => {
    a.stop();
    throw error;
  });
  try {
    const pathsA = process.env.LIGHTHOUSE_PAGES
      ? process.env.LIGHTHOUSE_PAGES.split(',').map((p) => p.trim())
      : await lighthousePages(a.base);
    const pathsB = process.env.LIGHTHOUSE_PAGES ? pathsA : await lighthousePages(b.base);
    await warm(a.base, pathsA);
    await warm(b.base, pathsB);
    console.log(`A: ${root}\nB: ${path.resolve(otherCheckout)}\n${runs} pairs a page, alternating the order`);
    for (const [index, pagePath] of pathsA.entries()) {
      const pathB = pathsB[index] ?? pagePath;
      const sides: { a: LighthouseScores[]; b: LighthouseScores[] } = { a: [], b: [] };
      for (let run = 0; run < runs; run++) {
        const order = run % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const);
        for (const side of order) {
          const server = side === 'a' ? a : b;
          const [score] = await lighthouse(server.base, [side === 'a' ? pagePath : pathB], root);
          sides[side].push(score!);
        }
      }
      const line = (name: 'a' | 'b') => {
        const list = sides[name];
        const pick = (f: (s: LighthouseScores) => number | null | undefined) =>
          median(list.map((s) => f(s) ?? NaN));
        return (
          `  ${name.toUpperCase()}: performance ${Math.round(pick((s) => (s.performance ?? NaN) * 100))}` +
          ` (${list.map((s) => (s.performance == null ? '-' : Math.round(s.performance * 100))).join(' ')}),` +
          ` TBT ${Math.round(pick((s) => s.tbtMs))} ms, all long tasks ${Math.round(pick((s) => s.longTaskBlockingMs))} ms,` +
          ` FCP ${Math.round(pick((s) => s.fcpMs))} ms, LCP ${Math.round(pick((s) => s.lcpMs))} ms,` +
          ` machine ${Math.round(pick((s) => s.benchmarkIndex))}`
        );
      };
      const differences = sides.a.map(
        (s, i) => ((sides.b[i]?.performance ?? NaN) - (s.performance ?? NaN)) * 100,
      );
      console.log(`\n${pagePath}${pathB === pagePath ? '' : ` (B: ${pathB})`}`);
      console.log(line('a'));
      console.log(line('b'));
      console.log(
        `  B − A: performance ${median(differences).toFixed(1)} (median of the pairs; ` +
          `B ahead in ${differences.filter((d) => d > 0).length} of ${differences.length})`,
      );
    }
  } finally {
    a.stop();
    b.stop();
  }
}

async function main() {
  if (process.env.LIGHTHOUSE_AB) {
    await compare(process.env.LIGHTHOUSE_AB, Number(process.env.LIGHTHOUSE_RUNS ?? 10));
    return;
  }
  const own = process.env.LIGHTHOUSE_BASE ? undefined : await startServer(root);
  const base = process.env.LIGHTHOUSE_BASE ?? own!.base;
  try {
    const paths = process.env.LIGHTHOUSE_PAGES
      ? process.env.LIGHTHOUSE_PAGES.split(',').map((p) => p.trim())
      : await lighthousePages(base);
    await warm(base, paths);
    const scores = await lighthouse(base, paths, root, process.env.LIGHTHOUSE_REPORTS);
    console.log(lighthouseLines(scores).join('\n'));
    for (const s of scores) {
      const ms = (v: number | null | undefined) => (v == null ? '-' : `${Math.round(v)} ms`);
      console.log(`\n${s.path}`);
      console.log(
        `  LCP ${ms(s.lcpMs)}, TBT ${ms(s.tbtMs)}, FCP ${ms(s.fcpMs)}, CLS ${s.cls == null ? '-' : s.cls.toFixed(3)}` +
          `, all long tasks ${ms(s.longTaskBlockingMs)}` +
          `, machine ${s.benchmarkIndex == null ? '-' : Math.round(s.benchmarkIndex)} (benchmarkIndex)`,
      );
      if (s.lcpElement) console.log(`  LCP element: ${s.lcpElement.slice(0, 200)}`);
      for (const line of s.opportunities ?? []) console.log(`  opportunity: ${line}`);
      for (const line of s.failing ?? []) console.log(`  failing: ${line}`);
    }
  } finally {
    own?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
