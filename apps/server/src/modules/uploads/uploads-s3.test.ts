/**
 * Uploads with STORAGE=s3 against a real S3-compatible server (s3rver on loopback): both WebP
 * variants land in the bucket, and without S3_PUBLIC_URL any instance serves /uploads/<key> by
 * streaming it from the bucket.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondInstance, createTestContext, type TestContext } from '../../../test/helpers.js';
import { makeUser, type TestUser } from '../../../test/builders.js';
import { startS3, type TestS3 } from '../../../test/s3.js';
import { makeImage, pngFile, postUpload } from '../../../test/images.js';

const picture = (background: string) => makeImage('png', { width: 900, height: 600, background });

describe('uploads with STORAGE=s3 and no S3_PUBLIC_URL', () => {
  let s3: TestS3;
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    s3 = await startS3();
    ctx = await createTestContext(s3.env);
    user = await makeUser(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
    await s3?.close();
  });

  const upload = async (data: Buffer, kind = 'destination') =>
    postUpload(ctx, user, await pngFile(data), { kind });

  it('puts both variants in the bucket and links them under /uploads/', async () => {
    const res = await upload(await picture('#d53a7b'));
    expect(res.statusCode).toBe(201);
    const { url, thumbnail_url: thumbnail } = res.json();
    expect(url).toMatch(/^\/uploads\/destinations\/[0-9a-f]{32}\.webp$/);
    expect(thumbnail).toMatch(/^\/uploads\/destinations\/[0-9a-f]{32}-sm\.webp$/);
    expect(await s3.has(url.slice('/uploads/'.length))).toBe(true);
    expect(await s3.has(thumbnail.slice('/uploads/'.length))).toBe(true);
  });

  it('serves an upload made on one instance from another, streamed from the bucket', async () => {
    const res = await upload(await picture('#3ad57b'), 'avatar');
    const { url, thumbnail_url: thumbnail } = res.json();
    const second = await createSecondInstance(ctx);
    try {
      for (const [address, width] of [
        [url, 900],
        [thumbnail, 400],
      ] as const) {
        const served = await second.app.inject({ method: 'GET', url: address });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta).toMatchObject({ format: 'webp', width });
      }
    } finally {
      await second.close();
    }
  });

  it('answers 404 for a missing key and for keys that try to leave the bucket', async () => {
    for (const address of [
      '/uploads/destinations/00000000000000000000000000000000.webp',
      '/uploads/destinations/..%2F..%2Fetc%2Fpasswd',
      '/uploads/..%2Fother-bucket%2Fkey.webp',
      '/uploads/%2e%2e/x.webp',
      '/uploads/avatars',
      '/uploads/',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: address });
      expect(res.statusCode, address).toBe(404);
      expect(res.json().error.code, address).toBe('not_found');
    }
  });
});

describe('uploads with STORAGE=s3 and S3_PUBLIC_URL', () => {
  let s3: TestS3;
  let ctx: TestContext;
  beforeAll(async () => {
    s3 = await startS3();
    ctx = await createTestContext({ ...s3.env, S3_PUBLIC_URL: 'https://cdn.pintrip.test/media/' });
  });
  afterAll(async () => {
    await ctx?.close();
    await s3?.close();
  });

  it('links to the public URL and leaves /uploads/ to it', async () => {
    const user = await makeUser(ctx);
    const res = await postUpload(ctx, user, await pngFile(await picture('#7b3ad5')));
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^https:\/\/cdn\.pintrip\.test\/media\/destinations\/[0-9a-f]{32}\.webp$/);
    const key = url.slice('https://cdn.pintrip.test/media/'.length);
    expect(await s3.has(key)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);
  });
});
