/**
 * Accessibility and i18n everywhere (issue 14): every screen the router declares and every dialog,
 * in ko, en and ja, light and dark.
 *  - axe: no serious or critical violation. A page walks every screen and opens every overlay: in ko
 *    with every rule in light and, at the same moment, the colour rules in dark (the system's setting
 *    switched on the open page, which the app follows: the theme changes colours only); in en and ja
 *    with every rule but the colour ones (a language changes texts, not colours). The three walks
 *    (and the focus test) run side by side on the two workers.
 *  - en and ja: no Hangul outside user content (`data-user-content`, or an element marked `lang="ko"`).
 *  - The screens visited must be exactly the router's (packages/shared web-routes): a page added
 *    later without a step here fails.
 *  - Every dialog traps Tab and Shift+Tab, closes on Escape and gives focus back to its opener.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { matchWebRoute, webRoutes, type WebRouteName } from '@pintrip/shared';
import { e2ePassword } from '../support/accounts';
import {
  axeFindings,
  createWalkData,
  hangulOutsideUserContent,
  languages,
  overlaySelector,
  signInAsSuperAdmin,
  translate,
  type Language,
  type WalkData,
} from '../support/a11y';
import { screenshot, tourStops } from '../support/screenshot';

type Phase = 'visitor' | 'user' | 'admin';
interface Ctx {
  page: Page;
  lang: Language;
  data: WalkData;
  t: (key: string, values?: Record<string, string | number>) => string;
}
interface Overlay {
  /** The dialog (or menu) itself. */
  dialog: Locator;
  /** The control focus must return to after Escape. */
  opener: Locator;
}
interface Step {
  name: string;
  phase: Phase;
  path: (data: WalkData) => string;
  /** A screen: waits until its content is there. */
  ready?: (ctx: Ctx) => Promise<void>;
  /** An overlay: opens it with the keyboard from the page at `path`. */
  open?: (ctx: Ctx) => Promise<Overlay>;
  /** A menu, not a dialog: no focus trap expected. */
  menu?: boolean;
}

/** Focuses a control and presses Enter: every overlay opens without a mouse. */
async function press(control: Locator, key = 'Enter') {
  await control.focus();
  await control.press(key);
}

const heading = (ctx: Ctx) => expect(ctx.page.getByRole('heading', { level: 1 }).first()).toBeVisible();
const banner = (ctx: Ctx) => ctx.page.getByRole('banner');
const detailDialog = (ctx: Ctx) =>
  ctx.page.getByRole('dialog').filter({ has: ctx.page.getByTestId('destination-detail') });
const dialogNamed = (ctx: Ctx, key: string, values?: Record<string, string | number>) =>
  ctx.page.getByRole('dialog', { name: ctx.t(key, values), exact: true });
const alertNamed = (ctx: Ctx, key: string) =>
  ctx.page.getByRole('alertdialog', { name: ctx.t(key), exact: true });

/** Opens the destination's detail and waits for its comments. */
async function openDetail(ctx: Ctx) {
  const dialog = detailDialog(ctx);
  await expect(dialog.getByTestId('comment-thread')).toBeVisible();
  await expect(dialog.getByTestId('comment').first()).toBeVisible();
  return dialog;
}

/** Opens 새 일정 (title and dates) from the itineraries list. */
async function openNewTrip(ctx: Ctx): Promise<Overlay> {
  const opener = ctx.page.getByTestId('create-itinerary').first();
  await press(opener);
  return { dialog: dialogNamed(ctx, 'itineraries.form.createTitle'), opener };
}

/** Opens the destination picker of the planner's first day, once the planner has the trip. */
async function openPlannerPicker(ctx: Ctx): Promise<Overlay> {
  await expect(ctx.page.getByTestId('planner-status')).toHaveText(ctx.t('planner.status.saved'));
  const opener = ctx.page
    .getByTestId('planner-day')
    .first()
    .getByRole('button', { name: ctx.t('itineraries.form.addPlan') });
  await press(opener);
  const dialog = dialogNamed(ctx, 'itineraries.picker.title', {
    day: ctx.t('format.dayNumber', { day: 1 }),
  });
  await expect(dialog.getByTestId('picker-results').getByRole('button').first()).toBeVisible();
  return { dialog, opener };
}

