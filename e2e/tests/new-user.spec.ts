/**
 * The destinations half as a new user meets it (issue 9): each test below failed before its fix.
 * Phone 390×844 and desktop 1280×800; ko, en and ja where the text matters.
 */
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { desktop, e2ePassword, phone, uniqueEmail } from '../support/accounts';
import { languages, translate, type Language } from '../support/i18n';
import { screenshot, tourStops } from '../support/screenshot';

async function newContext(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; language?: Language; signedIn?: boolean } = {},
) {
  const context = await browser.newContext({ viewport: options.viewport ?? desktop });
  if (options.language) {
    const language = options.language;
    await context.addInitScript((value) => localStorage.setItem('pintrip.language', value), language);
  }
  let email = '';
  if (options.signedIn) {
    email = uniqueEmail('issue9');
    const name = email.split('@')[0];
    const signUp = await context.request.post('/api/auth/sign-up/email', {
      data: { email, password: e2ePassword, name },
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);
    const signIn = await context.request.post('/api/auth/sign-in/email', {
      data: { email, password: e2ePassword },
    });
    expect(signIn.ok(), await signIn.text()).toBe(true);
  }
  return { context, page: await context.newPage(), email };
}

async function firstDestinationId(context: BrowserContext): Promise<string> {
  const res = await context.request.get('/api/destinations?limit=1');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { items: { id: string; title: string }[] };
  const first = body.items[0];
  if (!first) throw new Error('the demo seed has no destination');
  return first.id;
}

async function postComment(
  context: BrowserContext,
  destinationId: string,
  content: string,
  parentId?: string,
) {
  const res = await context.request.post(`/api/destinations/${destinationId}/comments`, {
    data: { content, parent_id: parentId ?? null },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

/** Zooms into clusters until single markers show. */
async function singleMarker(page: Page): Promise<Locator> {
  const map = page.getByTestId('destinations-map');
  await expect(map.locator('.pt-pin, .pt-cluster').first()).toBeVisible();
  for (let i = 0; i < 6 && (await map.locator('.pt-pin').count()) === 0; i += 1) {
    await map.locator('.pt-cluster').first().click();
    await page.waitForTimeout(600);
  }
  return map.locator('.pt-pin').first();
}

const activeElementSummary = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el === document.body || !el
      ? 'body'
      : `${el.tagName.toLowerCase()}:${el.textContent?.trim().slice(0, 40)}`;
  });

function intersects(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('1, 2: the map marker', () => {
  for (const { language, device, viewport } of tourStops()) {
    test(`reads like a card (${language}, ${device})`, async ({ browser }) => {
      const { context, page } = await newContext(browser, { viewport, language });
      await page.goto('/destinations?view=map');
      const pin = await singleMarker(page);
      await pin.hover();
      const tooltip = page.locator('.leaflet-tooltip.pt-tooltip');
      await expect(tooltip).toBeVisible();
      await expect(tooltip.locator('img')).toHaveCount(1);
      await expect(tooltip.locator('strong')).not.toBeEmpty();
      await expect(tooltip.locator('.pt-tooltip__budget')).toContainText(/\d/);
      const box = await tooltip.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(200);
      expect(box?.width).toBeLessThanOrEqual(viewport.width);
      expect(box?.height).toBeLessThan(320);
      await screenshot(page, `issue9-map-card-${language}-${device}`, { fullPage: false });
      await context.close();
    });
  }

  test('Enter on a focused single marker opens the detail', async ({ browser }) => {
    const { context, page } = await newContext(browser);
    await page.goto('/destinations?view=map');
    const pin = await singleMarker(page);
    // The cluster's zoom animation may re-create the markers after they first show: wait for it to
    // end, and focus again if the marker under focus was replaced before Enter reached it.
    await expect(page.locator('.leaflet-zoom-anim')).toHaveCount(0);
    await expect(async () => {
      await pin.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/destinations\/[^/?]+\?view=map/, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByTestId('destination-detail')).toBeVisible();
    await context.close();
  });
});

test.describe('3: sign-up with an address that has an account', () => {
  test('fails with the spec message and never reports success', async ({ browser }) => {
    const { context, page } = await newContext(browser);
    const email = uniqueEmail('taken');
    const first = await context.request.post('/api/auth/sign-up/email', {
      data: { email, password: e2ePassword, name: 'taken' },
    });
    expect(first.ok()).toBe(true);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: '회원가입' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('이메일').fill(email);
    await dialog.getByLabel('비밀번호', { exact: true }).fill(e2ePassword);
    await dialog.getByLabel('비밀번호 확인').fill(e2ePassword);
    await dialog.getByTestId('signup-submit').click();
    await expect(dialog.getByTestId('signup-error')).toContainText(
      '회원가입에 실패했습니다. 다시 시도해주세요.',
    );
    await expect(dialog.getByTestId('signup-success')).toHaveCount(0);
    await screenshot(page, 'issue9-signup-duplicate-ko-desktop', { fullPage: false });
    await context.close();
  });
});

test.describe('4: focus is never lost', () => {
  test('closing the login dialog returns focus to its button; a login moves it into the page', async ({
    browser,
  }) => {
    const { context, page } = await newContext(browser);
    const email = uniqueEmail('focus');
    await context.request.post('/api/auth/sign-up/email', {
      data: { email, password: e2ePassword, name: 'focus' },
    });
    await page.goto('/');
    // A key pressed before the server-rendered page has hydrated does nothing yet.
    await expect(page.locator('html')).not.toHaveClass(/booting/);
    const loginButton = page.getByRole('banner').getByRole('button', { name: '로그인', exact: true });
    await loginButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '로그인' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(loginButton).toBeFocused();

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect(loginButton).toBeFocused();

    await page.keyboard.press('Enter');
    await dialog.getByLabel('이메일').fill(email);
    await dialog.getByLabel('비밀번호').fill(e2ePassword);
    await dialog.getByTestId('login-submit').click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('mypage-link')).toBeVisible();
    await expect.poll(() => activeElementSummary(page)).not.toBe('body');
    await context.close();
  });

  test('the detail dialog gives focus back to the card; likes and bookmarks keep it', async ({ browser }) => {
    const { context, page } = await newContext(browser, { signedIn: true });
    await page.goto('/destinations');
    const link = page.getByTestId('destination-card').first().getByRole('link').first();
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('destination-detail')).toBeVisible();

    for (const testId of ['like-button', 'bookmark-button']) {
      const button = dialog.getByTestId(testId);
      await button.focus();
      for (const pressed of ['true', 'false', 'true', 'false']) {
        // A press while the last one is on its way is ignored (aria-disabled; no second write at once).
        await expect(button).not.toHaveAttribute('aria-disabled', 'true');
        await page.keyboard.press('Enter');
        await expect(button).toHaveAttribute('aria-pressed', pressed);
        await expect(button).toBeFocused();
      }
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
    await context.close();
  });

  test('the confirm dialog gives focus back; posting keeps focus in the box or on the new reply', async ({
    browser,
  }) => {
    const { context, page } = await newContext(browser, { signedIn: true });
    const id = await firstDestinationId(context);
    const mine = await postComment(context, id, `확인창 초점 ${Date.now()}`);
    await page.goto(`/destinations/${id}`);
    const dialog = page.getByRole('dialog');
    const row = dialog.locator(`[data-comment-id="${mine.id}"]`);
    const deleteButton = row.getByRole('button', { name: '삭제' });
    await deleteButton.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(deleteButton).toBeFocused();
    await expect(dialog).toBeVisible();

    const main = dialog.getByRole('form', { name: '댓글 작성' });
    const box = main.getByRole('textbox');
    await box.fill(`초점 유지 ${Date.now()}`);
    await main.getByRole('button', { name: '댓글 작성' }).focus();
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();

    await row.getByRole('button', { name: '답글' }).click();
    const replyForm = dialog.getByRole('form', { name: /님에게 답글 작성$/ });
    const replyText = `새 답글 ${Date.now()}`;
    await replyForm.getByRole('textbox').fill(replyText);
    await replyForm.getByRole('button', { name: '답글 작성' }).click();
    await expect(replyForm).toHaveCount(0);
    await expect(
      dialog.getByTestId('comment').filter({ hasText: replyText }).locator('article'),
    ).toBeFocused();
    await context.close();
  });
});

test.describe('5, 6: replies', () => {
  test('Escape in a reply box cancels the reply; a dialog with unsent text asks first', async ({
    browser,
  }) => {
    const { context, page } = await newContext(browser, { signedIn: true });
    const id = await firstDestinationId(context);
    const parent = await postComment(context, id, `이스케이프 ${Date.now()}`);
    await page.goto(`/destinations/${id}`);
    const dialog = page.getByRole('dialog');
    const row = dialog.locator(`[data-comment-id="${parent.id}"]`);
    const replyButton = row.getByRole('button', { name: '답글' });
    await replyButton.click();
    const replyForm = dialog.getByRole('form', { name: /님에게 답글 작성$/ });
    await replyForm.getByRole('textbox').fill('쓰다 만 답글');
    await page.keyboard.press('Escape');
    await expect(replyForm).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(replyButton).toBeFocused();

    const box = dialog.getByRole('form', { name: '댓글 작성' }).getByRole('textbox');
    await box.fill('보내지 않은 댓글');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: '작성 중인 내용이 있습니다. 닫을까요?' });
    await expect(ask).toBeVisible();
    await screenshot(page, 'issue9-unsent-text-ko-desktop', { fullPage: false });
    await ask.getByRole('button', { name: '취소' }).click();
    await expect(dialog).toBeVisible();
    await expect(box).toHaveValue('보내지 않은 댓글');
    await dialog.getByRole('button', { name: '닫기' }).click();
    await ask.getByRole('button', { name: '닫기' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/destinations$/);
    await context.close();
  });

  test('no reply is offered at the sixth level, and the reason shows', async ({ browser }) => {
    const { context, page } = await newContext(browser, { signedIn: true });
    const id = await firstDestinationId(context);
    let parentId: string | undefined;
    const stamp = Date.now();
    for (let depth = 1; depth <= 6; depth += 1) {
      parentId = (await postComment(context, id, `깊이 ${depth} ${stamp}`, parentId)).id;
    }
    await page.goto(`/destinations/${id}`);
    const dialog = page.getByRole('dialog');
    const deepest = dialog.locator(`[data-comment-id="${parentId}"]`);
    await expect(deepest).toHaveAttribute('data-depth', '6');
    await expect(deepest.getByRole('button', { name: '답글' })).toHaveCount(0);
    await expect(deepest.getByTestId('reply-limit')).toHaveText(
      '대댓글은 최대 6단계까지만 작성할 수 있습니다.',
    );
    const fifth = dialog.getByTestId('comment').filter({ hasText: `깊이 5 ${stamp}` });
    await expect(fifth.getByRole('button', { name: '답글' })).toBeVisible();
    await deepest.scrollIntoViewIfNeeded();
    await screenshot(page, 'issue9-reply-limit-ko-desktop', { fullPage: false });
    await context.close();
  });
});

test.describe('7: card focus ring', () => {
  for (const view of ['grid', 'list'] as const) {
    test(`is drawn inside the card (${view})`, async ({ browser }) => {
      const { context, page } = await newContext(browser);
      await page.goto(`/destinations?view=${view}`);
      const card = page.getByTestId(view === 'grid' ? 'destination-card' : 'destination-row').first();
      await expect(card).toBeVisible();
      // The bookmark button sits next to the title link (before it in a card, after it in a row):
      // one Tab from it is a keyboard focus, which is what shows the ring.
      await card.getByTestId('bookmark-button').focus();
      await page.keyboard.press(view === 'grid' ? 'Tab' : 'Shift+Tab');
      const link = card.getByRole('link').first();
      await expect(link).toBeFocused();
      const ring = await link.evaluate((el) => {
        const style = getComputedStyle(el, '::after');
        return {
          style: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          offset: parseFloat(style.outlineOffset),
        };
      });
      expect(ring.style).not.toBe('none');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      // Fully inside the pseudo-element, which covers the card, so the card's clipping cannot hide it.
      expect(ring.offset + ring.width).toBeLessThanOrEqual(0);
      await screenshot(page, `issue9-card-focus-${view}-ko-desktop`, { fullPage: false });
      await context.close();
    });
  }
});

test.describe('8: toasts and dialogs', () => {
  test('on a phone the login-required toast never covers the login sheet’s actions', async ({ browser }) => {
    const { context, page } = await newContext(browser, { viewport: phone });
    await page.goto('/destinations');
    const toast = page.getByTestId('toast');
    const submit = page.getByRole('dialog').getByTestId('login-submit');
    // The list arrives rendered by the server: a press before the page has hydrated does nothing
    // yet (docs/decisions/0026-server-rendering.md), so press again until the app answers.
    await expect(async () => {
      await page.getByTestId('destination-card').first().getByTestId('bookmark-button').click();
      await expect(toast).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 15_000 });
    await expect(submit).toBeVisible();
    const toastBox = await toast.boundingBox();
    const dialogButtons = await page.getByRole('dialog').locator('button').all();
    for (const button of dialogButtons) {
      const box = await button.boundingBox();
      if (toastBox && box) expect(intersects(toastBox, box)).toBe(false);
    }
    await screenshot(page, 'issue9-toast-login-sheet-ko-phone', { fullPage: false });
    await context.close();
  });
});

/** WCAG contrast ratio of two CSS rgb() colours. */
function contrast(foreground: string, background: string): number {
  const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = channels(color).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [a, b] = [luminance(foreground), luminance(background)].sort((x, y) => y - x);
  return ((a ?? 0) + 0.05) / ((b ?? 0) + 0.05);
}

const colours = (locator: Locator) =>
  locator.evaluate((el) => ({
    color: getComputedStyle(el).color,
    background: getComputedStyle(el).backgroundColor,
  }));

test.describe('9: contrast in light mode', () => {
  test('the liked button, the error banner and the guides badge reach 4.5:1', async ({ browser }) => {
    const { context, page } = await newContext(browser, { signedIn: true });
    const id = await firstDestinationId(context);
    await page.goto(`/destinations/${id}`);
    const like = page.getByRole('dialog').getByTestId('like-button');
    if ((await like.getAttribute('aria-pressed')) !== 'true') await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    const liked = await colours(like);
    expect(contrast(liked.color, liked.background)).toBeGreaterThanOrEqual(4.5);

    await page.goto('/guides');
    const badge = page.getByText('개발 중', { exact: true });
    const badgeColours = await colours(badge);
    expect(contrast(badgeColours.color, badgeColours.background)).toBeGreaterThanOrEqual(4.5);
    await context.close();

    const visitor = await newContext(browser);
    await visitor.page.goto('/');
    await visitor.page.getByRole('banner').getByRole('button', { name: '로그인', exact: true }).click();
    const dialog = visitor.page.getByRole('dialog');
    await dialog.getByLabel('이메일').fill('nobody@pintrip.test');
    await dialog.getByLabel('비밀번호').fill('Wrong123!');
    await dialog.getByTestId('login-submit').click();
    const banner = dialog.getByTestId('login-error');
    await expect(banner).toBeVisible();
    const bannerColours = await colours(banner);
    expect(contrast(bannerColours.color, bannerColours.background)).toBeGreaterThanOrEqual(4.5);
    await visitor.context.close();
  });
});

test.describe('11: page titles', () => {
  // "<page> | <brand>", from the same texts the server and the app write titles with.
  const titleOf = (language: Language, key: string) =>
    translate(language, 'titles.page', {
      page: translate(language, key),
      brand: translate(language, 'titles.brand'),
    });
  const expected = (language: Language) => ({
    destinations: titleOf(language, 'nav.destinations'),
    guides: titleOf(language, 'nav.guides'),
    notFound: titleOf(language, 'notFound.title'),
    landing: translate(language, 'titles.landing'),
  });
  for (const language of languages) {
    test(`each route has its own ${language} title; a destination is titled by its name`, async ({
      browser,
    }) => {
      const { context, page } = await newContext(browser, { language });
      await page.goto('/');
      await expect(page).toHaveTitle(expected(language).landing);
      await page.goto('/destinations');
      await expect(page).toHaveTitle(expected(language).destinations);
      await page.goto('/guides');
      await expect(page).toHaveTitle(expected(language).guides);
      await page.goto('/no-such-page');
      await expect(page).toHaveTitle(expected(language).notFound);
      const id = await firstDestinationId(context);
      const res = await context.request.get(`/api/destinations/${id}`);
      const { title } = (await res.json()) as { title: string };
      await page.goto(`/destinations/${id}`);
      await expect(page).toHaveTitle(
        translate(language, 'titles.page', { page: title, brand: translate(language, 'titles.brand') }),
      );
      await context.close();
    });
  }
});

test.describe('14: small things', () => {
  test('a visitor’s page logs no failed request and no eval violation', async ({ browser }) => {
    const { context, page } = await newContext(browser);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Serve the page under a policy without 'unsafe-eval', as a strict deployment would: the
    // page's own code and the theme script's hash, from the policy the server sent, and nothing else.
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const served = response.headers()['content-security-policy'] ?? '';
      const hashes = served.match(/'sha256-[^']+'/g) ?? [];
      expect(hashes).toHaveLength(1);
      await route.fulfill({
        response,
        headers: {
          ...response.headers(),
          'content-security-policy': `script-src 'self' ${hashes.join(' ')}`,
        },
      });
    });
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { violations: string[] }).violations.push(event.violatedDirective),
      );
    });
    await page.goto('/destinations');
    await expect(page.getByTestId('destination-card').first()).toBeVisible();
    // Forms parse with zod: open one and submit it empty.
    await page.getByRole('banner').getByRole('button', { name: '로그인', exact: true }).click();
    await page.getByRole('dialog').getByTestId('login-submit').click();
    await expect(page.getByRole('dialog').getByTestId('login-error')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    expect(errors.filter((text) => /401|Unauthorized|unsafe-eval/i.test(text))).toEqual([]);
    await context.close();
  });

  test('the Share button keeps its width when it says “copied”', async ({ browser }) => {
    const { context, page } = await newContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const id = await firstDestinationId(context);
    await page.goto(`/destinations/${id}`);
    const share = page.getByTestId('share-button');
    await expect(share).toHaveAccessibleName('공유');
    // Measured once the server-rendered page has hydrated and the button is laid out: hydration
    // may lay the page out anew, and a box read in between is null.
    await expect(page.locator('html')).not.toHaveClass(/booting/);
    let before = 0;
    await expect.poll(async () => (before = (await share.boundingBox())?.width ?? 0)).toBeGreaterThan(0);
    await share.click();
    await page.getByRole('menuitem', { name: '링크 복사' }).click();
    // The menu stays open and says so where the click happened; the button keeps its label.
    await expect(page.getByRole('menuitem', { name: '링크가 복사되었습니다!' })).toBeVisible();
    await expect(share).toHaveAccessibleName('공유');
    const after = (await share.boundingBox())?.width;
    expect(after).toBe(before);
    await context.close();
  });

  test('the closing call to sign up is for visitors only', async ({ browser }) => {
    const visitor = await newContext(browser);
    await visitor.page.goto('/');
    await expect(visitor.page.getByText('가입은 1분이면 충분해요', { exact: false })).toBeVisible();
    await visitor.context.close();
    const member = await newContext(browser, { signedIn: true });
    await member.page.goto('/');
    await expect(member.page.getByTestId('mypage-link')).toBeVisible();
    await expect(member.page.getByText('가입은 1분이면 충분해요', { exact: false })).toHaveCount(0);
    await member.context.close();
  });

  test('after sign-up the login dialog has the address filled in', async ({ browser }) => {
    const { context, page } = await newContext(browser);
    const email = uniqueEmail('prefill');
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: '회원가입' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('이메일').fill(email);
    await dialog.getByLabel('비밀번호', { exact: true }).fill(e2ePassword);
    await dialog.getByLabel('비밀번호 확인').fill(e2ePassword);
    await dialog.getByTestId('signup-submit').click();
    await expect(dialog.getByTestId('signup-success')).toBeVisible();
    await expect(dialog.getByTestId('login-form')).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByLabel('이메일')).toHaveValue(email);
    await context.close();
  });

  test('the phone header offers My Page to visitors', async ({ browser }) => {
    const { context, page } = await newContext(browser, { viewport: phone });
    await page.goto('/');
    const myPage = page.getByRole('banner').getByTestId('mypage-link');
    await expect(myPage).toBeVisible();
    await myPage.click();
    await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible();
    await context.close();
    for (const language of languages) {
      const other = await newContext(browser, { viewport: phone, language });
      await other.page.goto('/');
      await expect(other.page.getByRole('banner').getByTestId('mypage-link')).toBeVisible();
      // Every header control fits on the phone's width.
      for (const control of await other.page.getByRole('banner').getByRole('button').all()) {
        const box = await control.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(phone.width);
      }
      await screenshot(other.page, `issue9-header-visitor-${language}-phone`, { fullPage: false });
      await other.context.close();
    }
  });
});

test.describe('15: Japanese glyphs', () => {
  test('the Japanese font stack names Japanese fonts', async ({ browser }) => {
    const { context, page } = await newContext(browser, { language: 'ja' });
    await page.goto('/guides');
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family).toContain('Noto Sans CJK JP');
    expect(family).toContain('Hiragino Sans');
    await screenshot(page, 'issue9-guides-ja-desktop', { fullPage: false });
    await context.close();
  });
});
