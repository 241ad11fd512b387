import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { makeAdmin, makeDeactivatedUser, makeUser, type TestUser } from '../../../test/builders.js';
import { makeImage, multipartBody, postUpload, type UploadFile } from '../../../test/images.js';

/**
 * The IFD0 tags of an EXIF block (TIFF layout after the "Exif\0\0" header), enough to see whether a
 * GPS pointer (0x8825) is there.
 */
function ifd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
}

const gpsPointerTag = 0x8825;

/** A 2400×1800 photo, stored sideways with orientation 6, carrying a GPS position and a camera name. */
async function gpsPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#3a7bd5' } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PintripTestCam', Model: 'GPS-1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 33/1 5999/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '126/1 58/1 4000/100',
      },
    })
    .toBuffer();
}

describe('uploads: POST /api/uploads', () => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    user = await makeUser(ctx);
  });
  afterAll(async () => ctx?.close());

  const upload = (who: TestUser | null, file: UploadFile, kind = 'avatar', field = 'file') =>
    postUpload(ctx, who, file, { kind, field });
  const storedFile = (url: string) => readFile(path.join(ctx.dataDir, url));
  const png = () =>
    makeImage('png', {
      width: 300,
      height: 200,
      channels: 4,
      background: { r: 0, g: 128, b: 0, alpha: 0.5 },
    });

  it('a visitor gets 401', async () => {
    const res = await upload(null, { name: 'a.png', type: 'image/png', data: await png() });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('a deactivated user gets 403 account_inactive', async () => {
    const inactive = await makeDeactivatedUser(ctx);
    const res = await upload(inactive, { name: 'a.png', type: 'image/png', data: await png() });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('account_inactive');
  });

  it('stores a JPEG upright, without any EXIF or GPS, as 1600 px and 400 px WebP', async () => {
    const source = await gpsPhoto();
    const before = await sharp(source).metadata();
    // The test photo really carries what must be removed.
    expect(before.orientation).toBe(6);
    expect(before.exif && ifd0Tags(before.exif)).toContain(gpsPointerTag);

    const res = await upload(user, { name: 'IMG_0001.JPG', type: 'image/jpeg', data: source });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // Turned upright: the 2400×1800 sideways picture becomes portrait, then shrunk to 1600 tall.
    expect(body).toMatchObject({ width: 1200, height: 1600 });
    expect(body.url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(body.thumbnail_url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}-sm\.webp$/);

    for (const url of [body.url, body.thumbnail_url]) {
      const bytes = await storedFile(url);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from('PintripTestCam'))).toBe(false);
      expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    }
    const small = await sharp(await storedFile(body.thumbnail_url)).metadata();
    expect([small.width, small.height]).toEqual([300, 400]);

    const served = await ctx.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
  });

  it('stores a PNG under destinations/, keeping a small picture its own size', async () => {
    const res = await upload(user, { name: 'map.png', type: 'image/png', data: await png() }, 'destination');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 300, height: 200 });
    expect(res.json().url).toMatch(/^\/uploads\/destinations\/[0-9a-f]{32}\.webp$/);
    const meta = await sharp(await storedFile(res.json().url)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 200, hasAlpha: true });
  });

  it('names files by their content: the same picture uploaded twice is one file', async () => {
    const data = await png();
    const first = await upload(user, { name: 'one.png', type: 'image/png', data });
    const second = await upload(user, { name: 'two.png', type: 'image/png', data });
    expect(second.json().url).toBe(first.json().url);
  });

  it.each([
    ['WebP', 'image/webp', 'webp'],
    ['GIF', 'image/gif', 'gif'],
    ['AVIF', 'image/avif', 'avif'],
  ] as const)('accepts %s', async (_name, type, format) => {
    const data = await makeImage(format, { width: 20, height: 10, background: '#123456' });
    const res = await upload(user, { name: 'x', type, data });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 20, height: 10 });
  });

  it('reads the type from the bytes: a text file named .jpg gets 415 image_only', async () => {
    const res = await upload(user, {
      name: 'photo.jpg',
      type: 'image/jpeg',
      data: Buffer.from('this is not a picture, only text pretending to be one\n'.repeat(20)),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('image_only');
  });

  it.each([
    [
      'an SVG (it can carry scripts)',
      'logo.png',
      'image/png',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
    ],
    ['a PDF', 'doc.jpg', 'image/jpeg', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')],
    [
      'a truncated JPEG',
      'cut.jpg',
      'image/jpeg',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
    ],
    ['an empty file', 'empty.png', 'image/png', Buffer.alloc(0)],
  ])('refuses %s with 415 image_only', async (_name, name, type, data) => {
    const res = await upload(user, { name, type, data });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('image_only');
  });

  it('accepts a photo of several megabytes (more than the 1 MB limit of JSON bodies)', async () => {
    const noise = await sharp(randomBytes(1500 * 1000 * 3), {
      raw: { width: 1500, height: 1000, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(4 * 1024 * 1024);
    const res = await upload(user, { name: 'noise.png', type: 'image/png', data: noise });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 1500, height: 1000 });
  });

  it('refuses a file over 10 MB with 413 file_too_large', async () => {
    const big = Buffer.concat([await gpsPhoto(), randomBytes(11 * 1024 * 1024)]);
    const res = await upload(user, { name: 'huge.jpg', type: 'image/jpeg', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('file_too_large');
  });

  it('refuses a request without a file, or with an unknown kind, with 400', async () => {
    const data = await png();
    const wrongField = await upload(user, { name: 'a.png', type: 'image/png', data }, 'avatar', 'picture');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { file: 'required' },
    });

    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads?kind=avatar',
      headers: { cookie: user.cookie },
      payload: { file: 'nope' },
    });
    expect(json.statusCode).toBe(400);

    const kind = await upload(user, { name: 'a.png', type: 'image/png', data }, 'banner');
    expect(kind.statusCode).toBe(400);
    expect(kind.json().error.code).toBe('validation_failed');
  });

  it('answers 400, not 500, when the multipart body does not match its boundary or is cut short', async () => {
    const data = await png();
    const body = multipartBody({ name: 'a.png', type: 'image/png', data });
    for (const payload of [body.payload, body.payload.subarray(0, body.payload.length - 40)]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/uploads?kind=avatar',
        headers: {
          cookie: user.cookie,
          'content-type':
            payload === body.payload
              ? 'multipart/form-data; boundary=----other'
              : body.headers['content-type'],
        },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { file: 'unreadable' } });
    }
  });

  it('an admin uploads like anyone else', async () => {
    const admin = await makeAdmin(ctx);
    const res = await upload(admin, { name: 'a.png', type: 'image/png', data: await png() }, 'destination');
    expect(res.statusCode).toBe(201);
  });
});
