// `npm run dev`: the API server with reload on change (tsx watch) and Vite with hot module
// reload; Vite proxies /api and /uploads to the server.
import { spawn } from 'node:child_process';
import { root } from './build-state.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const children = [
  spawn(npm, ['run', 'dev', '-w', 'apps/server'], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', DATA_DIR: `${root}/data`, ...process.env },
  }),
  spawn(npm, ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