const steps: Step[] = [
  // A visitor.
  {
    name: 'landing',
    phase: 'visitor',
    path: () => '/',
    ready: async ({ page }) => expect(page.getByTestId('hero-cta')).toBeVisible(),
  },
  {
    name: 'language menu',
    phase: 'visitor',
    path: () => '/',
    menu: true,
    open: async ({ page }) => {
      const opener = page.getByTestId('language-select');
      await press(opener);
      return { dialog: page.getByRole('menu'), opener };
    },
  },
  {
    name: 'login dialog',
    phase: 'visitor',
    path: () => '/',
    open: async (ctx) => {
      const opener = banner(ctx).getByRole('button', { name: ctx.t('auth.login'), exact: true });
      await press(opener);
      const dialog = dialogNamed(ctx, 'auth.login');
      await expect(dialog.getByTestId('login-form')).toBeVisible();
      return { dialog, opener };
    },
  },
  {
    name: 'sign-up dialog',
    phase: 'visitor',
    path: () => '/',
    open: async (ctx) => {
      const opener = banner(ctx).getByRole('button', { name: ctx.t('auth.signup'), exact: true });
      await press(opener);
      const dialog = dialogNamed(ctx, 'auth.signup');
      await expect(dialog.getByTestId('signup-form')).toBeVisible();
      return { dialog, opener };
    },
  },
  {
    name: 'forgot-password dialog',
    phase: 'visitor',
    path: () => '/',
    open: async (ctx) => {
      const opener = banner(ctx).getByRole('button', { name: ctx.t('auth.login'), exact: true });
      await press(opener);
      await press(dialogNamed(ctx, 'auth.login').getByRole('button', { name: ctx.t('auth.forgotPassword') }));
      const dialog = dialogNamed(ctx, 'auth.forgot.title');
      await expect(dialog.getByRole('textbox')).toBeVisible();
      // The login dialog turned into this one; Escape gives focus back to what opened the first.
      return { dialog, opener };
    },
  },
  {
    name: 'destinations grid',
    phase: 'visitor',
    path: () => '/destinations',
    ready: async ({ page }) => expect(page.getByTestId('destination-card').first()).toBeVisible(),
  },
  {
    name: 'destinations list',
    phase: 'visitor',
    path: () => '/destinations?view=list',
    ready: async ({ page }) => expect(page.getByTestId('destination-row').first()).toBeVisible(),
  },
  {
    name: 'destinations map',
    phase: 'visitor',
    path: () => '/destinations?view=map',
    ready: async ({ page }) => expect(page.locator('.pt-pin, .pt-cluster').first()).toBeVisible(),
  },
  {
    name: 'destination detail (visitor)',
    phase: 'visitor',
    path: (d) => `/destinations/${d.destinationId}`,
    ready: async (ctx) =>
      expect(detailDialog(ctx).getByRole('button', { name: ctx.t('comments.login') })).toBeVisible(),
  },
  {
    name: 'itineraries (visitor)',
    phase: 'visitor',
    path: () => '/itineraries',
    ready: async ({ page }) =>
      expect(page.getByTestId('public-itineraries-list').getByTestId('itinerary-card').first()).toBeVisible(),
  },
  {
    name: 'itinerary (visitor)',
    phase: 'visitor',
    path: (d) => `/itineraries/${d.publicItineraryId}`,
    ready: async ({ page }) => expect(page.getByTestId('plan-item').first()).toBeVisible(),
  },
  { name: 'guides', phase: 'visitor', path: () => '/guides', ready: heading },
  {
    name: 'invite (an unknown link)',
    phase: 'visitor',
    path: () => '/invites/a11y-unknown-token',
    ready: async ({ page }) => expect(page.getByTestId('invite-error')).toBeVisible(),
  },
  {
    name: 'reset password (no token)',
    phase: 'visitor',
    path: () => '/reset-password',
    ready: async ({ page }) => expect(page.getByTestId('reset-invalid')).toBeVisible(),
  },
  {
    name: 'reset password (token)',
    phase: 'visitor',
    path: () => '/reset-password?token=a11y-token',
    ready: async ({ page }) => expect(page.getByTestId('reset-form')).toBeVisible(),
  },
  {
    name: 'admin (visitor: sign-in prompt)',
    phase: 'visitor',
    path: () => '/admin',
    // The login dialog opens by itself over the prompt.
    ready: async (ctx) => {
      await expect(dialogNamed(ctx, 'auth.login').getByTestId('login-form')).toBeVisible();
    },
  },
  {
    name: 'not found',
    phase: 'visitor',
    path: () => '/no-such-page',
    ready: heading,
  },
  // A signed-in traveller who is not an admin.
  {
    name: 'admin (not an admin)',
    phase: 'user',
    path: () => '/admin/users',
    ready: async (ctx) =>
      expect(ctx.page.getByRole('heading', { name: ctx.t('admin.forbidden.title') })).toBeVisible(),
  },
  // The super admin: everything else.
  {
    name: 'destination detail',
    phase: 'admin',
    path: (d) => `/destinations/${d.destinationId}`,
    ready: async (ctx) => void (await openDetail(ctx)),
  },
  {
    name: 'destination share menu',
    phase: 'admin',
    path: (d) => `/destinations/${d.destinationId}`,
    menu: true,
    open: async (ctx) => {
      const opener = (await openDetail(ctx)).getByTestId('share-button');
      await press(opener);
      return { dialog: ctx.page.getByRole('menu'), opener };
    },
  },
  {
    name: 'comment delete confirm',
    phase: 'admin',
    path: (d) => `/destinations/${d.destinationId}`,
    open: async (ctx) => {
      const detail = await openDetail(ctx);
      const opener = detail
        .locator(`[data-comment-id="${ctx.data.commentId}"]`)
        .getByRole('button', { name: ctx.t('comments.actions.delete'), exact: true });
      await press(opener);
      return { dialog: alertNamed(ctx, 'comments.messages.delete_confirm'), opener };
    },
  },
  {
    name: 'unsent text confirm',
    phase: 'admin',
    path: (d) => `/destinations/${d.destinationId}`,
    open: async (ctx) => {
      const detail = await openDetail(ctx);
      const opener = detail.getByRole('form', { name: ctx.t('comments.form.title') }).getByRole('textbox');
      await opener.fill('unsent');
      await press(opener, 'Escape');
      return { dialog: alertNamed(ctx, 'common.discardTitle'), opener };
    },
  },
  {
    name: 'destination delete confirm',
    phase: 'admin',
    path: (d) => `/destinations/${d.destinationId}`,
    open: async (ctx) => {
      const opener = (await openDetail(ctx)).getByTestId('delete-destination');
      await press(opener);
      return { dialog: alertNamed(ctx, 'destinations.messages.deleteConfirm'), opener };
    },
  },
  {
    name: 'report dialog',
    phase: 'admin',
    path: (d) => `/destinations/${d.destinationId}`,
    open: async (ctx) => {
      const opener = (await openDetail(ctx)).getByRole('button', {
        name: ctx.t('moderation.report.destination'),
      });
      await press(opener);
      return { dialog: dialogNamed(ctx, 'moderation.report.title'), opener };
    },
  },
  {
    name: 'pinpoint dialog (edit)',
    phase: 'admin',
    path: (d) => `/destinations/${d.destinationId}`,
    open: async (ctx) => {
      const opener = (await openDetail(ctx)).getByTestId('edit-destination');
      await press(opener);
      const dialog = dialogNamed(ctx, 'destinations.form.editTitle');
      await expect(dialog.locator('.leaflet-container')).toBeVisible();
      // The detail stays under the form; Escape goes back to it, on its edit button.
      return { dialog, opener };
    },
  },
  {
    name: 'pinpoint dialog (new)',
    phase: 'admin',
    path: () => '/destinations',
    open: async (ctx) => {
      const opener = ctx.page.getByTestId('create-pinpoint').first();
      await press(opener);
      const dialog = dialogNamed(ctx, 'destinations.form.createTitle');
      await expect(dialog.locator('.leaflet-container')).toBeVisible();
      return { dialog, opener };
    },
  },
  {
    name: 'itineraries',
    phase: 'admin',
    path: () => '/itineraries',
    ready: async ({ page }) =>
      expect(page.getByTestId('my-itineraries-list').getByTestId('itinerary-card').first()).toBeVisible(),
  },
  {
    name: 'itinerary delete confirm (list)',
    phase: 'admin',
    path: () => '/itineraries',
    open: async (ctx) => {
      const opener = ctx.page
        .getByTestId('my-itineraries-list')
        .getByTestId('itinerary-card')
        .first()
        .getByRole('button', { name: ctx.t('itineraries.actions.delete'), exact: true });
      await press(opener);
      return { dialog: alertNamed(ctx, 'itineraries.confirmDelete'), opener };
    },
  },
  {
    name: 'new trip (title and dates)',
    phase: 'admin',
    path: () => '/itineraries',
    open: openNewTrip,
  },
  {
    name: 'itinerary',
    phase: 'admin',
    path: (d) => `/itineraries/${d.ownItineraryId}`,
    ready: async ({ page }) => {
      await expect(page.getByTestId('plan-item').first()).toBeVisible();
      // The live map, not its first picture (decision 0055): it loads when focused.
      await page.getByTestId('day-map').focus();
      await expect(page.locator('.leaflet-container').first()).toBeVisible();
    },
  },
  {
    name: 'planner',
    phase: 'admin',
    path: (d) => `/itineraries/${d.ownItineraryId}/plan`,
    ready: async (ctx) => {
      await expect(ctx.page.getByTestId('planner-plan').first()).toBeVisible();
      await expect(ctx.page.getByTestId('planner-status')).toHaveText(ctx.t('planner.status.saved'));
    },
  },
  {
    name: 'trip money',
    phase: 'admin',
    path: (d) => `/itineraries/${d.ownItineraryId}/money`,
    ready: async (ctx) => {
      await expect(ctx.page.getByRole('button', { name: ctx.t('money.list.add') })).toBeVisible();
      await expect(ctx.page.getByText(ctx.t('money.list.empty'))).toBeVisible();
    },
  },
  {
    name: 'trip lists',
    phase: 'admin',
    path: (d) => `/itineraries/${d.ownItineraryId}/lists`,
    ready: async ({ page }) => {
      await expect(page.getByTestId('list-packing')).toBeVisible();
      await expect(page.getByTestId('list-todo')).toBeVisible();
    },
  },
  {
    name: 'trip bookings',
    phase: 'admin',
    path: (d) => `/itineraries/${d.ownItineraryId}/bookings`,
    ready: async (ctx) => {
      await expect(ctx.page.getByText(ctx.t('bookings.empty'))).toBeVisible();
    },
  },
  {
    name: 'destination picker (planner)',
    phase: 'admin',
    path: (d) => `/itineraries/${d.ownItineraryId}/plan`,
    open: openPlannerPicker,
  },
  {
    name: 'add plan dialog (planner)',
    phase: 'admin',
    path: (d) => `/itineraries/${d.ownItineraryId}/plan`,
    open: async (ctx) => {
      const { dialog: picker } = await openPlannerPicker(ctx);
      const opener = picker.getByTestId('picker-results').getByRole('button').first();
      await press(opener);
      return { dialog: dialogNamed(ctx, 'itineraries.addPlan.title'), opener };
    },
  },
  {
    name: 'itinerary delete confirm',
    phase: 'admin',
    path: (d) => `/itineraries/${d.ownItineraryId}`,
    open: async (ctx) => {
      const opener = ctx.page
        .getByRole('main')
        .getByRole('button', { name: ctx.t('itineraries.actions.delete'), exact: true });
      await press(opener);
      return { dialog: alertNamed(ctx, 'itineraries.confirmDelete'), opener };
    },
  },
  {
    name: 'itinerary share menu',
    phase: 'admin',
    path: (d) => `/itineraries/${d.publicItineraryId}`,
    menu: true,
    open: async (ctx) => {
      const opener = ctx.page
        .getByRole('main')
        .getByRole('button', { name: new RegExp(`^${ctx.t('share.label')}`) })
        .first();
      await press(opener);
      return { dialog: ctx.page.getByRole('menu'), opener };
    },
  },
  {
    name: 'my page',
    phase: 'admin',
    path: () => '/mypage',
    ready: async ({ page }) => expect(page.getByTestId('profile-card')).toBeVisible(),
  },
  {
    name: 'profile dialog',
    phase: 'admin',
    path: () => '/mypage',
    open: async (ctx) => {
      const opener = ctx.page.getByTestId('profile-edit');
      await press(opener);
      const dialog = dialogNamed(ctx, 'profile.editTitle');
      await expect(dialog.getByTestId('profile-form')).toBeVisible();
      return { dialog, opener };
    },
  },
  {
    name: 'admin hub',
    phase: 'admin',
    path: () => '/admin',
    ready: async (ctx) =>
      expect(ctx.page.getByRole('link', { name: new RegExp(ctx.t('admin.users.title')) })).toBeVisible(),
  },
  {
    name: 'admin users',
    phase: 'admin',
    path: () => '/admin/users',
    ready: async ({ page }) =>
      expect(page.getByTestId('user-row').filter({ visible: true }).first()).toBeVisible(),
  },
  {
    name: 'admin user delete dialog',
    phase: 'admin',
    path: () => '/admin/users',
    open: async (ctx) => {
      const search = ctx.page.getByRole('searchbox', { name: ctx.t('admin.users.search') });
      await search.fill(ctx.data.otherEmail);
      await search.press('Enter');
      const row = ctx.page
        .getByTestId('user-row')
        .filter({ visible: true })
        .filter({ hasText: ctx.data.otherEmail });
      const opener = row.getByRole('button', { name: ctx.t('admin.users.delete'), exact: true });
      await press(opener);
      return { dialog: dialogNamed(ctx, 'admin.users.deleteTitle'), opener };
    },
  },
  {
    name: 'admin permissions',
    phase: 'admin',
    path: () => '/admin/permissions',
    ready: async ({ page }) => expect(page.getByTestId('admin-row').first()).toBeVisible(),
  },
  {
    name: 'admin categories',
    phase: 'admin',
    path: () => '/admin/categories',
    ready: async ({ page }) => expect(page.getByTestId('category-row').first()).toBeVisible(),
  },
  {
    name: 'category delete confirm',
    phase: 'admin',
    path: () => '/admin/categories',
    open: async (ctx) => {
      // A category in use is refused before any confirmation (issue 20): ask about an unused one.
      await ctx.page.request.post('/api/categories', { data: { name: 'a11y-unused' } });
      await ctx.page.reload();
      const opener = ctx.page
        .getByTestId('category-row')
        .filter({ hasText: 'a11y-unused' })
        .getByRole('button', { name: ctx.t('admin.categories.delete'), exact: true });
      await press(opener);
      return { dialog: alertNamed(ctx, 'admin.categories.deleteTitle'), opener };
    },
  },
  {
    name: 'admin reports',
    phase: 'admin',
    path: () => '/admin/reports',
    ready: async ({ page }) => expect(page.getByTestId('report-row').first()).toBeVisible(),
  },
  {
    name: 'admin audit log',
    phase: 'admin',
    path: () => '/admin/audit',
    ready: async ({ page }) => expect(page.getByTestId('audit-entry').first()).toBeVisible(),
  },
];

