import path from 'node:path';
import type { Browser, Page } from '@playwright/test';

/**
 * Saves a screenshot under e2e/screenshots/ for a person to look at: the full page by default, or
 * just the viewport (`{ fullPage: false }`), which shows a dialog as the user sees it.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`),
    fullPage: options.fullPage ?? true,
  });
}

/**
 * Saves the viewports of `pages` side by side in one picture (two companions' screens at the same
 * moment), each under its caption: drawn by a page of `browser` of its own.
 */
export async function screenshotSideBySide(
  browser: Browser,
  shots: { page: Page; caption: string }[],
  name: string,
) {
  const images = await Promise.all(
    shots.map(async ({ page, caption }) => {
      await page.evaluate(() => document.fonts.ready);
      return { caption, png: (await page.screenshot()).toString('base64'), size: page.viewportSize()! };
    }),
  );
  const gap = 16;
  const width = images.reduce((sum, image) => sum + image.size.width, 0) + gap * (images.length + 1);
  const height = Math.max(...images.map((image) => image.size.height)) + 48 + gap;
  const canvas = await browser.newPage({ viewport: { width, height } });
  await canvas.setContent(
    `<body style="margin:0;padding:${gap}px;display:flex;gap:${gap}px;background:#cbd5e1;font:600 16px sans-serif">${images
      .map(
        (image) =>
          `<figure style="margin:0"><figcaption style="height:32px">${image.caption}</figcaption><img src="data:image/png;base64,${image.png}"></figure>`,
      )
      .join('')}</body>`,
  );
  await canvas.screenshot({ path: path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`) });
  await canvas.close();
}
