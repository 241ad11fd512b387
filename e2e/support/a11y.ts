/**
 * Helpers of the accessibility and i18n walk (tests/a11y.spec.ts): the app's own translations (so a
 * selector names a control the way each language does), axe with the project's rules, the Hangul
 * finder, and the accounts and rows the walk needs.
 */
import axe from 'axe-core';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2ePassword, signUpAndSignIn, uniqueEmail } from './accounts';

export { languages, translate, type Language } from './i18n';

/** The overlays a walk checks on their own: the page behind them is checked as a screen. */
export const overlaySelector = '[role="dialog"], [role="alertdialog"], [role="menu"]';

/** The colour rules: what a second colour scheme can change. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core in the page. Its source (about 600 kB) is evaluated once per document, not per
 * check: a walk checks a screen and then its overlays, and a theme after the other, on one load.
 * `axe.run` in the page itself, not @axe-core/playwright's builder, which evaluated the source again
 * at every check and finished every run in a new blank tab of its own (twice the source, a renderer
 * and a result copied across). The app has no frames; axe checks any same-origin one it finds.
 */
async function runAxe(page: Page, include: string | undefined, options: axe.RunOptions) {
  type WithAxe = { axe?: typeof axe };
  if (!(await page.evaluate(() => Boolean((window as WithAxe).axe)))) await page.evaluate(axe.source);
  return page.evaluate(
    ([include, options]) =>
      (window as WithAxe).axe!.run(include ? { include: [include] } : document, options),
    [include, options] as const,
  );
}

/**
 * Serious and critical axe findings (WCAG 2.0–2.2 A and AA), as readable lines. `rules: 'colour'`
 * runs only the colour rules: what a second colour scheme can change.
 */
export async function axeFindings(
  page: Page,
  label: string,
  options: { include?: string; rules?: 'all' | 'colour' | 'not-colour' } = {},
) {
  const result = await runAxe(page, options.include, {
    runOnly:
      options.rules === 'colour'
        ? { type: 'rule', values: colourRules }
        : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    ...(options.rules === 'not-colour'
      ? { rules: Object.fromEntries(colourRules.map((rule) => [rule, { enabled: false }])) }
      : {}),
    // Only the violations are read: passes and the rest keep one node each, not every node.
    resultTypes: ['violations'],
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label}: ${v.id} (${v.nodes.length}) ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`)
          .join(' | ')}`,
    );
}

/**
 * Korean text outside user content: visible text nodes and the accessible attributes of elements
 * that are not inside `[data-user-content]` or an element marked `lang="ko"`. User content quoted
 * inside a label ("Bookmark {{title}}") is removed first, using the marked elements' texts.
 */
export async function hangulOutsideUserContent(page: Page, root?: string): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const hangul = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
    const userSelector = '[data-user-content], [lang="ko"]';
    const roots = rootSelector ? Array.from(document.querySelectorAll(rootSelector)) : [document.body];
    const quoted = Array.from(document.querySelectorAll(userSelector))
      .flatMap((el) => [
        el.textContent ?? '',
        el.getAttribute('alt') ?? '',
        el.getAttribute('aria-label') ?? '',
      ])
      .map((text) => text.trim())
      .filter((text) => text && hangul.test(text))
      .sort((a, b) => b.length - a.length);
    const strip = (text: string) => quoted.reduce((rest, user) => rest.split(user).join(''), text);
    const shown = (el: Element) =>
      !el.closest(userSelector) &&
      !el.closest('[aria-hidden="true"], [hidden], [inert]') &&
      (el as HTMLElement).checkVisibility?.({ visibilityProperty: true }) !== false;
    const found = new Set<string>();
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim() ?? '';
        if (!parent || !hangul.test(text) || ['SCRIPT', 'STYLE'].includes(parent.tagName)) continue;
        if (shown(parent) && hangul.test(strip(text))) found.add(`${parent.tagName.toLowerCase()}: ${text}`);
      }
      // A closed <select> hides its options, but they are its words all the same.
      for (const select of Array.from(root.querySelectorAll('select'))) {
        if (!shown(select)) continue;
        for (const option of Array.from(select.options)) {
          const text = option.text.trim();
          if (hangul.test(text) && !option.closest(userSelector) && hangul.test(strip(text)))
            found.add(`option: ${text}`);
        }
      }
      for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
        for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) {
          const value = el.getAttribute(name);
          if (!value || !hangul.test(value) || el.closest(userSelector)) continue;
          if (el.closest('[aria-hidden="true"]') && name !== 'alt') continue;
          if (hangul.test(strip(value))) found.add(`${el.tagName.toLowerCase()}[${name}]: ${value}`);
        }
      }
    }
    return [...found];
  }, root);
}