// The walks spread over both workers; each worker makes its own data on its own app.
test.describe.configure({ mode: 'parallel' });

let data: WalkData;
test.beforeAll(async ({ playwright }) => {
  const baseURL = process.env.E2E_BASE_URL;
  const admin = await playwright.request.newContext({ baseURL });
  const other = await playwright.request.newContext({ baseURL });
  data = await createWalkData(admin, other);
  await admin.dispose();
  await other.dispose();
});

/** Signs the page's context in for a phase (a visitor has no session). */
async function enterPhase(page: Page, phase: Phase) {
  const request = page.context().request;
  if (phase === 'user') {
    const signIn = await request.post('/api/auth/sign-in/email', {
      data: { email: data.otherEmail, password: e2ePassword },
      headers: { origin: process.env.E2E_BASE_URL ?? '' },
    });
    expect(signIn.ok(), await signIn.text()).toBe(true);
  } else if (phase === 'admin') {
    await signInAsSuperAdmin(request);
  }
}

async function newPage(browser: Browser, lang: Language) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
  await context.addInitScript((value) => localStorage.setItem('pintrip.language', value), lang);
  return { context, page: await context.newPage() };
}

/** How many overlays the page shows. */
const openOverlays = (page: Page) => page.locator(overlaySelector).count();

