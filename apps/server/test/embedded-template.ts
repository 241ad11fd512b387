/**
 * One migrated database for the whole server test run, made once by the global setup so no test
 * context runs initdb and every migration again (seconds per test file on two cores):
 *  - embedded: its files (PGlite's `dumpDataDir`) in a temporary file; every test context that
 *    opens an in-memory database starts from those files;
 *  - PostgreSQL (TEST_DATABASE_URL): a migrated database every scratch database is created from
 *    (`create database … template …`, a file copy), dropped after the run.
 */
import { mkdir, readFile, rm, writeFile, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as tar from 'tar';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../src/db/client.js';
import { createScratchDatabase } from './scratch-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated embedded database's files; '' when there is none. */
    embeddedTemplate: string;
    /** The migrated PostgreSQL database scratch databases copy; '' when there is none. */
    postgresTemplate: string;
  }
}

/** Vitest global setup of the server project: makes the template, removes it after the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    project.provide('embeddedTemplate', '');
    const template = await createScratchDatabase(baseUrl, 'pintrip_template');
    const pool = new pg.Pool({ connectionString: template.url, max: 1 });
    try {
      await migratePg(drizzlePg({ client: pool }), { migrationsFolder: migrationsFolder() });
    } finally {
      await pool.end();
    }
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
    return template.drop;
  }
  project.provide('postgresTemplate', '');
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

/** What Vitest's global setup made, or '' outside a Vitest run (e.g. `npm run sql:snapshot`). */
function provided(key: 'embeddedTemplate' | 'postgresTemplate'): string {
  try {
    return inject(key) ?? '';
  } catch {
    return '';
  }
}

/** The migrated PostgreSQL database to copy, or undefined (then a scratch database is migrated itself). */
export function postgresTemplate(): string | undefined {
  return provided('postgresTemplate') || undefined;
}

/** The template's files for an in-memory database, read once per test process (none outside Vitest's run). */
export function embeddedTemplate(): Promise<Blob | undefined> {
  loaded ??= (async () => {
    const file = provided('embeddedTemplate');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return loaded;
}

/**
 * Writes the migrated embedded database's files into DATA_DIR/pgdata, where a server keeps them, so
 * a server process started on dataDir opens a migrated database instead of running initdb and every
 * migration (about 8 s of CPU). False when there is no template (outside Vitest's run, or on the
 * PostgreSQL run): the server then makes its database itself, as on a first start.
 */
export async function fillDataDir(dataDir: string): Promise<boolean> {
  const file = provided('embeddedTemplate');
  if (!file) return false;
  const pgdata = path.join(dataDir, 'pgdata');
  await mkdir(pgdata, { recursive: true });
  // PGlite names the entries from the root of its data folder ("/base/5/1259"): under pgdata here.
  await tar.x({ file, cwd: pgdata });
  return true;
}
