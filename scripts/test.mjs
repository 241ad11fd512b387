// `npm test`: every tier, in order, stopping at the first failure:
// lint and type check (side by side), unit + integration + component tests on the embedded database, the server's
// integration tests again on PostgreSQL when TEST_DATABASE_URL is set, the production build (once,
// for both Playwright runs), the scale-out tests (two instances behind nginx: the server's,
// apps/server/test/scale/, then Playwright's, e2e/scale/) when TEST_DATABASE_URL is set and nginx
// is installed, then the Playwright suite on its lean tour (E2E_TOUR=lean: every language's checks at a
// phone's size, no screenshots written; decision 0054).
// It ends with one line counting every test that ran: "N passed, N failed".
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './build-state.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const { TEST_DATABASE_URL, ...embeddedEnv } = process.env;
const reports = mkdtempSync(path.join(os.tmpdir(), 'pintrip-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function step(title, command, args, env = process.env) {
  const started = Date.now();
  const took = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  console.log(`\n▶ ${title}`);
  try {
    execFileSync(command, args, { cwd: root, stdio: 'inherit', env });
  } catch (error) {
    console.log(`✘ ${title} (${took()})`);
    throw error;
  }
  console.log(`✔ ${title} (${took()})`);
}

/**
 * Runs steps at once (each is one single-threaded process; two cores serve two), printing each
 * one's output whole when it ends; fails after all have ended if any failed.
 */
async function together(steps) {
  const results = await Promise.all(
    steps.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, {
            cwd: root,
            env: process.env,
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (error) => output.push(Buffer.from(String(error))));
          child.on('close', (code) =>
            resolve({ title, code, output, seconds: (Date.now() - started) / 1000 }),
          );
        }),
    ),
  );
  for (const { title, code, output, seconds } of results) {
    console.log(`\n▶ ${title}`);
    process.stdout.write(Buffer.concat(output));
    console.log(`${code === 0 ? '✔' : '✘'} ${title} (${seconds.toFixed(1)} s)`);
  }
  if (results.some(({ code }) => code !== 0)) throw new Error('a step failed');
}

/** Adds the counts of a Vitest JSON report. */
function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

/** Adds the counts of a Playwright JSON report. */
function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
}

const vitest = (name, extra = []) => [
  'vitest',
  'run',
  ...extra,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${name}.json`)}`,
];

let ok = true;
try {
  await together([
    ['lint', npm, ['run', 'lint']],
    ['type check', npm, ['run', 'typecheck']],
  ]);
  try {
    step(
      'unit, integration and component tests (embedded database)',
      npx,
      vitest('embedded', ['--project', 'shared', '--project', 'server', '--project', 'web']),
      embeddedEnv,
    );
  } finally {
    countVitest(path.join(reports, 'embedded.json'));
  }
  if (TEST_DATABASE_URL) {
    try {
      step('integration tests on PostgreSQL', npx, vitest('postgres', ['--project', 'server']), process.env);
    } finally {
      countVitest(path.join(reports, 'postgres.json'));
    }
  } else {
    console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL run of the integration tests is skipped)');
  }
  // Both Playwright runs use this one build (`npm run test:e2e` would build again).
  step('production build', process.execPath, ['scripts/build.mjs']);
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((file) =>
    existsSync(file),
  );
  if (TEST_DATABASE_URL && nginx) {
    try {
      step(
        'scale-out test (two instances on PostgreSQL, s3rver, nginx)',
        npx,
        vitest('scale', ['--project', 'scale']),
        { ...process.env, NGINX_BIN: nginx },
      );
    } finally {
      countVitest(path.join(reports, 'scale.json'));
    }
    try {
      step(
        'scale-out end-to-end test (Playwright: two instances on PostgreSQL, each behind nginx)',
        npm,
        ['run', 'test:scale', '-w', 'e2e'],
        {
          ...process.env,
          NGINX_BIN: nginx,
          E2E_TOUR: 'lean',
          E2E_JSON_REPORT: path.join(reports, 'e2e-scale.json'),
        },
      );
    } finally {
      countPlaywright(path.join(reports, 'e2e-scale.json'));
    }
  } else {
    console.log(
      `\n(the scale-out tests are skipped: ${TEST_DATABASE_URL ? 'nginx is not installed' : 'TEST_DATABASE_URL is not set'})`,
    );
  }
  try {
    step('end-to-end tests (Playwright, system Chromium; lean tour)', npm, ['test', '-w', 'e2e'], {
      ...process.env,
      E2E_TOUR: 'lean',
      E2E_JSON_REPORT: path.join(reports, 'e2e.json'),
    });
  } finally {
    countPlaywright(path.join(reports, 'e2e.json'));
  }
} catch {
  ok = false;
} finally {
  rmSync(reports, { recursive: true, force: true });
}
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(ok && totals.failed === 0 ? 0 : 1);