/**
 * Takes the page to `path` for the next step. Loaded when `load` (the first screen of a phase, whose
 * session the app must read, or a page left with something open); otherwise reached as the app's
 * own links reach a page: its router follows the address on the same document, which starts at its
 * top as a link's page does (layout/scroll-reset.tsx). The screen is the same; the load, the
 * hydration and axe's source once more are spared.
 */
async function goTo(page: Page, path: string, load: boolean) {
  if (load) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.scrollTo(0, 0);
  }, path);
}

/**
 * Whether the next step needs the page taken elsewhere: `at` is the page as a step left it (null
 * after a phase's change, or when a step left something open that was not there before).
 */
const elsewhere = (page: Page, at: { url: string } | null, path: string) =>
  !at || at.url !== page.url() || at.url !== new URL(path, page.url()).href;

const ctxFor = (page: Page, lang: Language): Ctx => ({
  page,
  lang,
  data,
  t: (key, values) => translate(lang, key, values),
});

/**
 * Shows the open page in a colour scheme, as when the system's setting changes: the app follows it
 * (lib/theme.ts, `<html class="dark">`). Waits in the page for the class (not a poll from here,
 * whose first miss costs its interval) and then ends the colours' transitions where they were going
 * (`finish()`), rather than watching them run frame by frame: the colours axe reads are the same.
 */
