/**
 * An empty PostgreSQL database made next to TEST_DATABASE_URL (same server, a random name), and
 * its dropper. Used by the test harness (helpers.ts), the scale tests, e2e's scale run and the bench.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** The new database's URL (the base URL with its name). */
  url: string;
  /** Drops it, closing whatever connections are still open to it. */
  drop(): Promise<void>;
}

async function adminQuery(baseUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates `<prefix>_<12 hex digits>` on the server of `baseUrl`: empty, or a copy of the database
 * `template` (a file copy: the server tests' migrated template, test/embedded-template.ts).
 */
export async function createScratchDatabase(
  baseUrl: string,
  prefix = 'pintrip_test',
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`),
  };
}
