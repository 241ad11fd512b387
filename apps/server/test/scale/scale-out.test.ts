/**
 * The scale-out test: two server processes on one PostgreSQL database, STORAGE=s3 on a real
 * S3-compatible server (s3rver), behind nginx running the shipped deploy/nginx.conf, all on
 * loopback. Each instance has its own DATA_DIR and no AUTH_SECRET, so anything kept on one disk or
 * in one process would show. Run by `npm test` when TEST_DATABASE_URL is set and nginx is
 * installed (its own Vitest project, `scale`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { freePort } from '../free-port.js';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../s3.js';
import { createScratchDatabase, type ScratchDatabase } from '../scratch-database.js';
import { cookieOf, json, startInstance, type Instance } from './cluster.js';
import { startNginx, type RunningNginx } from './nginx.js';

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) throw new Error('the scale-out test needs TEST_DATABASE_URL (see scripts/test.mjs)');

const admin = { email: 'scale-admin@pintrip.test', password: 'Travel123!' };

/** Reads a text/event-stream until `until` matches what arrived, or the time runs out. */
async function readEvents(url: string, cause: () => Promise<void>, until: (text: string) => boolean) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  // The stream is open once its first bytes (retry + comment) arrive.
  while (!text.includes(': connected'))
    text += decoder.decode((await reader.read()).value ?? new Uint8Array());
  await cause();
  const timer = setTimeout(() => controller.abort(), 10_000);
  try {
    while (!until(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
  } catch {
    // aborted: the assertion below tells
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return text;
}

/** A sign-in attempt sent to nginx from a chosen loopback address, with a forged X-Forwarded-For. */
function signInFrom(base: string, localAddress: string, forwardedFor: string): Promise<number> {
  const url = new URL('/api/auth/sign-in/email', base);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ email: 'nobody@pintrip.test', password: 'Wrong123!' }));
  });
}

