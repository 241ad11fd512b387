import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Debian's headless shell (`chromium-headless-shell`: the same Chromium build, without the full
 * browser around its pages) when it is installed, else Debian's `chromium`. A page load costs about
 * half the CPU in the shell; the whole suite, a few percent less time (decision 0066). CHROMIUM_PATH
 * chooses another; `--headed` needs the full browser (CHROMIUM_PATH=/usr/bin/chromium).
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

/**
 * Drives the system Chromium (Debian's package; Playwright cannot download a browser here) against
 * the built app. E2E_WORKERS test files run at once (default 1: on two cores one Chromium and its
 * app already fill both, and two workers made every test take twice as long — decision 0052);
 * global-setup starts one app per worker on a free loopback port with a fresh DATA_DIR, and each
 * worker talks only to its own (E2E_BASE_URL_<n> → E2E_BASE_URL below; this file is loaded again in
 * every worker, whose TEST_PARALLEL_INDEX says which it is). E2E_BASE_URL set from outside points
 * every worker at that one server.
 */
const workers = Number(process.env.E2E_WORKERS ?? 1);
const slot = process.env.TEST_PARALLEL_INDEX;
const own = slot === undefined ? undefined : process.env[`E2E_BASE_URL_${slot}`];
if (own) process.env.E2E_BASE_URL = own;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A trace only on a test's retry (CI retries once): recording one for every test (DOM snapshots at
    // each step, a screencast) cost about 40 % of the suite's time (252 s against 154 s for three
    // files). To keep one for a local failure: `--trace retain-on-failure`.
    trace: 'on-first-retry',
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
        '--disable-quic',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