async function showScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  const followed = await page.evaluate(async (dark) => {
    const html = document.documentElement;
    const until = performance.now() + 10_000;
    while (html.classList.contains('dark') !== dark) {
      if (performance.now() > until) return false;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // getAnimations() brings the styles up to date first, so the class's transitions are there.
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
    return true;
  }, scheme === 'dark');
  expect(followed, `<html class="dark"> follows the system's ${scheme} setting`).toBe(true);
}

/**
 * The walks: ko with every rule in light and, at each check, the colour rules in dark (the theme
 * changes colours only); en and ja with every rule but the colour ones (a language changes texts,
 * not colours) and the Hangul check. Three tests, so both workers share them.
 */
const walks: { lang: Language; rules: 'all' | 'not-colour'; title: string }[] = [
  { lang: 'ko', rules: 'all', title: "axe in light, and axe's colour rules in dark" },
  ...languages
    .filter((lang) => lang !== 'ko')
    .map((lang) => ({
      lang,
      rules: 'not-colour' as const,
      title: 'axe without the colour rules, no Hangul outside user content',
    })),
];

for (const { lang, rules, title } of walks) {
  test(`every screen and dialog: ${title} (${lang})`, async ({ browser }) => {
    test.setTimeout(400_000);
    const { context, page } = await newPage(browser, lang);
    const ctx = ctxFor(page, lang);
    const found: string[] = [];
    const visited = new Set<WebRouteName>();
    let phase: Phase = 'visitor';
    const check = async (label: string, include?: string) => {
      found.push(...(await axeFindings(page, `${label} (light)`, { include, rules })));
      if (rules === 'all') {
        // The same moment in dark: only what a scheme changes, the colours.
        await showScheme(page, 'dark');
        found.push(...(await axeFindings(page, `${label} (dark)`, { include, rules: 'colour' })));
        await showScheme(page, 'light');
      }
      if (lang !== 'ko') {
        found.push(
          ...(await hangulOutsideUserContent(page, include)).map((text) => `${label}: Hangul ${text}`),
        );
      }
    };
    // The page at hand and how many overlays it shows by itself: a following step on the same
    // address starts from it instead of loading the page again.
    let current: { url: string; overlays: number } | null = null;
    for (const step of steps) {
      if (step.phase !== phase) {
        phase = step.phase;
        current = null;
        await enterPhase(page, phase);
      }
      if (elsewhere(page, current, step.path(data))) {
        await goTo(page, step.path(data), !current || current.overlays > 0 || (await openOverlays(page)) > 0);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        current = null;
      }
      if (step.ready) {
        await step.ready(ctx);
        const route = matchWebRoute(new URL(page.url()).pathname);
        if (route) visited.add(route.name);
        await check(step.name);
      }
      if (step.open) {
        if (!current) current = { url: page.url(), overlays: await openOverlays(page) };
        const { dialog } = await step.open(ctx);
        await expect(dialog).toBeVisible();
        await check(step.name, overlaySelector);
        // Back to the page as it was, or load it again for the next step.
        const before = current.overlays;
        for (let i = 0; i < 3 && (await openOverlays(page)) > before; i++)
          await page.keyboard.press('Escape');
        await page.waitForTimeout(100);
        if ((await openOverlays(page)) !== before) current = null;
      } else {
        current = { url: page.url(), overlays: await openOverlays(page) };
      }
    }
    // Every screen the router declares was walked: a new page needs a step above.
    expect([...visited].sort()).toEqual((Object.keys(webRoutes) as WebRouteName[]).sort());
    expect(found).toEqual([]);
    await context.close();
  });
}

