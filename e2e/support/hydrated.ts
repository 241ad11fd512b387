import { expect, type Page } from '@playwright/test';

/**
 * The page has hydrated: a press now reaches React (the html loses `booting`, src/lib/booting.ts).
 * The pointer is held off until then; a key pressed on a server-rendered button before it does nothing.
 */
export async function hydrated(page: Page) {
  await expect(page.locator('html')).not.toHaveClass(/booting/);
}
