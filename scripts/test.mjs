// `npm test`: every tier, in order, stopping at the first failure:
// lint, type check, unit + integration + component tests on the embedded database, the server's
// integration tests again on PostgreSQL when TEST_DATABASE_URL is set, then the Playwright suite.
import { execFileSync } from 'node:child_process';
import { root } from './build-state.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const { TEST_DATABASE_URL, ...embeddedEnv } = process.env;

function step(title, command, args, env = process.env) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env });
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

try {
  step('lint', npm, ['run', 'lint']);
  step('type check', npm, ['run', 'typecheck']);
  step('unit, integration and component tests (embedded database)', npx, ['vitest', 'run'], embeddedEnv);
  if (TEST_DATABASE_URL) {
    step('integration tests on PostgreSQL', npx, ['vitest', 'run', '--project', 'server'], process.env);
  } else {
    console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL run of the integration tests is skipped)');
  }
  step('end-to-end tests (Playwright, system Chromium)', npm, ['run', 'test:e2e']);
} catch {
  process.exit(1);
}