test('every dialog traps focus, closes on Escape and gives focus back to its opener', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page } = await newPage(browser, 'ko');
  const ctx = ctxFor(page, 'ko');
  const problems: string[] = [];
  let phase: Phase = 'visitor';
  const focusInside = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));
  for (const step of steps.filter((s) => s.open && !s.menu)) {
    if (step.phase !== phase) {
      phase = step.phase;
      await enterPhase(page, phase);
    }
    await page.goto(step.path(data));
    const { dialog, opener } = await step.open!(ctx);
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusInside(dialog), `${step.name}: focus moves into the dialog`).toBe(true);
    // One more press than there are stops, so each direction wraps around at least once.
    const stops = await dialog.evaluate(
      (el) =>
        el.querySelectorAll(
          'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
        ).length,
    );
    // After each press the page notes whether focus is still inside (on the key's release, once
    // the focus has moved), and the notes are read once: not a locator's lookup per press.
    const inside = await dialog.elementHandle();
    await inside!.evaluate((el) => {
      const notes: boolean[] = [];
      (window as unknown as { tabNotes: boolean[] }).tabNotes = notes;
      window.addEventListener(
        'keyup',
        (event) => {
          if (event.key === 'Tab') notes.push(el.contains(document.activeElement));
        },
        { capture: true },
      );
    });
    const presses = Math.min(stops, 40) + 1;
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < presses; i++) await page.keyboard.press(key);
    }
    const notes = await page.evaluate(() => (window as unknown as { tabNotes: boolean[] }).tabNotes);
    expect(notes, `${step.name}: a note per press`).toHaveLength(2 * presses);
    for (const [index, key] of ['Tab', 'Shift+Tab'].entries()) {
      const left = notes.slice(index * presses, (index + 1) * presses).indexOf(false);
      if (left >= 0) problems.push(`${step.name}: ${key} #${left + 1} left the dialog`);
    }
    await page.keyboard.press('Escape');
    await expect(dialog, `${step.name}: Escape closes it`).toBeHidden();
    await expect(opener, `${step.name}: focus returns to the opener`).toBeFocused();
  }
  expect(problems).toEqual([]);
  await context.close();
});