/** `YYYY-MM-DD` of today + `days`. */
export const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const superAdminEmail = 'admin@pintrip.test';

/** Signs the request context in as the super admin (ADMIN_EMAILS in global-setup). */
export async function signInAsSuperAdmin(request: APIRequestContext) {
  // A context that already holds cookies must say where it comes from, as a browser does.
  const headers = { origin: process.env.E2E_BASE_URL ?? '' };
  await request.post('/api/auth/sign-up/email', {
    data: { email: superAdminEmail, password: e2ePassword, name: 'admin' },
    headers,
  });
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: superAdminEmail, password: e2ePassword },
    headers,
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
}

export interface WalkData {
  /** A seeded destination, by another author. */
  destinationId: string;
  destinationTitle: string;
  /** The super admin's own comment on it. */
  commentId: string;
  /** The super admin's own itinerary (two days, plans). */
  ownItineraryId: string;
  /** Another traveller's public itinerary. */
  publicItineraryId: string;
  /** An account another traveller owns (for the admin dialogs). */
  otherEmail: string;
}

/** The rows every walk needs, created through the API: `admin` is signed in as the super admin. */
export async function createWalkData(admin: APIRequestContext, other: APIRequestContext): Promise<WalkData> {
  await signInAsSuperAdmin(admin);
  const otherEmail = uniqueEmail('a11y-other');
  await signUpAndSignIn(other, otherEmail);
  const list = (await (await admin.get('/api/destinations?q=부산&limit=3')).json()) as {
    items: { id: string; title: string; location: string; budget_min: number }[];
  };
  const [first, second] = list.items;
  if (!first || !second) throw new Error('the demo seed has no destinations in 부산');
  const comment = await admin.post(`/api/destinations/${first.id}/comments`, {
    data: { content: `접근성 점검 댓글 ${Date.now()}` },
  });
  expect(comment.status()).toBe(201);
  await other.post(`/api/destinations/${first.id}/comments`, { data: { content: '다른 여행자의 댓글' } });
  const plan = (d: typeof first, time: string) => ({
    time,
    destination: d.title,
    destination_id: d.id,
    location: d.location,
    cost: d.budget_min,
  });
  const body = (title: string) => ({
    title,
    start_date: dateIn(20),
    end_date: dateIn(22),
    days: [
      { day_number: 1, plans: [plan(first, '09:00'), plan(second, '13:00')] },
      { day_number: 2, plans: [plan(second, '10:00')] },
      { day_number: 3, plans: [] },
    ],
  });
  const own = await admin.post('/api/itineraries', { data: body('접근성 점검 일정') });
  expect(own.status()).toBe(201);
  const theirs = await other.post('/api/itineraries', { data: body('다른 여행자의 공개 일정') });
  expect(theirs.status()).toBe(201);
  const publicItineraryId = ((await theirs.json()) as { id: string }).id;
  const published = await other.patch(`/api/itineraries/${publicItineraryId}/visibility`, {
    data: { is_public: true },
  });
  expect(published.ok()).toBe(true);
  // An open report, so the reports screen shows a row.
  await other.post('/api/reports', {
    data: { target_type: 'destination', target_id: first.id, reason: '접근성 점검 신고' },
  });
  return {
    destinationId: first.id,
    destinationTitle: first.title,
    commentId: ((await comment.json()) as { id: string }).id,
    ownItineraryId: ((await own.json()) as { id: string }).id,
    publicItineraryId,
    otherEmail,
  };
}
