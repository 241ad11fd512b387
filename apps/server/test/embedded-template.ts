/**
 * One migrated embedded database for the whole server test run: the global setup creates and
 * migrates it once and writes its files (PGlite's `dumpDataDir`) to a temporary file; every test
 * context that opens an in-memory database starts from those files instead of running initdb and
 * the migrations again (seconds per test file on two cores).
 */
import { readFile, rm, writeFile, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated embedded database's files; '' when there is none. */
    embeddedTemplate: string;
  }
}

/** Vitest global setup of the server project: makes the template, removes it after the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // On PostgreSQL every test context has a scratch database of its own: nothing to copy.
  if (process.env.TEST_DATABASE_URL) {
    project.provide('embeddedTemplate', '');
    return async () => {};
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'pintrip-template-'));
  const file = path.join(folder, 'pgdata.tar');
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
    const files = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await files.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('embeddedTemplate', file);
  return async () => rm(folder, { recursive: true, force: true });
}

let loaded: Promise<Blob | undefined> | undefined;

/** The file Vitest's global setup made, or '' outside a Vitest run (e.g. `npm run sql:snapshot`). */
function templateFile(): string {
  try {
    return inject('embeddedTemplate') ?? '';
  } catch {
    return '';
  }
}

/** The template's files for an in-memory database, read once per test process (none outside Vitest's run). */
export function embeddedTemplate(): Promise<Blob | undefined> {
  loaded ??= (async () => {
    const file = templateFile();
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return loaded;
}
