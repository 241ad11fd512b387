/**
 * GET /api/health as a proxy uses it: 200 only when the process is ready and both the database and
 * the file storage answer; otherwise 503 with the contract error body and nothing secret in it.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { appVersion } from '@pintrip/shared';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createLifecycle, type Lifecycle } from '../../lib/lifecycle.js';
import { createMemoryMailer } from '../../lib/mailer.js';
import { createS3Storage, type Storage } from '../../lib/storage.js';
import {
  cheapPasswordHasher,
  createTestContext,
  testDatabaseKind,
  type TestContext,
} from '../../../test/helpers.js';
import { makeDestination, makeUser } from '../../../test/builders.js';

/** A test's own context, for a test that breaks its database or its folder; closed after it. */
let ctx: TestContext | undefined;
let extra: FastifyInstance | undefined;
/** One context for the tests that leave it as it was (their changes are on apps of their own). */
let shared: TestContext | undefined;
const sharedContext = async () => (shared ??= await createTestContext());

afterEach(async () => {
  await extra?.close();
  extra = undefined;
  await ctx?.close();
  ctx = undefined;
});
afterAll(async () => shared?.close());

/** Another app on the test's database, with its own storage and lifecycle. */
async function appWith(context: TestContext, parts: { storage?: Storage; lifecycle?: Lifecycle }) {
  extra = await buildApp({
    config: context.config,
    database: context.database,
    storage: parts.storage ?? context.storage,
    mailer: createMemoryMailer(),
    authSecret: context.config.AUTH_SECRET ?? '',
    passwordHasher: cheapPasswordHasher,
    ...(parts.lifecycle ? { lifecycle: parts.lifecycle } : {}),
  });
  await extra.ready();
  return extra;
}

const health = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  return { status: res.statusCode, body: res.json(), raw: res.body, headers: res.headers };
};

describe('GET /api/health', () => {
  it('answers 200 with the database, the storage and the version when both answer', async () => {
    const res = await health((await sharedContext()).app);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: testDatabaseKind,
      storage: 'local',
      version: appVersion,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 unavailable when the database does not answer', async () => {
    ctx = await createTestContext();
    const { database } = ctx;
    await database.close();
    // The context closes its database at the end; it is already closed.
    database.close = async () => undefined;
    const res = await health(ctx.app);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: { code: 'unavailable', message: 'The database does not answer.' } });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 503 unavailable when the uploads folder cannot take files, without naming it', async () => {
    ctx = await createTestContext();
    expect((await health(ctx.app)).status).toBe(200);
    const uploads = path.join(ctx.dataDir, 'uploads');
    await rm(uploads, { recursive: true, force: true });
    await writeFile(uploads, 'not a folder');
    const res = await health(ctx.app);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: { code: 'unavailable', message: 'The file storage does not answer.' },
    });
    expect(res.raw).not.toContain(ctx.dataDir);
  });

  it('answers 503 unavailable when the S3 bucket cannot be reached, without the endpoint or keys', async () => {
    const s3 = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_BUCKET: 'pintrip-secret-bucket',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'AKIDSECRETKEYID',
      S3_SECRET_ACCESS_KEY: 'super-secret-access-key',
    });
    const app = await appWith(await sharedContext(), { storage: await createS3Storage(s3) });
    const res = await health(app);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: { code: 'unavailable', message: 'The file storage does not answer.' },
    });
    for (const secret of [
      '127.0.0.1:9',
      'pintrip-secret-bucket',
      'AKIDSECRETKEYID',
      'super-secret-access-key',
    ]) {
      expect(res.raw).not.toContain(secret);
    }
  });

  it('answers 503 starting before the process is ready and 503 draining once it stops', async () => {
    const lifecycle = createLifecycle('starting');
    const app = await appWith(await sharedContext(), { lifecycle });
    expect(await health(app)).toMatchObject({
      status: 503,
      body: { error: { code: 'starting', message: 'The server is starting.' } },
    });
    lifecycle.ready();
    expect((await health(app)).status).toBe(200);
    await lifecycle.drain();
    expect(await health(app)).toMatchObject({
      status: 503,
      body: { error: { code: 'draining', message: 'The server is shutting down.' } },
    });
    // Only readiness changes: the rest of the API still answers the requests that reach it.
    const categories = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(categories.statusCode).toBe(200);
  });

  // The database server going away under a running app: PostgreSQL only (the embedded database
  // lives and dies with the process).
  if (testDatabaseKind === 'postgres')
    it('with PostgreSQL down every route answers 503 unavailable with Retry-After, and recovers by itself', async () => {
      ctx = await createTestContext();
      const { app } = ctx;
      const user = await makeUser(ctx);
      const destination = await makeDestination(ctx, user);
      const name = new URL(ctx.config.DATABASE_URL as string).pathname.slice(1);
      const routes = [
        { method: 'GET', url: '/api/destinations' },
        { method: 'GET', url: '/api/itineraries' },
        { method: 'GET', url: '/api/categories' },
        { method: 'GET', url: `/api/destinations/${destination.id}` },
        {
          method: 'GET',
          url: `/api/destinations/${destination.id}/comments`,
          headers: { cookie: user.cookie },
        },
        { method: 'GET', url: '/api/me', headers: { cookie: user.cookie } },
        { method: 'GET', url: '/api/me/bookmarks', headers: { cookie: user.cookie } },
        {
          method: 'POST',
          url: `/api/destinations/${destination.id}/comments`,
          headers: { cookie: user.cookie },
          payload: { content: '내려간 동안' },
        },
        { method: 'GET', url: '/api/auth/get-session', headers: { cookie: user.cookie } },
        {
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: user.email, password: user.password },
        },
      ] as const;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        // Down: no new connection is accepted and every open one is cut, as in a restart.
        await admin.query(`alter database ${name} allow_connections false`);
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        for (const route of routes) {
          const res = await app.inject(route);
          expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(503);
          expect(res.json()).toEqual({
            error: { code: 'unavailable', message: 'The database does not answer; try again shortly.' },
          });
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
        expect((await health(app)).status).toBe(503);
      } finally {
        await admin.query(`alter database ${name} allow_connections true`);
        await admin.end();
      }
      // Back: the same app serves again, with no restart.
      for (const route of routes) {
        const res = await app.inject(route);
        expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBeLessThan(300);
      }
      expect((await health(app)).status).toBe(200);
    });
});
