// `npm run build`: the web app and the server bundle, then the freshness stamp.
import { execFileSync } from 'node:child_process';
import { markBuilt, root } from './build-state.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
execFileSync(npm, ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
execFileSync(npm, ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
markBuilt();
