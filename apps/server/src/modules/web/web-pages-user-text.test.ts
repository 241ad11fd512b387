/**
 * User text written into the server's HTML is inserted literally: `$&`, `` $` ``, `$'` and `$1`
 * mean something to String.prototype.replace when the replacement is a string, and expanded the
 * template inside <title> and the meta tags.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { makeDestination, makeUser } from '../../../test/builders.js';

const indexHtml = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="핀트립" />
    <title>Pintrip 핀트립</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** Every replacement pattern String.prototype.replace knows. */
const patterns = "A$&B$`C$'D$1E$$F$<x>G";

describe('web pages: user text is inserted literally', () => {
  let ctx: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'pintrip-web-'));
    await writeFile(path.join(webDist, 'index.html'), indexHtml);
    ctx = await createTestContext({ WEB_DIST: webDist, PUBLIC_URL: 'https://pintrip.example' });
  });
  afterAll(async () => {
    await ctx?.close();
    if (webDist) await rm(webDist, { recursive: true, force: true });
  });

  const page = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const meta = (html: string, key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const escaped = 'A$&amp;B$`C$&#39;D$1E$$F$&lt;x&gt;G';

  /** The page is the template with the user's text in it, nothing else: one head, one title. */
  function expectIntact(html: string) {
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<!doctype html>/g)).toHaveLength(1);
  }

  it('on a destination page', async () => {
    const owner = await makeUser(ctx);
    const destination = await makeDestination(ctx, owner, { title: patterns, description: patterns });
    const res = await page(`/destinations/${destination.id}`);
    expect(res.statusCode).toBe(200);
    expectIntact(res.body);
    expect(titleOf(res.body)).toBe(`${escaped} | Pintrip 핀트립`);
    expect(meta(res.body, 'og:title')).toBe(escaped);
    expect(meta(res.body, 'og:description')).toBe(escaped);
  });

  it('on an itinerary page', async () => {
    const owner = await makeUser(ctx);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/itineraries',
      headers: { cookie: owner.cookie },
      payload: {
        title: patterns,
        start_date: '2026-05-01',
        end_date: '2026-05-01',
        days: [{ day_number: 1, plans: [{ destination: patterns, cost: 0 }] }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: string }).id;
    const published = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/itineraries/${id}/visibility`,
      headers: { cookie: owner.cookie },
      payload: { is_public: true },
    });
    expect(published.statusCode).toBe(200);
    const res = await page(`/itineraries/${id}`);
    expect(res.statusCode).toBe(200);
    expectIntact(res.body);
    expect(titleOf(res.body)).toBe(`${escaped} | Pintrip 핀트립`);
    expect(meta(res.body, 'og:title')).toBe(escaped);
    expect(meta(res.body, 'twitter:title')).toBe(escaped);
  });
});
