import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { preferredEncoding } from '../lib/compression.js';

// Big enough to be worth compressing (the plugin's threshold is 1 kB), and compressible.
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
const indexHtml = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <title>Pintrip 핀트립</title>
    <!-- ${'padding '.repeat(300)} -->
  </head>
  <body><div id="root"></div></body>
</html>
`;

describe('static files and pages: cached by name, compressed for phones (issue 21)', () => {
  let ctx: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'pintrip-static-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), indexHtml);
    await writeFile(path.join(webDist, 'assets', 'framework-AbC123xY.js'), script);
    await writeFile(path.join(webDist, 'assets', 'index-AbC123xY.css'), `:root{${'--a:1;'.repeat(400)}}`);
    await writeFile(
      path.join(webDist, 'favicon.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
    );
    ctx = await createTestContext({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await ctx?.close();
    if (webDist) await rm(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: { accept: '*/*', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });
  const decoded = (res: Awaited<ReturnType<typeof get>>) => {
    const raw = res.rawPayload;
    const encoding = res.headers['content-encoding'];
    return (
      encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
    ).toString();
  };

  it('serves hashed assets for a year, immutable, and brotli or gzip compressed', async () => {
    for (const file of ['/assets/framework-AbC123xY.js', '/assets/index-AbC123xY.css']) {
      const br = await get(file, 'gzip, deflate, br');
      expect(br.statusCode, file).toBe(200);
      expect(br.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
      expect(br.headers['content-encoding'], file).toBe('br');
      const gzip = await get(file, 'gzip');
      expect(gzip.headers['content-encoding'], file).toBe('gzip');
      expect(decoded(gzip)).toBe(decoded(br));
    }
    expect(decoded(await get('/assets/framework-AbC123xY.js', 'br'))).toBe(script);
  });

  it('revalidates unhashed files (no-cache) and still compresses SVG', async () => {
    const res = await get('/favicon.svg', 'br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('compresses the HTML of a page, varying on Accept-Encoding, and sends it plain when not asked', async () => {
    for (const url of ['/', '/destinations', '/nowhere']) {
      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toContain('<div id="root">');
      for (const encoding of ['br', 'gzip'] as const) {
        const res = await get(url, encoding === 'br' ? 'gzip, deflate, br, zstd' : 'gzip, deflate');
        expect(res.statusCode, url).toBe(plain.statusCode);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.headers['content-encoding'], url).toBe(encoding);
        expect(res.headers.vary, url).toMatch(/accept-encoding/);
        expect(res.rawPayload.length, url).toBeLessThan(Buffer.byteLength(plain.body) / 2);
        expect(decoded(res), url).toBe(plain.body);
      }
    }
  });

  it('takes the best encoding a client accepts, and none it refuses', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});
