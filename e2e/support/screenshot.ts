/**
 * Screenshots for a person to look at, and the tour that visits a screen in every language at a
 * phone's and a desktop's size (decision 0054).
 *
 * E2E_TOUR says how much of it runs:
 *  - `full` (the default: `npm run test:e2e`, `npx playwright test`): every language at both sizes,
 *    each stop's PNG saved under e2e/screenshots/, as every single screenshot is.
 *  - `lean` (`npm test`, scripts/test.mjs): every language still visits and runs its checks, at the
 *    phone's size only (where longer texts wrap and overflow), and no PNG is written.
 */
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { desktop, phone } from './accounts';
import { defaultLanguage, languages, setLanguage, translate, type Language } from './i18n';

export type Device = 'phone' | 'desktop';
export const viewports: Record<Device, { width: number; height: number }> = { phone, desktop };

/** True unless E2E_TOUR=lean: PNGs are written and tours visit every size. */
export const isFullTour = process.env.E2E_TOUR !== 'lean';

const screenshotPath = (name: string) => path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`);

/**
 * Saves a screenshot under e2e/screenshots/ for a person to look at (a full tour only): of a page,
 * the full page by default, or just the viewport (`{ fullPage: false }`), which shows a dialog as
 * the user sees it; of a locator, that element alone.
 */
export async function screenshot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}) {
  if (!isFullTour) return;
  const page = 'mainFrame' in target ? target : target.page();
  await page.evaluate(() => document.fonts.ready);
  if (target !== page) {
    await (target as Locator).screenshot({ path: screenshotPath(name) });
    return;
  }
  const fullPage = options.fullPage ?? true;
  // A full page from its top (a click may have scrolled it under the sticky header).
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  // Parts below the first screen are laid out only near it (`content-visibility: auto`, decision
  // 0065): the whole page is drawn for the picture.
  await page.screenshot({ path: screenshotPath(name), fullPage, style: fullPageStyle });
}

/** Draws what `content-visibility: auto` skips off screen, for a full-page picture. */
const fullPageStyle = '* { content-visibility: visible !important; }';

/**
 * Saves the viewports of `pages` side by side in one picture (two companions' screens at the same
 * moment), each under its caption: drawn by a page of `browser` of its own (a full tour only).
 */
export async function screenshotSideBySide(
  browser: Browser,
  shots: { page: Page; caption: string }[],
  name: string,
) {
  if (!isFullTour) return;
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
  await canvas.screenshot({ path: screenshotPath(name) });
  await canvas.close();
}

/**
 * Saves the page as `<name>-phone.png` and `<name>-desktop.png` (a full tour only), resized without a
 * reload; `before` runs at each size first (scrolls a part into view, say). Then the page is back
 * at its size.
 */
export async function screenshotEachSize(
  page: Page,
  name: string,
  options: { fullPage?: boolean; before?: () => Promise<void> } = {},
) {
  if (!isFullTour) return;
  const size = page.viewportSize();
  for (const device of ['phone', 'desktop'] as const) {
    await page.setViewportSize(viewports[device]);
    await options.before?.();
    await screenshot(page, `${name}-${device}`, options);
  }
  if (size) await page.setViewportSize(size);
}

export interface TourOptions {
  /** The languages visited (default: every language of the shared list). */
  languages?: readonly Language[];
  /** The sizes a full tour visits (default: phone, then desktop); a lean one visits the phone's if listed, else the first. */
  devices?: readonly Device[];
}

/** One language at one size. */
export interface TourStop {
  language: Language;
  device: Device;
  viewport: { width: number; height: number };
}

/**
 * The stops of a tour, language by language: every size listed in a full tour, one in a lean one.
 * For specs that make a test or a context per stop; `tour` walks them on one page.
 */
export function tourStops(options: TourOptions = {}): TourStop[] {
  const listed = options.devices ?? (['phone', 'desktop'] as const);
  const devices = isFullTour ? listed : [listed.includes('phone') ? 'phone' : listed[0]!];
  return (options.languages ?? languages).flatMap((language) =>
    devices.map((device) => ({ language, device, viewport: viewports[device] })),
  );
}

/** What `tour` hands each stop's visit. */
export interface TourVisit extends TourStop {
  /** The text the app shows for `key` in this stop's language. */
  t: (key: string, values?: Record<string, string | number>) => string;
  /**
   * Saves the page as `<name>-<language>-<device>.png` (a full tour only); `alsoAt` saves the same
   * moment at another size too, without a reload (which could lose it), then comes back.
   */
  shoot: (name: string, options?: { fullPage?: boolean; alsoAt?: Device }) => Promise<void>;
}

/**
 * Visits a screen at every stop of a tour on `page`, which is on the app: sets the language (the
 * app's stored choice) and the size, loads `path` (default: reloads the page at hand) and runs
 * `visit`, which brings the screen back (opens a dialog, say), checks it and shoots it. Afterwards
 * the page is left in the default language at its size from before, showing the last stop until
 * the caller loads it again.
 */
export async function tour(
  page: Page,
  visit: (stop: TourVisit) => Promise<void>,
  options: TourOptions & { path?: string } = {},
) {
  const size = page.viewportSize();
  for (const stop of tourStops(options)) {
    await setLanguage(page, stop.language);
    await page.setViewportSize(stop.viewport);
    if (options.path) await page.goto(options.path);
    else await page.reload();
    await visit({
      ...stop,
      t: (key, values) => translate(stop.language, key, values),
      shoot: async (name, { alsoAt, ...shotOptions } = {}) => {
        await screenshot(page, `${name}-${stop.language}-${stop.device}`, shotOptions);
        if (!isFullTour || !alsoAt) return;
        await page.setViewportSize(viewports[alsoAt]);
        await screenshot(page, `${name}-${stop.language}-${alsoAt}`, shotOptions);
        await page.setViewportSize(stop.viewport);
      },
    });
  }
  await setLanguage(page, defaultLanguage);
  if (size) await page.setViewportSize(size);
}
