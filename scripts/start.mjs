// `npm start`: build what is missing or stale (a fresh build is reused, so a restart takes
// seconds), then run the server in this process's place.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { isBuildFresh, root } from './build-state.mjs';

if (isBuildFresh()) {
  console.log('pintrip: build is up to date');
} else {
  console.log('pintrip: building the web app and the server…');
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
}

const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
