import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { textSectionNames, type TextSection } from '@pintrip/shared';
import { signUpAndSignIn } from '../support/accounts';
import { languages } from '../support/i18n';
import { screenshot } from '../support/screenshot';

/*
 * What a visitor's phone downloads (issue 21, docs/decisions/0027-page-weight.md): the JavaScript of
 * a page, each script gzip-compressed as a server would send it (zlib level 6, as bench/pages.ts
 * counts), within the page's budget; and none of the editors' code, which only a writer needs.
 */
const kb = 1024;
/** Issue 21's targets, all met: `/` since the web app reads its texts with the shared translator instead of
 * i18next (docs/decisions/0063-one-translator.md); /destinations, /itineraries and a public itinerary (its day
 * map a picture until touched, Leaflet then: docs/decisions/0055-day-map-picture.md). */
export const targets = {
  landing: 120 * kb,
  destinations: 180 * kb,
  itineraries: 180 * kb,
  itinerary: 180 * kb,
};
/** What the pages weigh today plus a little: a guard that fails on growth; `/`, at its target, is held
 * to the target itself. History: 147, 169 and 203 kB (2026-11-25); the workspace's texts in the
 * first-paint locale chunk raised them to 155.4, 180.3 (/destinations over its target), 161.8 and
 * 213.2 kB; the texts split by section (the workspace's and the admin's load with their pages,
 * decision 0027's third pass) brought them to 147.4, 172.3, 153.8 and 205.2 kB (2026-11-27); the entry's modules in
 * one chunk and the guides' and comments' texts as sections (decision 0051) to 139.0, 164.8, 145.1 and 197.0 kB; the
 * itinerary's day map drawn without Leaflet until touched (decision 0055) to 156.2 kB (2026-11-28); the public pages'
 * code in one chunk they share (decision 0068) to 118.1, 149.3, 140.6 and 143.7 kB (2026-12-07). */
const budgets = {
  landing: targets.landing,
  destinations: 160 * kb,
  itineraries: 146 * kb,
  itinerary: 150 * kb,
};
/** How many scripts each page runs at most: a phone pays a main-thread task for each one's arrival (decision
 * 0068). History: 11, 32, 20 and 27 (2026-12-06); 9, 10, 9 and 9 with the public pages' shared chunk. */
const scriptCaps = { landing: 10, destinations: 12, itineraries: 11, itinerary: 11 };

/** Chunks named after what only editing uses (apps/web/vite.config.ts names the libraries' ones). */
const editChunk =
  /^(new-trip-dialog|destination-picker|dnd-kit|pinpoint-dialog|location-picker|image-field|profile-edit-dialog|comment-form|login-form|signup-form|react-hook-form|zod)[-~]/;

/** Strings only the editors' (and the closed menus') code holds, whatever chunk they end up in. */
const editMarkers: Record<string, string> = {
  'dnd-kit': 'DndDescribedBy',
  "the planner's plan rows": 'planner-plan',
  'the location picker': 'picked-coordinates',
  'the image upload': 'image-file',
  // The header's theme and language menus and the share menu load Radix DropdownMenu when pressed.
  'a Radix menu': 'DropdownMenuContent',
  // The app routes with the declarative router; the data router's code stays on the server.
  'the data router (createBrowserRouter)': 'non-empty routes array to createRouter',
};

interface Script {
  name: string;
  gzipBytes: number;
  body: string;
}

/** Opens `path` on a phone as a visitor and returns every script it downloaded once settled. */
async function scriptsOf(
  browser: Browser,
  path: string,
  ready: RegExp | string,
  settled?: (page: Page) => Promise<void>,
): Promise<Script[]> {
  // No service worker: it would fetch the precache list on top of what the page needs.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const pending: Promise<Script>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => ({
        name: new URL(response.url()).pathname.split('/').pop() ?? '',
        gzipBytes: gzipSync(body, { level: 6 }).length,
        body: body.toString('utf8'),
      })),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(ready);
  await settled?.(page);
  // Whatever the first render asked for (its lazy chunks) has arrived.
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(pending);
  await context.close();
  return scripts;
}