describe('two instances on one PostgreSQL and one bucket, behind nginx', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pintrip-scale-'));
  let database: ScratchDatabase;
  let s3: TestS3;
  let nginx: RunningNginx;
  let a: Instance;
  let b: Instance;
  let cookie = '';

  beforeAll(async () => {
    database = await createScratchDatabase(baseUrl, 'pintrip_scale');
    s3 = await startS3();
    const [portA, portB, portNginx] = [await freePort(), await freePort(), await freePort()];
    const env = {
      ...s3.env,
      DATABASE_URL: database.url,
      PUBLIC_URL: `http://127.0.0.1:${portNginx}`,
      TRUSTED_PROXIES: '127.0.0.1',
      ADMIN_EMAILS: admin.email,
    };
    // Both at once, on an empty database: the migrations run under the advisory lock.
    [a, b] = await Promise.all([
      startInstance('a', portA, { ...env, DATA_DIR: path.join(scratch, 'a') }),
      startInstance('b', portB, { ...env, DATA_DIR: path.join(scratch, 'b') }),
    ]);
    nginx = await startNginx({
      port: portNginx,
      upstreams: [portA, portB],
      dir: path.join(scratch, 'nginx'),
    });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b].map((instance) => instance?.stop()));
    await nginx?.stop();
    await s3?.close();
    await database?.drop();
    rmSync(scratch, { recursive: true, force: true });
  }, 60_000);

  it('both instances came up together on the empty database and answer through nginx', async () => {
    for (const instance of [a, b]) {
      const health = await json(await fetch(`${instance.url}/api/health`));
      expect(health).toMatchObject({ status: 'ok', database: 'postgres' });
    }
    const viaNginx = await fetch(`${nginx.url}/api/health`);
    expect(viaNginx.status).toBe(200);
  });

  it('a session made through one instance works on the other', async () => {
    const signUp = await fetch(`${a.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...admin, name: 'scale' }),
    });
    expect(signUp.status).toBe(200);
    // ADMIN_EMAILS grants super admin to a verified address only (at its next sign-in).
    const verify = new pg.Client({ connectionString: database.url });
    await verify.connect();
    await verify.query('update users set email_verified = true where email = $1', [admin.email]);
    await verify.end();
    const signIn = await fetch(`${a.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    expect(signIn.status).toBe(200);
    cookie = cookieOf(signIn);
    expect(cookie).toContain('pintrip.session_token=');
    const me = await fetch(`${b.url}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await json(me)).toMatchObject({ email: admin.email, is_super_admin: true });
    // And through nginx, whichever instance answers.
    for (let i = 0; i < 4; i += 1) {
      expect((await fetch(`${nginx.url}/api/me`, { headers: { cookie } })).status).toBe(200);
    }
  });

  const createDestination = (base: string, title: string) =>
    fetch(`${base}/api/destinations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        title,
        description: '확장 테스트',
        location: '부산',
        category: '바다',
        image_url: 'https://images.example.com/sea.jpg',
        budget_min: 0,
        budget_max: 50_000,
      }),
    });

  it('an event caused on one instance reaches SSE clients of the other, directly and through nginx', async () => {
    const category = await fetch(`${a.url}/api/categories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ name: '바다' }),
    });
    expect(category.status).toBe(201);

    let id = '';
    const onB = await readEvents(
      `${b.url}/api/events`,
      async () => {
        const res = await createDestination(a.url, '다른 인스턴스의 바다');
        expect(res.status).toBe(201);
        id = (await json(res)).id;
      },
      (text) => id !== '' && text.includes(id),
    );
    expect(onB).toContain('event: destination.created');
    expect(onB).toContain(id);

    // Through nginx: unbuffered, so the event arrives while the stream stays open.
    let second = '';
    const viaNginx = await readEvents(
      `${nginx.url}/api/events`,
      async () => {
        const res = await createDestination(b.url, '또 다른 바다');
        expect(res.status).toBe(201);
        second = (await json(res)).id;
      },
      (text) => second !== '' && text.includes(second),
    );
    expect(viaNginx).toContain(second);

    // The visitor's first page on the other instance already has it (page cache cleared by the bus).
    const page = await json(await fetch(`${a.url}/api/destinations`));
    expect(page.items[0].id).toBe(second);
  });

  it('an upload through one instance is served by the other and through nginx', async () => {
    const picture = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'sea.png');
    const res = await fetch(`${a.url}/api/uploads?kind=destination`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    expect(res.status).toBe(201);
    const { url, thumbnail_url: thumbnail } = await json(res);
    expect(url).toMatch(/^\/uploads\/destinations\/[0-9a-f]{32}\.webp$/);
    for (const address of [url, thumbnail]) {
      expect(await s3.has(address.slice('/uploads/'.length))).toBe(true);
      const onB = await fetch(`${b.url}${address}`);
      expect(onB.status).toBe(200);
      expect(onB.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await onB.arrayBuffer())).metadata()).format).toBe('webp');
      const viaNginx = await fetch(`${nginx.url}${address}`);
      expect(viaNginx.status).toBe(200);
      expect(viaNginx.headers.get('cache-control')).toContain('immutable');
      await viaNginx.arrayBuffer();
      // nginx keeps a copy: the next reader is served without an instance.
      const again = await fetch(`${nginx.url}${address}`);
      expect(again.headers.get('x-cache-status')).toBe('HIT');
      expect(Buffer.from(await again.arrayBuffer()).length).toBeGreaterThan(0);
    }
    expect((await fetch(`${nginx.url}/uploads/destinations/missing.webp`)).status).toBe(404);
  });

  it("rate limits see the client's address from nginx, not one the client forged", async () => {
    // The sign-in limit is 10 a minute per address; each attempt claims to come from elsewhere and
    // lands on either instance.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push(await signInFrom(nginx.url, '127.0.0.5', `192.0.2.${i + 1}`));
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(await signInFrom(nginx.url, '127.0.0.6', '192.0.2.1')).not.toBe(429);
  });

  it('one instance killed with SIGKILL: the other keeps serving through nginx, and no acknowledged write is lost', async () => {
    const created = await createDestination(nginx.url, '남는 글');
    expect(created.status).toBe(201);
    const destinationId = (await json(created)).id as string;
    const acknowledged: string[] = [];
    const refused: number[] = [];
    const comment = async (n: number) => {
      const res = await fetch(`${nginx.url}/api/destinations/${destinationId}/comments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ content: `댓글 ${n}` }),
      });
      if (res.status === 201) acknowledged.push((await json(res)).id);
      else refused.push(res.status);
    };
    for (let n = 0; n < 6; n += 1) await comment(n);
    expect(acknowledged).toHaveLength(6);

    // Writes in flight while the instance dies; then more writes and reads after.
    const inFlight = Array.from({ length: 6 }, (_, n) => comment(100 + n));
    await a.kill();
    await Promise.all(inFlight);
    for (let n = 200; n < 210; n += 1) await comment(n);
    // Whatever was not acknowledged was refused plainly by the proxy, never half-done.
    for (const status of refused) expect(status).toBe(502);
    expect(acknowledged.length).toBeGreaterThanOrEqual(16);

    for (let i = 0; i < 6; i += 1) {
      const page = await fetch(`${nginx.url}/api/destinations`);
      expect(page.status).toBe(200);
      expect((await fetch(`${nginx.url}/api/me`, { headers: { cookie } })).status).toBe(200);
    }
    const comments = await json(
      await fetch(`${nginx.url}/api/destinations/${destinationId}/comments`, { headers: { cookie } }),
    );
    const stored = new Set((comments.items as { id: string }[]).map((c) => c.id));
    for (const id of acknowledged) expect(stored.has(id)).toBe(true);
    const detail = await json(await fetch(`${nginx.url}/api/destinations/${destinationId}`));
    expect(detail.comments_count).toBe(stored.size);
  });
});
