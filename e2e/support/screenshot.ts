import path from 'node:path';
import type { Page } from '@playwright/test';

/** Saves a full-page screenshot under e2e/screenshots/ for a person to look at. */
export async function screenshot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`), fullPage: true });
}