function expectWithin(scripts: Script[], budget: number, what: string, maxScripts: number) {
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const listing = [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((script) => `${(script.gzipBytes / kb).toFixed(1).padStart(6)} kB  ${script.name}`)
    .join('\n');
  // PRINT_WEIGHTS=1: each page's total, and with PRINT_WEIGHTS=list its scripts too.
  if (process.env.PRINT_WEIGHTS)
    console.log(what, (total / kb).toFixed(1), process.env.PRINT_WEIGHTS === 'list' ? `\n${listing}` : '');
  expect(total, `${what}: ${(total / kb).toFixed(1)} kB of gzip JavaScript\n${listing}`).toBeLessThanOrEqual(
    budget,
  );
  expect(scripts.length, `${what}: ${scripts.length} scripts\n${listing}`).toBeLessThanOrEqual(maxScripts);
}

/** A text section's chunk (`ko-workspace-….js`, apps/web/vite-plugin-texts.ts): its pages' texts only. */
const sectionChunk = (sections: readonly string[]) => new RegExp(`^[a-z]{2}-(${sections.join('|')})-`);

/** No editor, no closed menu, and no section of the texts but `ownSections` (the page's own). */
function expectNoEditCode(scripts: Script[], ownSections: readonly TextSection[] = []) {
  expect(scripts.map((script) => script.name).filter((name) => editChunk.test(name))).toEqual([]);
  const others = textSectionNames.filter((section) => !ownSections.includes(section));
  expect(
    scripts.map((script) => script.name).filter((name) => sectionChunk(others).test(name)),
    `the texts of another section than ${ownSections.join(', ') || 'the core'} were downloaded`,
  ).toEqual([]);
  for (const [what, marker] of Object.entries(editMarkers)) {
    const holders = scripts.filter((script) => script.body.includes(marker)).map((script) => script.name);
    expect(holders, `${what} was downloaded`).toEqual([]);
  }
}

/** The chunks a public page runs as it starts carry V8's compile hint, and no other does (decision 0069). */
const compileHint = '//# allFunctionsCalledOnLoad';
function expectCompileHints(scripts: Script[], startChunks: RegExp) {
  const hinted = (script: Script) => script.body.split('\n', 2).includes(compileHint);
  const starts = scripts.filter((script) => startChunks.test(script.name));
  expect(starts.length, 'the start chunks were downloaded').toBeGreaterThan(2);
  expect(starts.filter((script) => !hinted(script)).map((script) => script.name)).toEqual([]);
  expect(
    scripts.filter((script) => !startChunks.test(script.name) && hinted(script)).map((script) => script.name),
  ).toEqual([]);
}
/** The entry and the groups every public page starts with (apps/web/vite.config.ts, compileHint). */
const startGroups = /^(index|framework|app|landing-reads|public-reads)-/;

test('the landing page downloads at most 120 kB of gzip JavaScript (target 120 kB met) in at most 10 scripts, no editor and no menu', async ({
  browser,
}) => {
  const scripts = await scriptsOf(browser, '/', /\S/);
  expectNoEditCode(scripts);
  expectCompileHints(scripts, new RegExp(`${startGroups.source}|^landing-`));
  expectWithin(scripts, budgets.landing, '/', scriptCaps.landing);
});

test('the destinations list downloads at most 160 kB of gzip JavaScript (target 180 kB met) in at most 12 scripts, no editor and no menu', async ({
  browser,
}) => {
  const scripts = await scriptsOf(browser, '/destinations', /\S/);
  // The destination detail dialog, which this page opens, holds the comments.
  expectNoEditCode(scripts, ['comments']);
  expectCompileHints(
    scripts,
    new RegExp(`${startGroups.source}|^(landing|destinations|destination-detail-dialog)-`),
  );
  expectWithin(scripts, budgets.destinations, '/destinations', scriptCaps.destinations);
});

test('the itineraries list downloads at most 146 kB of gzip JavaScript (target 180 kB met) in at most 11 scripts, no editor and no menu', async ({
  browser,
}) => {
  const scripts = await scriptsOf(browser, '/itineraries', /\S/);
  expectNoEditCode(scripts);
  expectCompileHints(scripts, new RegExp(`${startGroups.source}|^itineraries-`));
  expectWithin(scripts, budgets.itineraries, '/itineraries', scriptCaps.itineraries);
});

/** The newest public itinerary of the demo seed. */
async function publicItinerary(request: APIRequestContext) {
  const list = (await (await request.get('/api/itineraries?sort=latest')).json()) as {
    items: { id: string; title: string; is_public: boolean }[];
  };
  const itinerary = list.items.find((item) => item.is_public);
  if (!itinerary) throw new Error('the demo seed has no public itinerary');
  return itinerary;
}

test('a public itinerary downloads at most 150 kB of gzip JavaScript (target 180 kB met) in at most 11 scripts, no editor, no menu and no map library until its map is touched', async ({
  browser,
  request,
}) => {
  const itinerary = await publicItinerary(request);
  // The day map is in a phone's first view: its picture is in the page, Leaflet waits for a touch.
  const scripts = await scriptsOf(browser, `/itineraries/${itinerary.id}`, itinerary.title, (page) =>
    expect(page.locator('.pt-itinerary-marker').first()).toBeVisible(),
  );
  expectNoEditCode(scripts);
  expect(scripts.map((script) => script.name).filter((name) => name.startsWith('leaflet'))).toEqual([]);
  expectCompileHints(scripts, new RegExp(`${startGroups.source}|^itinerary-detail-`));
  expectWithin(scripts, budgets.itinerary, 'a public itinerary', scriptCaps.itinerary);
});

for (const [device, viewport] of Object.entries({
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
})) {
  test(`an itinerary's day map goes live where it is touched, its plans where the picture showed them (${device})`, async ({
    browser,
    request,
  }) => {
    const itinerary = await publicItinerary(request);
    for (const language of languages) {
      const context = await browser.newContext({
        viewport,
        isMobile: device === 'phone',
        hasTouch: device === 'phone',
        serviceWorkers: 'block',
        // A visitor's first page: rendered by the server in the browser's language, then hydrated.
        locale: language,
      });
      const page = await context.newPage();
      const names: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') names.push(new URL(r.url()).pathname.split('/').pop() ?? '');
      });
      await page.goto(`/itineraries/${itinerary.id}`);
      const map = page.getByTestId('day-map');
      const picture = page.locator('.pt-itinerary-marker:not(.leaflet-marker-icon)');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(picture.first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await map.scrollIntoViewIfNeeded();
      const before = await Promise.all((await picture.all()).map((marker) => marker.boundingBox()));
      expect(before.length).toBeGreaterThan(0);
      expect(names.filter((name) => name.startsWith('leaflet'))).toEqual([]);
      await screenshot(page, `itinerary-map-before-${language}-${device}`, { fullPage: false });

      if (device === 'phone') await map.tap();
      else await map.click();
      const live = page.locator('.leaflet-marker-icon.pt-itinerary-marker');
      await expect(live).toHaveCount(before.length);
      await expect(picture).toHaveCount(0);
      expect(names.some((name) => name.startsWith('leaflet-'))).toBe(true);
      // The same place on the screen, to the pixel Leaflet rounds to.
      const after = await Promise.all((await live.all()).map((marker) => marker.boundingBox()));
      after.forEach((box, i) => {
        expect(Math.abs(box!.x - before[i]!.x)).toBeLessThanOrEqual(1.5);
        expect(Math.abs(box!.y - before[i]!.y)).toBeLessThanOrEqual(1.5);
      });
      await screenshot(page, `itinerary-map-after-${language}-${device}`, { fullPage: false });
      await context.close();
    }
  });
}

