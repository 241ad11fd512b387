/**
 * Test harness shared by the server's integration tests: a real database (embedded PGlite in
 * memory, or a fresh PostgreSQL database when TEST_DATABASE_URL is set), the real app, injected
 * requests.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { verifyPassword } from 'better-auth/crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app.js';
import type { PasswordHasher } from '../src/auth/auth.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { embeddedTemplate, postgresTemplate } from './embedded-template.js';
import { createScratchDatabase } from './scratch-database.js';
import { resolveAuthSecret } from '../src/auth/secret.js';
import { createLocalStorage, createStorage, type Storage } from '../src/lib/storage.js';
import { createMemoryMailer, type MailMessage } from '../src/lib/mailer.js';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  storage: Storage;
  config: Config;
  /** Mail the app sent during the test. */
  mail: MailMessage[];
  dataDir: string;
  close(): Promise<void>;
}

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  keyLength: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;
const cheapPrefix = 'test-scrypt:';
const cheapCost = { N: 64, r: 8, p: 1 };

/**
 * The tests' password hashing: scrypt with a tiny cost (about 0.1 ms), where the app's (better-auth's
 * N 16384, r 16) takes about 155 ms of a core per sign-up and again per sign-in — a test's four users
 * cost more than its requests did. A hash it did not write (none today) is checked the app's way. As
 * Django's test hasher or bcrypt's minimum cost in Rails tests: what a test checks of passwords (wrong
 * ones refused, a reset or change takes effect) does not depend on the cost. The app's own scrypt is
 * what every server started as a process runs (test/process.test.ts, test/trust/crash.test.ts sign
 * up and in through it).
 */
export const cheapPasswordHasher: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    const key = await scryptAsync(password.normalize('NFKC'), salt, 64, cheapCost);
    return `${cheapPrefix}${salt}:${key.toString('hex')}`;
  },
  async verify({ hash, password }) {
    if (!hash.startsWith(cheapPrefix)) return verifyPassword({ hash, password });
    const [salt = '', key = ''] = hash.slice(cheapPrefix.length).split(':');
    const expected = Buffer.from(key, 'hex');
    const actual = await scryptAsync(password.normalize('NFKC'), salt, 64, cheapCost);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded';

export interface TestContextOptions {
  /** Sees every SQL statement the app sends (see OpenDatabaseOptions.onQuery). */
  onQuery?: (sql: string, params: unknown[]) => void;
  /** This DATA_DIR (kept on close) instead of a new temporary one. */
  dataDir?: string;
  /** The embedded database on disk in DATA_DIR, as a server opens it, whatever TEST_DATABASE_URL says. */
  embeddedOnDisk?: boolean;
  /** No AUTH_SECRET: the secret generated into DATA_DIR (or the database) signs the sessions, as in main.ts. */
  generatedSecret?: boolean;
  /**
   * A built web app of this index.html alone: WEB_DIST is a temporary folder holding it, removed on
   * close. By default none (WEB_DIST as `env` says).
   */
  indexHtml?: string;
  /** The web app's server renderer (AppDeps.pageRenderer); by default none: pages are the app shell. */
  pageRenderer?: AppDeps['pageRenderer'];
  /** The app's own password hashing (scrypt at its cost) instead of cheapPasswordHasher: for timings. */
  appPasswordHashing?: boolean;
}

export async function createTestContext(
  env: Record<string, string> = {},
  options: TestContextOptions = {},
): Promise<TestContext> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'pintrip-test-')));
  const webDist = options.indexHtml === undefined ? undefined : await webAppOf(options.indexHtml);
  const scratch =
    process.env.TEST_DATABASE_URL && !options.embeddedOnDisk
      ? await createScratchDatabase(process.env.TEST_DATABASE_URL, 'pintrip_test', postgresTemplate())
      : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    AUTH_SECRET: options.generatedSecret ? '' : 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: 'false',
    // Write limits far above what any test writes from its one address; the limiter still runs on
    // every write. src/http/rate-limit.test.ts sets small ones.
    WRITE_RATE_LIMIT: '100000',
    WRITE_RATE_LIMIT_PER_ADDRESS: '100000',
    UPLOAD_RATE_LIMIT: '100000',
    UPLOAD_RATE_LIMIT_PER_ADDRESS: '100000',
    OPS_RATE_LIMIT: '100000',
    OPS_RATE_LIMIT_PER_ADDRESS: '100000',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...(webDist ? { WEB_DIST: webDist } : {}),
    ...env,
  });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir,
    inMemory: !scratch && !options.embeddedOnDisk,
    initialFiles: !scratch && !options.embeddedOnDisk ? await embeddedTemplate() : undefined,
    onQuery: options.onQuery,
  });
  // STORAGE=s3 (with an S3 server from test/s3.ts) uses the bucket, otherwise DATA_DIR/uploads.
  const storage = config.STORAGE === 's3' ? await createStorage(config) : createLocalStorage(dataDir);
  const mailer = createMemoryMailer();
  const app = await buildApp({
    config,
    database,
    storage,
    mailer,
    authSecret: options.generatedSecret
      ? await resolveAuthSecret(undefined, dataDir, database)
      : (config.AUTH_SECRET ?? 'test-secret-test-secret-test-secret-0123'),
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    pageRenderer: options.pageRenderer ?? null,
    passwordHasher: options.appPasswordHashing ? undefined : cheapPasswordHasher,
  });
  await app.ready();
  return {
    app,
    database,
    storage,
    config,
    mail: mailer.sent,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
      if (webDist) await rm(webDist, { recursive: true, force: true });
    },
  };
}

/**
 * A second app instance on the test's database, as a second server process would be: on
 * PostgreSQL its own pool and LISTEN connection; on the embedded database (one process) a second
 * app on the same instance. `onQuery` sees the statements of its own pool (embedded: the
 * first instance's `onQuery` already sees them).
 */
export async function createSecondInstance(
  ctx: TestContext,
  options: Pick<TestContextOptions, 'onQuery'> = {},
) {
  const database: Database = ctx.config.DATABASE_URL
    ? await openDatabase({
        databaseUrl: ctx.config.DATABASE_URL,
        dataDir: ctx.dataDir,
        ...(options.onQuery ? { onQuery: options.onQuery } : {}),
      })
    : ctx.database;
  const app = await buildApp({
    config: ctx.config,
    database,
    // Its own S3 client when the storage is a bucket; the same folder when it is local.
    storage: ctx.config.STORAGE === 's3' ? await createStorage(ctx.config) : ctx.storage,
    mailer: createMemoryMailer(),
    authSecret: ctx.config.AUTH_SECRET ?? 'test-secret-test-secret-test-secret-0123',
    passwordHasher: cheapPasswordHasher,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== ctx.database) await database.close();
    },
  };
}

/** Asks `check` until it holds: no sleep beyond the notification's flight, a short deadline. */
export async function soon(check: () => Promise<boolean>, deadlineMs = 2000) {
  const deadline = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within the deadline');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A temporary built web app of `indexHtml` alone (the caller removes the folder). */
async function webAppOf(indexHtml: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'pintrip-web-'));
  await writeFile(path.join(folder, 'index.html'), indexHtml);
  return folder;
}
