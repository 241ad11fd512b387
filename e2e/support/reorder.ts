import { expect, type Page } from '@playwright/test';

/**
 * Moves the plan whose drag handle has focus one place up with the keyboard (Space, ArrowUp,
 * Space), each key waiting for dnd-kit's Korean announcement of it rather than for a fixed time.
 * `from` is the plan's place counted from 1.
 */
export async function movePlanUpByKeyboard(page: Page, from: number) {
  const said = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(said).toContainText(`${from}번째`);
  // dnd-kit measures the rows just after the pick-up; an arrow pressed before that moves nothing.
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(said).toContainText(`${from - 1}번째 자리에 있습니다`, { timeout: 2000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect(said).toContainText(`${from - 1}번째 일정으로 옮겼습니다`);
}
