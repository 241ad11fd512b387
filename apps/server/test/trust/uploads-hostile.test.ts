/**
 * Hostile uploads (POST /api/uploads): truncated images, decompression bombs, SVG with script,
 * polyglots (a picture that is also HTML or script), lying names and types, broken multipart.
 * Each is refused with the contract's body or re-encoded; nothing is ever stored as sent: every
 * stored file is a WebP that sharp reads, and none holds the payload it came with.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.js';
import { makeUser, type TestUser } from '../builders.js';
import { makeImage, postUpload, type UploadFile } from '../images.js';
import { expectErrorBody, snapshotTables, tableNames } from './surface.js';

/** The marker every hostile payload carries; no stored file may contain it. */
const marker = '<script>alert("pintrip")</script>';

// ------------------------------------------------------------------------------- PNG by hand

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1-bit grayscale PNG header of any declared size, with the given compressed pixel data. */
function pngDeclaring(width: number, height: number, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real bomb: 20,000 × 20,000 black pixels (400 million) in a file of a few dozen kilobytes. */
function pixelBomb(): Buffer {
  const side = 20_000;
  const row = 1 + side / 8; // filter byte + packed bits
  return pngDeclaring(side, side, deflateSync(Buffer.alloc(row * side), { level: 9 }));
}

// ------------------------------------------------------------------------------- the suite

describe('hostile uploads', () => {
  let ctx: TestContext;
  let user: TestUser;
  let tables: string[];
  let jpeg: Buffer;
  let png: Buffer;
  let gif: Buffer;

  const upload = (file: UploadFile, kind = 'destination') => postUpload(ctx, user, file, { kind });

  /** Every stored file, with its bytes. */
  async function storedFiles(): Promise<Map<string, Buffer>> {
    const root = path.join(ctx.dataDir, 'uploads');
    const files = new Map<string, Buffer>();
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      files.set(path.relative(root, file), await readFile(file));
    }
    return files;
  }

  /** Asserts a 201 answer's files are re-encoded WebP without the payload, unlike the input. */
  async function expectReencoded(
    body: { url: string; thumbnail_url?: string },
    input: Buffer,
    label: string,
  ) {
    for (const url of [body.url, body.thumbnail_url]) {
      expect(url, label).toMatch(/^\/uploads\/(avatars|destinations)\/[0-9a-f]{32}(-sm)?\.webp$/);
      const bytes = await readFile(path.join(ctx.dataDir, String(url)));
      expect(bytes.subarray(0, 4).toString('latin1'), label).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1'), label).toBe('WEBP');
      expect((await sharp(bytes).metadata()).format, label).toBe('webp');
      expect(bytes.equals(input), label).toBe(false);
      expect(bytes.includes(Buffer.from(marker)), `${label}: the payload was stored`).toBe(false);
      expect(bytes.includes(Buffer.from('<script')), `${label}: a script was stored`).toBe(false);
      const served = await ctx.app.inject({ method: 'GET', url: String(url) });
      expect(served.headers['content-type'], label).toBe('image/webp');
    }
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    user = await makeUser(ctx);
    tables = await tableNames(ctx);
    const size = { width: 64, height: 48 };
    jpeg = await makeImage('jpeg', size);
    png = await makeImage('png', size);
    gif = await makeImage('gif', size);
  });
  afterAll(async () => ctx?.close());

  const refusals: [string, () => { name: string; type: string; data: Buffer }, number[]][] = [
    [
      'a PNG cut in half',
      () => ({ name: 'cut.png', type: 'image/png', data: png.subarray(0, png.length / 2) }),
      [415],
    ],
    [
      'a JPEG cut after its header',
      () => ({ name: 'cut.jpg', type: 'image/jpeg', data: jpeg.subarray(0, 200) }),
      [415],
    ],
    [
      'a GIF of its header only',
      () => ({ name: 'cut.gif', type: 'image/gif', data: gif.subarray(0, 13) }),
      [415],
    ],
    [
      'a tiny PNG declaring 50,000 × 50,000 pixels',
      () => ({
        name: 'bomb.png',
        type: 'image/png',
        data: pngDeclaring(50_000, 50_000, deflateSync(Buffer.alloc(64))),
      }),
      [413, 415],
    ],
    [
      'a real decompression bomb (400 million pixels in a few KB)',
      () => ({ name: 'bomb.png', type: 'image/png', data: pixelBomb() }),
      [413, 415],
    ],
    [
      'an SVG with a script, sent as a PNG',
      () => ({
        name: 'logo.png',
        type: 'image/png',
        data: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${marker}</svg>`),
      }),
      [415],
    ],
    [
      'an SVG with a script, named and typed as SVG',
      () => ({
        name: 'logo.svg',
        type: 'image/svg+xml',
        data: Buffer.from(
          `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10">${marker}<rect width="10" height="10"/></svg>`,
        ),
      }),
      [415],
    ],
    [
      'a JPEG header followed by HTML (a polyglot that is no picture)',
      () => ({
        name: 'x.jpg',
        type: 'image/jpeg',
        data: Buffer.concat([jpeg.subarray(0, 20), Buffer.from(`<html><body>${marker}</body></html>`)]),
      }),
      [415],
    ],
    [
      'an HTML page named .png',
      () => ({
        name: 'page.png',
        type: 'image/png',
        data: Buffer.from(`<!doctype html><html>${marker}</html>`),
      }),
      [415],
    ],
    [
      'a PDF named .jpg',
      () => ({
        name: 'doc.jpg',
        type: 'image/jpeg',
        data: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n'),
      }),
      [415],
    ],
    [
      'a TIFF (a picture format that is not taken)',
      () => ({ name: 'a.tif', type: 'image/tiff', data: Buffer.from('49492a00080000000000', 'hex') }),
      [415],
    ],
    ['an empty file', () => ({ name: 'empty.png', type: 'image/png', data: Buffer.alloc(0) }), [415]],
    [
      'random bytes',
      () => ({
        name: 'noise.webp',
        type: 'image/webp',
        data: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
      }),
      [415],
    ],
  ];

  it.each(refusals)('refuses %s with the contract body, storing nothing', async (label, make, statuses) => {
    const filesBefore = await storedFiles();
    const rowsBefore = await snapshotTables(ctx, tables);
    const res = await upload(make());
    expect(statuses, `${label}: got ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
    expectErrorBody(res.body, res.statusCode, label);
    expect([...(await storedFiles()).keys()]).toEqual([...filesBefore.keys()]);
    expect(await snapshotTables(ctx, tables)).toEqual(rowsBefore);
  });

  const reencoded: [string, () => { name: string; type: string; data: Buffer }][] = [
    [
      'a JPEG with HTML and script after its end (a true polyglot)',
      () => ({
        name: 'poly.jpg',
        type: 'image/jpeg',
        data: Buffer.concat([jpeg, Buffer.from(`<html>${marker}</html>`)]),
      }),
    ],
    [
      'a GIF with script after its end',
      () => ({
        name: 'poly.gif',
        type: 'image/gif',
        data: Buffer.concat([gif, Buffer.from(`/*${marker}*/`)]),
      }),
    ],
    [
      'a PNG carrying script in a text chunk',
      () => ({
        name: 'text.png',
        type: 'image/png',
        data: Buffer.concat([
          png.subarray(0, png.length - 12),
          chunk('tEXt', Buffer.from(`Comment\0${marker}`)),
          png.subarray(png.length - 12),
        ]),
      }),
    ],
    ['a PNG named .html and typed text/html', () => ({ name: 'page.html', type: 'text/html', data: png })],
    [
      'a JPEG named .svg and typed image/svg+xml',
      () => ({ name: 'x.svg', type: 'image/svg+xml', data: jpeg }),
    ],
    [
      'a GIF named ../../../etc/passwd',
      () => ({ name: '../../../etc/passwd', type: 'application/octet-stream', data: gif }),
    ],
  ];

  it.each(reencoded)('takes %s only as a re-encoded WebP', async (label, make) => {
    const file = make();
    const res = await upload(file);
    expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(201);
    await expectReencoded(res.json(), file.data, label);
  });

  it('never stores a file that is not a WebP, whatever was sent', async () => {
    for (const [name, bytes] of await storedFiles()) {
      expect(name).toMatch(/^(avatars|destinations)\/[0-9a-f]{32}(-sm)?\.webp$/);
      expect(bytes.includes(Buffer.from(marker)), name).toBe(false);
    }
  });

  it('broken multipart bodies get a 4xx with the contract body, never a 5xx', async () => {
    const boundary = 'pintripboundary';
    const part = (headers: string, data: string | Buffer) =>
      Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(data)]);
    const end = Buffer.from(`\r\n--${boundary}--\r\n`);
    const file = 'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png';
    const cases: [string, Buffer, string][] = [
      ['no closing boundary', part(file, png), `multipart/form-data; boundary=${boundary}`],
      ['no boundary parameter', Buffer.concat([part(file, png), end]), 'multipart/form-data'],
      [
        'another boundary than declared',
        Buffer.concat([part(file, png), end]),
        'multipart/form-data; boundary=other',
      ],
      [
        'a part without headers',
        Buffer.concat([Buffer.from(`--${boundary}\r\n\r\n`), png, end]),
        `multipart/form-data; boundary=${boundary}`,
      ],
      ['only the closing boundary', end, `multipart/form-data; boundary=${boundary}`],
      ['an empty body', Buffer.alloc(0), `multipart/form-data; boundary=${boundary}`],
      [
        'a text field named file',
        Buffer.concat([part('Content-Disposition: form-data; name="file"', 'hello'), end]),
        `multipart/form-data; boundary=${boundary}`,
      ],
      [
        'two files',
        Buffer.concat([
          part(file, png),
          Buffer.from('\r\n'),
          part(file.replace('a.png', 'b.png'), `<html>${marker}</html>`),
          end,
        ]),
        `multipart/form-data; boundary=${boundary}`,
      ],
      ['a picture sent raw as image/png', png, 'image/png'],
      [
        'a picture sent as JSON text',
        Buffer.from(JSON.stringify({ file: png.toString('base64') })),
        'application/json',
      ],
    ];
    for (const [label, payload, contentType] of cases) {
      const before = await storedFiles();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/uploads?kind=avatar',
        headers: { cookie: user.cookie, 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      if (res.statusCode >= 400) {
        expectErrorBody(res.body, res.statusCode, label);
        expect([...(await storedFiles()).keys()], label).toEqual([...before.keys()]);
      } else {
        expect(res.statusCode, label).toBe(201);
        await expectReencoded(res.json(), png, label);
      }
    }
  });
});