test("an itinerary's day map goes live from the keyboard: focused, it loads and keeps the focus, and its keys pan", async ({
  page,
  request,
}) => {
  const itinerary = await publicItinerary(request);
  await page.goto(`/itineraries/${itinerary.id}`);
  const map = page.getByTestId('day-map');
  await expect(map).toHaveAttribute('tabindex', '0');
  await expect(map).toHaveAccessibleName(/\S/);
  await map.focus();
  const live = page.locator('.leaflet-marker-icon.pt-itinerary-marker').first();
  await expect(live).toBeVisible();
  await expect(map).toBeFocused();
  const start = (await live.boundingBox())!;
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await live.boundingBox())!.x).toBeGreaterThan(start.x + 20);
});

test("an itinerary's day map focused before the page hydrated goes live once it has", async ({
  page,
  request,
}) => {
  const itinerary = await publicItinerary(request);
  // The app's entry waits until the server's map has been focused: the focus comes before React listens.
  let release = () => {};
  const focused = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await focused;
    await route.continue();
  });
  // Not 'domcontentloaded': that waits for the held module.
  await page.goto(`/itineraries/${itinerary.id}`, { waitUntil: 'commit' });
  const map = page.getByTestId('day-map');
  await expect(map).toHaveAttribute('tabindex', '0');
  await map.focus();
  await expect(map).toBeFocused();
  release();
  await expect(page.locator('.leaflet-marker-icon.pt-itinerary-marker').first()).toBeVisible();
  await expect(map).toBeFocused();
});

test('a writer still gets the editors: 새 일정 arrives when it opens, dnd-kit with the planner', async ({
  page,
}) => {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      names.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  await signUpAndSignIn(page.request);
  await page.goto('/itineraries');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(names.filter((name) => /^(new-trip-dialog|dnd-kit)[-~]/.test(name))).toEqual([]);
  await page.getByTestId('create-itinerary').first().click();
  const form = page.getByRole('dialog', { name: '새 여행 일정' });
  await expect(form.getByLabel('여행 테마')).toBeVisible();
  expect(names.some((name) => name.startsWith('new-trip-dialog-'))).toBe(true);
  // The title and dates need no drag and drop: dnd-kit comes with the planner.
  expect(names.filter((name) => name.startsWith('dnd-kit'))).toEqual([]);
  await form.getByLabel('여행 테마').fill('무게 재는 여행');
  await form.getByLabel('시작일').fill('2026-12-01');
  await form.getByLabel('종료일').fill('2026-12-02');
  await form.getByRole('button', { name: '만들기' }).click();
  await expect(page.getByTestId('planner-status')).toHaveText('모든 변경이 저장됨');
  expect(names.some((name) => name.startsWith('dnd-kit'))).toBe(true);
});
