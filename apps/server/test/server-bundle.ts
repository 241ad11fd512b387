/**
 * The server as one file for the tests that start it as a process (process.test.ts,
 * trust/crash.test.ts): the server project's global setup bundles src/main.ts once per run, as
 * `npm run build` does (apps/server/build.mjs: our packages inside, every npm dependency from
 * node_modules), and each spawned server runs that file with plain Node instead of tsx's loader
 * resolving and compiling every source module again (about 3 s of CPU a start, of 5 to 8).
 *
 * The bundle lies in test/dist/ beside links to what a built server finds next to itself (the
 * migrations, the page renderer when the web app is built): from there it also finds apps/web/dist
 * as the sources do, so it serves what a server started from the sources would.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { serverDir } from './spawn-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bundled server of this run, relative to apps/server; '' when there is none. */
    serverBundle: string;
  }
}

const bundleDir = path.join(serverDir, 'test', 'dist');

/** Links `name` in test/dist to `target` (relative to test/dist), unless it is there already. */
function link(name: string, target: string) {
  try {
    symlinkSync(target, path.join(bundleDir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** Vitest global setup of the server project: bundles the server, removes the bundle after the run. */
export default function setup(project: TestProject): () => void {
  mkdirSync(bundleDir, { recursive: true });
  link('migrations', '../../src/db/migrations');
  link('ssr', '../../dist/ssr');
  // A file of its own per run: two runs at once (the embedded one and the PostgreSQL one) never
  // overwrite each other's.
  const file = path.join('test', 'dist', `server-${randomBytes(4).toString('hex')}.js`);
  execFileSync(process.execPath, ['build.mjs', file], { cwd: serverDir, stdio: 'inherit' });
  project.provide('serverBundle', file);
  return () => {
    for (const built of [file, `${file}.map`]) rmSync(path.join(serverDir, built), { force: true });
  };
}

/** The entry a spawned server runs: this run's bundle, or src/main.ts (tsx) outside the server project's run. */
export function serverScript(): string {
  try {
    return inject('serverBundle') || 'src/main.ts';
  } catch {
    return 'src/main.ts';
  }
}
