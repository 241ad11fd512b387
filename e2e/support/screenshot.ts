import path from 'node:path';
import type { Page } from '@playwright/test';

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
