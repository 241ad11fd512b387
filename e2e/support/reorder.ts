import { expect, type Page } from '@playwright/test';
import { translate, type Language } from './i18n';

export interface KeyboardMove {
  /** The plan's name as its handle names it ("감천문화마을 순서 바꾸기"). */
  name: string;
  /** Its day and its place in that day before and after, counted from 1. */
  day: number;
  from: number;
  to: number;
  language?: Language;
}

/**
 * Moves a plan within its day with the keyboard alone (its handle, Space, one arrow a place, Space)
 * and returns once the server has confirmed the move. Every key is pressed exactly once, and only
 * when the planner can take it:
 * - nothing is waiting to be sent (a row redrawn under the focus would lose the key) and the
 *   handle holds the focus;
 * - after Space, dnd-kit announces where the plan stands only once it has measured the rows, and
 *   an arrow pressed before that would move nothing: the announcement of the starting place is
 *   the signal, not a delay; then one page timer, so that the sensor's own has run (below);
 * - each arrow is followed by the announcement of the place it reached, the drop by "moved to";
 * - then the planner's status says every change is saved, i.e. the server answered the move.
 */
export async function movePlanByKeyboard(page: Page, move: KeyboardMove) {
  const { name, day, from, to, language = 'ko' } = move;
  const said = page.locator('[id^="DndLiveRegion"]');
  const status = page.getByTestId('planner-status');
  const saved = translate(language, 'planner.status.saved');
  const dayName = translate(language, 'format.dayNumber', { day });
  const at = (position: number) =>
    translate(language, 'planner.reorder.over', { name, day: dayName, position });

  await expect(status).toHaveText(saved);
  const handle = page.getByRole('button', {
    name: translate(language, 'itineraries.form.dragHandle', { name }),
  });
  // A dialog that just closed (the plan picker) hands the focus back to its trigger a moment
  // later and may take it from the handle, even between the focus and the Space: focus and press
  // again until the drag has started. It has once the handle is pressed (dnd-kit's aria-pressed),
  // and then Space is not pressed again (it would drop the plan).
  await expect(async () => {
    if ((await handle.getAttribute('aria-pressed')) !== 'true') {
      await handle.focus();
      await expect(handle).toBeFocused({ timeout: 1_000 });
      await page.keyboard.press('Space');
    }
    await expect(said).toHaveText(at(from), { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  // dnd-kit's keyboard sensor starts listening for the arrows in a timer it sets when the drag
  // starts (`setTimeout` in KeyboardSensor.attach), and the announcement can be read before that
  // timer has run: an arrow pressed then is lost. A timer of the page's own, set now, runs after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  const step = to < from ? -1 : 1;
  for (let position = from + step; position !== to + step; position += step) {
    await page.keyboard.press(step < 0 ? 'ArrowUp' : 'ArrowDown');
    await expect(said).toHaveText(at(position));
  }
  await page.keyboard.press('Space');
  await expect(said).toHaveText(
    translate(language, 'planner.reorder.dropped', { name, day: dayName, position: to }),
  );
  await expect(status).toHaveText(saved, { timeout: 8_000 });
  await expect(handle).toBeFocused();
}
