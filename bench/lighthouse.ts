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
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/server/test/free-port.js';
import { lighthouse, lighthouseLines, lighthousePages } from './pages.js';

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

async function main() {
  let base = process.env.LIGHTHOUSE_BASE;
  let server: ChildProcess | undefined;
  let dataDir: string | undefined;
  try {
    if (!base) {
      const main = path.join(root, 'apps/server/dist/main.js');
      if (!existsSync(main))
        throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'pintrip-lighthouse-data-'));
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      server = spawn(process.execPath, [main], {
        cwd: root,
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
      await waitHealthy(base, server);
    }
    const paths = process.env.LIGHTHOUSE_PAGES
      ? process.env.LIGHTHOUSE_PAGES.split(',').map((p) => p.trim())
      : await lighthousePages(base);
    if (process.env.LIGHTHOUSE_COLD !== '1') {
      for (const pagePath of paths) {
        for (const language of ['ko', 'en-US', 'ja']) {
          await fetch(`${base}${pagePath}`, { headers: { 'accept-language': language } }).then((r) =>
            r.text(),
          );
        }
      }
    }
    const scores = await lighthouse(base, paths, root, process.env.LIGHTHOUSE_REPORTS);
    console.log(lighthouseLines(scores).join('\n'));
    for (const s of scores) {
      const ms = (v: number | null | undefined) => (v == null ? '-' : `${Math.round(v)} ms`);
      console.log(`\n${s.path}`);
      console.log(
        `  LCP ${ms(s.lcpMs)}, TBT ${ms(s.tbtMs)}, FCP ${ms(s.fcpMs)}, CLS ${s.cls == null ? '-' : s.cls.toFixed(3)}` +
          `, machine ${s.benchmarkIndex == null ? '-' : Math.round(s.benchmarkIndex)} (benchmarkIndex)`,
      );
      if (s.lcpElement) console.log(`  LCP element: ${s.lcpElement.slice(0, 200)}`);
      for (const line of s.opportunities ?? []) console.log(`  opportunity: ${line}`);
      for (const line of s.failing ?? []) console.log(`  failing: ${line}`);
    }
  } finally {
    server?.kill('SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
