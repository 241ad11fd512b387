// Decides whether the production build is fresh: a fingerprint of every input file (path, size,
// modification time) is stored beside the build; a start with the same inputs reuses the build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const inputs = [
  'packages/shared/src',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite.ssr.config.ts',
  'package-lock.json',
];
const outputs = [
  'apps/server/dist/main.js',
  'apps/server/dist/ssr/entry-server.js',
  'apps/web/dist/index.html',
];
const stampFile = path.join(root, 'apps/server/dist/.build-stamp');

function walk(file, hash) {
  if (!existsSync(file)) return;
  const stat = statSync(file);
  if (stat.isDirectory()) {
    for (const name of readdirSync(file).sort()) {
      if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
      walk(path.join(file, name), hash);
    }
  } else {
    hash.update(`${path.relative(root, file)}:${stat.size}:${stat.mtimeMs}\n`);
  }
}

export function fingerprint() {
  const hash = createHash('sha256');
  for (const input of inputs) walk(path.join(root, input), hash);
  return hash.digest('hex');
}

export function isBuildFresh() {
  if (!outputs.every((o) => existsSync(path.join(root, o)))) return false;
  if (!existsSync(stampFile)) return false;
  return readFileSync(stampFile, 'utf8').trim() === fingerprint();
}

export function markBuilt() {
  writeFileSync(stampFile, `${fingerprint()}\n`);
}
