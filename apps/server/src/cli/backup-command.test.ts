/**
 * Backups of the embedded database and the uploads: seeded data and an uploaded picture go through
 * backup → restore into a new DATA_DIR → a server on it serves the same rows, file and sessions.
 * Always on the embedded database (on disk), whatever TEST_DATABASE_URL says: that is what the
 * commands are for.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import * as tar from 'tar';
import { loadConfig } from '../config.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { createTestContext } from '../../test/helpers.js';
import { fillDataDir } from '../../test/embedded-template.js';
import { runToExit, serverDir } from '../../test/spawn-server.js';
import { makeDestination, makeUser, signIn } from '../../test/builders.js';
import {
  BackupError,
  backupEmbedded,
  postgresRecipe,
  restoreEmbedded,
  runBackupCommand,
  runRestoreCommand,
} from './backup-command.js';

/** A server's app on an on-disk embedded database in dataDir, as main.ts opens it. */
const serve = (dataDir: string) =>
  // No AUTH_SECRET: the generated one in DATA_DIR signs the sessions, so it must come back too.
  createTestContext({}, { dataDir, embeddedOnDisk: true, generatedSecret: true });

function multipart(data: Buffer) {
  const boundary = `----pintrip${randomBytes(8).toString('hex')}`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

describe('npm run backup / npm run restore (embedded database)', () => {
  let scratch: string;
  const dir = (name: string) => path.join(scratch, name);

  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('round-trips the rows, an upload and the sessions into a new DATA_DIR', async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'pintrip-backup-test-'));
    // The run's migrated database on disk (no initdb); the restored one comes from the backup alone.
    await fillDataDir(dir('source'));
    const source = await serve(dir('source'));
    const user = await makeUser(source, { email: 'backup@pintrip.test' });
    const destination = await makeDestination(source, user, { title: '백업 테스트 장소' });
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#d53a7b' } })
      .png()
      .toBuffer();
    const body = multipart(png);
    const uploaded = await source.app.inject({
      method: 'POST',
      url: '/api/uploads?kind=destination',
      payload: body.payload,
      headers: { ...body.headers, cookie: user.cookie },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const fileUrl = (uploaded.json() as { url: string }).url;
    const stored = await source.app.inject({ method: 'GET', url: fileUrl });
    expect(stored.statusCode).toBe(200);
    await source.close();

    const file = dir('backups/pintrip.tar.gz');
    const result = await backupEmbedded(dir('source'), file);
    expect(result.file).toBe(file);
    expect(result.manifest.counts).toMatchObject({ users: 1, destinations: 1 });
    expect(result.manifest.counts.uploads).toBeGreaterThanOrEqual(1);
    const entries: string[] = [];
    await tar.list({ file, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries[0]).toBe('pintrip-backup.json');
    expect(entries).toContain('pgdata/PG_VERSION');
    expect(entries).toContain('auth-secret');
    expect(entries).toContain(fileUrl.replace(/^\//, ''));

    await restoreEmbedded(dir('restored'), file);
    const restored = await serve(dir('restored'));
    try {
      const row = await restored.app.inject({ method: 'GET', url: `/api/destinations/${destination.id}` });
      expect(row.statusCode).toBe(200);
      expect(row.json()).toMatchObject({ id: destination.id, title: '백업 테스트 장소' });
      const served = await restored.app.inject({ method: 'GET', url: fileUrl });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(stored.rawPayload)).toBe(true);
      // The session made before the backup still works: its row and its signing secret came back.
      const me = await restored.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { cookie: user.cookie },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ id: user.id, email: 'backup@pintrip.test' });
      expect(await signIn(restored, 'backup@pintrip.test')).toContain('session_token');
    } finally {
      await restored.close();
    }
  }, 180_000);

  it('refuses to restore into a DATA_DIR that is not empty, and leaves it untouched', async () => {
    const target = dir('busy');
    await mkdir(target, { recursive: true });
    await writeFile(path.join(target, 'keep.txt'), 'mine');
    await expect(restoreEmbedded(target, dir('backups/pintrip.tar.gz'))).rejects.toThrow(
      /DATA_DIR .*busy is not empty: restore only into an empty folder/,
    );
    expect(await readdir(target)).toEqual(['keep.txt']);
  });

  it('refuses a file that is not a Pintrip backup, leaving DATA_DIR empty', async () => {
    await mkdir(dir('junk'), { recursive: true });
    await mkdir(dir('backups'), { recursive: true });
    await writeFile(dir('junk/notes.txt'), 'hello');
    const junk = dir('backups/junk.tar.gz');
    await tar.create({ file: junk, gzip: true, cwd: dir('junk') }, ['notes.txt']);
    await expect(restoreEmbedded(dir('empty'), junk)).rejects.toThrow(/is not a Pintrip backup/);
    expect(existsSync(dir('empty')) ? await readdir(dir('empty')) : []).toEqual([]);
  }, 60_000);

  it("refuses to back up while a server holds DATA_DIR, takes over a killed server's lock, and never overwrites a file", async () => {
    const held = await lockDataDir(dir('source'));
    try {
      await expect(backupEmbedded(dir('source'), dir('backups/while-open.tar.gz'))).rejects.toThrow(
        /a Pintrip server \(pid \d+\) is running on this DATA_DIR/,
      );
      expect(existsSync(dir('backups/while-open.tar.gz'))).toBe(false);
    } finally {
      held.release();
    }
    // A server killed with SIGKILL leaves its lock behind; its pid is gone, so the backup proceeds.
    await writeFile(
      path.join(dir('source'), 'pintrip.lock'),
      JSON.stringify({ pid: 2 ** 22 + 1, host: os.hostname() }),
    );
    const afterCrash = await backupEmbedded(dir('source'), dir('backups/after-crash.tar.gz'));
    expect(afterCrash.manifest.counts.destinations).toBeGreaterThan(0);
    await expect(backupEmbedded(dir('source'), dir('backups/pintrip.tar.gz'))).rejects.toThrow(BackupError);
    await expect(backupEmbedded(dir('nothing-here'), dir('backups/none.tar.gz'))).rejects.toThrow(
      /There is no embedded database/,
    );
  }, 120_000);

  it('with DATABASE_URL explains the pg_dump and bucket recipe and fails', async () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db.example:5432/pintrip', DATA_DIR: dir('pg') });
    const errors: string[] = [];
    expect(
      await runBackupCommand(
        [],
        config,
        () => undefined,
        (line) => errors.push(line),
      ),
    ).toBe(2);
    expect(
      await runRestoreCommand(
        ['x.tar.gz'],
        config,
        () => undefined,
        (line) => errors.push(line),
      ),
    ).toBe(2);
    expect(errors).toEqual([postgresRecipe, postgresRecipe]);
    expect(postgresRecipe).toContain('pg_dump');
    expect(postgresRecipe).toContain('pg_restore');
    expect(postgresRecipe).toContain('s3 sync');
  });

  it('runs as a command: npm run backup prints the recipe and exits non-zero with DATABASE_URL', async () => {
    const { code, stderr } = await runToExit({
      script: 'src/cli/backup-cli.ts',
      args: ['backup'],
      env: { DATABASE_URL: 'postgres://db.example:5432/pintrip', DATA_DIR: dir('pg') },
    });
    expect(code).toBe(2);
    expect(stderr).toContain('pg_dump --format=custom');
  }, 60_000);

  it('runs as a command: a restore without a file name shows the usage', async () => {
    const errors: string[] = [];
    const config = loadConfig({ DATA_DIR: dir('usage') });
    expect(
      await runRestoreCommand(
        [],
        config,
        () => undefined,
        (line) => errors.push(line),
      ),
    ).toBe(2);
    expect(errors[0]).toMatch(/^usage: npm run restore FILE/);
    expect(await readFile(path.join(serverDir, '../../package.json'), 'utf8')).toContain(
      '"restore": "tsx apps/server/src/cli/backup-cli.ts restore"',
    );
  });
});
