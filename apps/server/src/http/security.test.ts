import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { inlineScriptSources } from './security.js';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const theme = "(function(){document.documentElement.classList.add('booting');})();";
const indexHtml = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <title>Pintrip 핀트립</title>
    <script>${theme}</script>
    <script type="module" crossorigin src="/assets/index-AbC123xY.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

describe('inlineScriptSources: the hashes of the scripts a browser would run inline', () => {
  it('hashes each inline script by its exact text, as a browser does', () => {
    expect(inlineScriptSources(indexHtml)).toEqual([sha(theme)]);
    expect(inlineScriptSources('<script>a()</script><SCRIPT type="module">b()</SCRIPT>')).toEqual([
      sha('a()'),
      sha('b()'),
    ]);
    // Whitespace is part of the text the browser hashes.
    expect(inlineScriptSources('<script>\n a() \n</script>')).toEqual([sha('\n a() \n')]);
  });

  it('skips scripts from files, data blocks and empty ones', () => {
    expect(
      inlineScriptSources(
        [
          '<script src="/theme-init.js"></script>',
          '<script type="module" src="/assets/x.js"></script>',
          '<script type="application/json" id="pintrip-page">{"a":1}</script>',
          '<script type="application/ld+json">{}</script>',
          '<script>  </script>',
        ].join(''),
      ),
    ).toEqual([]);
  });
});

describe('the page policy allows the built index.html inline script by its hash, and no other', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, { indexHtml });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const scriptSrc = (policy: unknown) =>
    (/(?:^|;)\s*script-src ([^;]*)/.exec(String(policy))?.[1] ?? '').trim().split(/\s+/);

  it('names the hash on pages, the API and files alike; never unsafe-inline', async () => {
    for (const url of ['/', '/destinations', '/api/health', '/no-such-page']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(500);
      const sources = scriptSrc(res.headers['content-security-policy']);
      expect(sources, url).toEqual(["'self'", sha(theme)]);
      expect(sources, url).not.toContain("'unsafe-inline'");
    }
    // The page served carries the very script the hash allows.
    const page = await ctx.app.inject({ url: '/destinations' });
    expect(page.body).toContain(`<script>${theme}</script>`);
  });
});