test('dark theme, as seen (screenshots)', async ({ browser }) => {
  // Pictures for a person (written in a full tour): these screens' colours in dark are axe's in
  // the ko walk; a lean tour still opens them dark and checks what they show, at the phone's size
  // only, as every lean tour does (decision 0054).
  for (const { device, viewport } of tourStops({ languages: ['en'] })) {
    const context = await browser.newContext({ viewport, colorScheme: 'dark' });
    await context.addInitScript(() => localStorage.setItem('pintrip.language', 'en'));
    const page = await context.newPage();
    await signInAsSuperAdmin(context.request);
    await page.goto(`/destinations/${data.destinationId}`);
    await expect(detailDialog(ctxFor(page, 'en')).getByTestId('comment').first()).toBeVisible();
    await screenshot(page, `a11y-dark-detail-en-${device}`, { fullPage: false });
    await page.goto(`/itineraries/${data.ownItineraryId}`);
    await expect(page.getByTestId('plan-item').first()).toBeVisible();
    await screenshot(page, `a11y-dark-itinerary-en-${device}`);
    await page.goto('/admin/reports');
    await expect(page.getByTestId('report-row').first()).toBeVisible();
    await screenshot(page, `a11y-dark-admin-reports-en-${device}`);
    await context.close();
  }
});
