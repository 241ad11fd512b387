/**
 * `npm run backup [-- FILE]` and `npm run restore FILE`: one .tar.gz holding a consistent snapshot
 * of the embedded database (PGlite's own dump of its data directory, taken after a CHECKPOINT), the
 * uploads (DATA_DIR/uploads) and the generated session secret (DATA_DIR/auth-secret, so sessions
 * survive a restore), with a small manifest.
 *
 * The embedded database belongs to one process: a backup refuses to run while a server has the
 * data directory open, and a restore writes only into an empty DATA_DIR. With DATABASE_URL the
 * data lives in PostgreSQL (and, with STORAGE=s3, in a bucket): the command explains the
 * pg_dump / bucket-sync recipe (docs/deploy.md) and fails.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import * as tar from 'tar';
import { appVersion } from '@pintrip/shared';
import type { Config } from '../config.js';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../db/data-dir-lock.js';

/** A refusal or failure the user can act on; the CLI prints the message alone. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export const manifestName = 'pintrip-backup.json';
const backupFormat = 1;

interface Manifest {
  format: number;
  app: 'pintrip';
  version: string;
  created: string;
  database: 'embedded';
  counts: { users: number; destinations: number; uploads: number };
}

export const postgresRecipe = [
  'DATABASE_URL is set: the data lives in PostgreSQL, which this command does not copy.',
  "Back it up with PostgreSQL's own tools, e.g.:",
  '  pg_dump --format=custom --no-owner --file=pintrip.dump "$DATABASE_URL"',
  '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" pintrip.dump',
  'and the uploads with the bucket (STORAGE=s3), e.g. aws s3 sync s3://BUCKET ./uploads-backup',
  '(or DATA_DIR/uploads with STORAGE=local). See docs/deploy.md, "Backups and restore".',
].join('\n');

const embeddedOptions = { extensions: { pg_trgm } };

function pgdataOf(dataDir: string) {
  return path.join(dataDir, 'pgdata');
}

async function countFiles(folder: string): Promise<number> {
  if (!existsSync(folder)) return 0;
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

async function countRows(db: PGlite) {
  const count = async (table: string) => {
    const result = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    return result.rows[0]?.n ?? 0;
  };
  return { users: await count('users'), destinations: await count('destinations') };
}

/**
 * Takes the DATA_DIR lock a server holds while it runs (db/data-dir-lock.ts), so a backup never
 * reads files a live server is writing. A lock left by a killed server is stale and taken over.
 */
async function lockForBackup(dataDir: string): Promise<DataDirLock> {
  try {
    return await lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `The database in ${dataDir} is open: a Pintrip server (pid ${error.ownerPid}) is running on this ` +
        'DATA_DIR. Stop it (SIGTERM lets it finish cleanly) and run the backup again.',
    );
  }
}

