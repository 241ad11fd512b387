// `npm run build`: the web app, the server bundle and the server's page renderer (the web app
// built for the server, into apps/server/dist/ssr), then the freshness stamp.
import { execFileSync } from 'node:child_process';
import { markBuilt, root } from './build-state.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
execFileSync(npm, ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
// The server build empties apps/server/dist: the renderer goes in after it.
execFileSync(npm, ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
execFileSync(npm, ['run', 'build:ssr', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
markBuilt();
