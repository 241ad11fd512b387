/**
 * A public page the server cannot render is sent as the app shell (the browser renders it), counted
 * in the metrics, and a renderer that failed to start is tried again by the next page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import type { PageRendererModule } from './page-renderer.js';

const indexHtml = `<!doctype html>
<html lang="ko">
  <head><meta charset="UTF-8" /><title>Pintrip</title></head>
  <body><div id="root"></div></body>
</html>
`;

describe('a page the server fails to render', () => {
  let ctx: TestContext;
  let starts = 0;
  /** A renderer whose first start fails (a missing chunk, say) and which renders from the second. */
  const flaky: PageRendererModule = {
    renderedPageOf: (pathname) => (pathname === '/' ? { name: 'landing', id: '' } : null),
    createPageRenderer: () => {
      starts += 1;
      if (starts === 1) return Promise.reject(new Error('the renderer could not start'));
      return Promise.resolve({
        render: () => Promise.resolve({ html: '<main>rendered landing</main>', state: null }),
      });
    },
  };
  beforeAll(async () => {
    ctx = await createTestContext({ METRICS: 'true' }, { pageRenderer: flaky, indexHtml });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  const failures = async () => {
    const text = (await ctx.app.inject({ method: 'GET', url: '/api/metrics' })).body;
    const line = text.split('\n').find((l) => l.startsWith('pintrip_render_failures_total '));
    return Number(line?.split(' ')[1]);
  };

  it('sends the app shell, counts the failure, and renders once the renderer starts', async () => {
    expect(await failures()).toBe(0);
    const first = await ctx.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<div id="root"></div>');
    expect(first.body).not.toContain('rendered landing');
    expect(await failures()).toBe(1);

    const second = await ctx.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('rendered landing');
    expect(starts).toBe(2);
    expect(await failures()).toBe(1);
  });
});