function defaultBackupName(now: Date) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return `pintrip-backup-${stamp}.tar.gz`;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/** Writes the snapshot of DATA_DIR to `file` (default: pintrip-backup-<UTC time>.tar.gz here). */
export async function backupEmbedded(
  dataDir: string,
  file?: string,
  now = new Date(),
): Promise<BackupResult> {
  const root = path.resolve(dataDir);
  const pgdata = pgdataOf(root);
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${root} (no ${pgdata}). Check DATA_DIR.`);
  }
  const lock = await lockForBackup(root);
  try {
    return await writeBackup(root, pgdata, file, now);
  } finally {
    lock.release();
  }
}

async function writeBackup(root: string, pgdata: string, file: string | undefined, now: Date) {
  const target = path.resolve(file ?? defaultBackupName(now));
  if (existsSync(target)) throw new BackupError(`${target} already exists; choose another file name.`);
  if (target.startsWith(`${root}${path.sep}`)) {
    throw new BackupError('Write the backup outside DATA_DIR (it would contain itself).');
  }

  const staging = await mkdtemp(path.join(os.tmpdir(), 'pintrip-backup-'));
  const partial = `${target}.partial`;
  try {
    // The database is opened only here, by this process: the snapshot is consistent by construction.
    const db = await PGlite.create({ dataDir: pgdata, ...embeddedOptions });
    let counts: { users: number; destinations: number };
    try {
      counts = await countRows(db);
      // Every change is in the data files, so the copy needs no WAL replay to be whole.
      await db.exec('checkpoint');
      // PGlite's own copy of its data directory, taken while this process holds it open.
      const dump = await db.dumpDataDir('none');
      await writeFile(path.join(staging, 'pgdata.tar'), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
    // The dump names its files from the data directory's root ("/PG_VERSION"); they go under pgdata/.
    await mkdir(path.join(staging, 'pgdata'));
    await tar.extract({ file: path.join(staging, 'pgdata.tar'), cwd: path.join(staging, 'pgdata') });
    await rm(path.join(staging, 'pgdata.tar'));
    const manifest: Manifest = {
      format: backupFormat,
      app: 'pintrip',
      version: appVersion,
      created: now.toISOString(),
      database: 'embedded',
      counts: { ...counts, uploads: await countFiles(path.join(root, 'uploads')) },
    };
    await writeFile(path.join(staging, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
    // The uploads and the secret are packed from DATA_DIR itself, through links (no copy).
    const fromDataDir = ['uploads', 'auth-secret'].filter((name) => existsSync(path.join(root, name)));
    for (const name of fromDataDir) await symlink(path.join(root, name), path.join(staging, name));

    await mkdir(path.dirname(target), { recursive: true });
    await tar.create({ file: partial, cwd: staging, gzip: true, portable: true, follow: true }, [
      manifestName,
      'pgdata',
      ...fromDataDir,
    ]);
    await rename(partial, target);
    return { file: target, bytes: (await stat(target)).size, manifest };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

async function readManifest(file: string): Promise<Manifest> {
  let text: string | undefined;
  await tar.list({
    file,
    filter: (entryPath) => entryPath === manifestName,
    onReadEntry: (entry) => {
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () => (text = Buffer.concat(chunks).toString('utf8')));
    },
  });
  let manifest: Partial<Manifest> | undefined;
  try {
    manifest = text === undefined ? undefined : (JSON.parse(text) as Partial<Manifest>);
  } catch {
    manifest = undefined;
  }
  if (manifest?.app !== 'pintrip' || manifest.database !== 'embedded') {
    throw new BackupError(`${file} is not a Pintrip backup (no ${manifestName} in it).`);
  }
  if (manifest.format !== backupFormat) {
    throw new BackupError(
      `${file} has backup format ${manifest.format}; this version reads ${backupFormat}.`,
    );
  }
  return manifest as Manifest;
}

/** Brings a backup back into an empty (or missing) DATA_DIR and checks the database opens. */
export async function restoreEmbedded(dataDir: string, file: string): Promise<Manifest> {
  const root = path.resolve(dataDir);
  const source = path.resolve(file);
  if (!existsSync(source)) throw new BackupError(`${source} does not exist.`);
  if (existsSync(root)) {
    if (!(await stat(root)).isDirectory()) throw new BackupError(`DATA_DIR ${root} is not a folder.`);
    if ((await readdir(root)).length > 0) {
      throw new BackupError(
        `DATA_DIR ${root} is not empty: restore only into an empty folder. Point DATA_DIR at a new ` +
          'folder, or move this one aside first.',
      );
    }
  }
  let manifest: Manifest;
  try {
    manifest = await readManifest(source);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${source} cannot be read as a backup: ${(error as Error).message}`);
  }

  await mkdir(root, { recursive: true });
  try {
    // node-tar refuses absolute paths and `..` unless told otherwise: nothing lands outside DATA_DIR.
    await tar.extract({
      file: source,
      cwd: root,
      strict: true,
      filter: (entryPath) => entryPath !== manifestName,
    });
    if (!existsSync(path.join(pgdataOf(root), 'PG_VERSION'))) {
      throw new BackupError(`${source} holds no database.`);
    }
    const db = await PGlite.create({ dataDir: pgdataOf(root), ...embeddedOptions });
    try {
      const counts = await countRows(db);
      if (counts.users !== manifest.counts.users || counts.destinations !== manifest.counts.destinations) {
        throw new BackupError('The restored database does not hold what the backup recorded.');
      }
    } finally {
      await db.close();
    }
    return manifest;
  } catch (error) {
    // Leave DATA_DIR empty again, as it was: a half restore must not look like data.
    for (const name of await readdir(root)) await rm(path.join(root, name), { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The restore failed and DATA_DIR was emptied again: ${(error as Error).message}`);
  }
}

type Print = (line: string) => void;

/** `npm run backup [-- FILE]`; returns the exit code. */
export async function runBackupCommand(args: string[], config: Config, print: Print, printError: Print) {
  if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
    printError('usage: npm run backup [-- FILE]');
    return 2;
  }
  if (config.DATABASE_URL) {
    printError(postgresRecipe);
    return 2;
  }
  try {
    const result = await backupEmbedded(config.DATA_DIR, args[0]);
    const { counts } = result.manifest;
    print(
      `Backup written: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB; ` +
        `${counts.users} users, ${counts.destinations} destinations, ${counts.uploads} uploaded files).`,
    );
    if (config.STORAGE === 's3') {
      printError(
        'Note: STORAGE=s3, so uploads live in the bucket and are not in this file; copy the bucket ' +
          'too (see docs/deploy.md, "Backups and restore").',
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      printError(error.message);
      return 1;
    }
    throw error;
  }
}

/** `npm run restore FILE`; returns the exit code. */
export async function runRestoreCommand(args: string[], config: Config, print: Print, printError: Print) {
  if (args.length !== 1 || args[0]?.startsWith('-')) {
    printError('usage: npm run restore FILE   (into an empty DATA_DIR)');
    return 2;
  }
  if (config.DATABASE_URL) {
    printError(postgresRecipe);
    return 2;
  }
  try {
    const manifest = await restoreEmbedded(config.DATA_DIR, args[0] as string);
    print(
      `Restored into ${path.resolve(config.DATA_DIR)}: the backup of ${manifest.created} (Pintrip ` +
        `${manifest.version}; ${manifest.counts.users} users, ${manifest.counts.destinations} ` +
        `destinations, ${manifest.counts.uploads} uploaded files). Start the server on it.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      printError(error.message);
      return 1;
    }
    throw error;
  }
}
