/**
 * The generated session secret: in DATA_DIR on the embedded database, in the database on
 * PostgreSQL, so instances with different disks sign and accept the same sessions.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecrets } from '../db/schema.js';
import { resolveAuthSecret } from './secret.js';
import { createTestContext, type TestContext } from '../../test/helpers.js';

describe('resolveAuthSecret', () => {
  let ctx: TestContext;
  const dirs: string[] = [];
  const dataDir = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pintrip-secret-'));
    dirs.push(dir);
    return dir;
  };
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('uses AUTH_SECRET when given', async () => {
    const secret = 'x'.repeat(40);
    expect(await resolveAuthSecret(secret, await dataDir(), ctx.database)).toBe(secret);
  });

  it('on the embedded database, generates one secret and keeps it in DATA_DIR', async () => {
    const dir = await dataDir();
    const embedded = { ...ctx.database, kind: 'embedded' as const };
    const first = await resolveAuthSecret(undefined, dir, embedded);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(path.join(dir, 'auth-secret'), 'utf8')).trim()).toBe(first);
    expect(await resolveAuthSecret(undefined, dir, embedded)).toBe(first);
  });

  it('on PostgreSQL, every instance gets the one secret stored in the database, whatever its disk', async () => {
    const postgres = { ...ctx.database, kind: 'postgres' as const };
    const upgraded = await dataDir();
    const fromOneMachine = 'y'.repeat(64);
    await writeFile(path.join(upgraded, 'auth-secret'), `${fromOneMachine}\n`);
    // The first instance to start brings the secret its DATA_DIR already had (an upgrade)…
    expect(await resolveAuthSecret(undefined, upgraded, postgres)).toBe(fromOneMachine);
    // …and instances starting together on empty disks all read that one.
    const answers = await Promise.all([
      resolveAuthSecret(undefined, await dataDir(), postgres),
      resolveAuthSecret(undefined, await dataDir(), postgres),
    ]);
    expect(answers).toEqual([fromOneMachine, fromOneMachine]);
    const rows = await ctx.database.db.select().from(appSecrets);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.value).toBe(fromOneMachine);
  });
});
