import { describe, expect, it } from 'vitest';
import { renderBody, type PageFragment } from './web-pages.js';

const template = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <title>Pintrip</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const cover = '<link rel="preload" as="image" href="/uploads/destinations/a.webp" fetchPriority="high"/>';
const style = '<link rel="stylesheet" href="/assets/page-d.css" data-precedence="default"/>';

describe('renderBody: where a rendered page puts its hints (issue 21)', () => {
  const fragment = (head: string): PageFragment => ({
    head,
    root: '<main>list</main>',
    data: '<script type="application/json" id="pintrip-page">{}</script>',
  });

  it("puts the LCP picture's preload first in the head, ahead of the scripts and the stylesheet", () => {
    const html = renderBody(template, fragment(cover + style));
    expect(html.indexOf(cover)).toBeGreaterThan(html.indexOf('<meta charset="UTF-8" />'));
    expect(html.indexOf(cover)).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.indexOf(cover)).toBeLessThan(html.indexOf('rel="modulepreload"'));
    // Any other hint keeps its place after the app's stylesheet (React's stylesheet order).
    expect(html.indexOf(style)).toBeGreaterThan(html.indexOf('/assets/index-c.css'));
    expect(html.indexOf(style)).toBeLessThan(html.indexOf('</head>'));
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"><main>list</main></div><script type="application/json"');
  });

  it('leaves the head as it is without hints', () => {
    const html = renderBody(template, fragment(''));
    expect(html.slice(0, html.indexOf('<body>'))).toBe(template.slice(0, template.indexOf('<body>')));
  });
});
