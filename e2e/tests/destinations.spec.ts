import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { defaultLanguage, languages, translate } from '../support/i18n';
import { screenshot } from '../support/screenshot';
import { phone, desktop } from '../support/accounts';

const password = 'Travel123!';

/** A new account, signed in inside `context` (its cookie jar holds the session). */
async function signedInContext(browser: Browser, name: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: desktop });
  const email = `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@pintrip.test`;
  const signUp = await context.request.post('/api/auth/sign-up/email', { data: { email, password, name } });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const signIn = await context.request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return context;
}

/** A small real PNG, drawn by the browser, to upload as the pinpoint image. */
async function samplePng(page: Page): Promise<Buffer> {
  await page.setContent(
    '<div style="width:320px;height:200px;background:linear-gradient(135deg,#0f766e,#f97316)"></div>',
  );
  return page.locator('div').screenshot();
}

async function waitForCards(page: Page) {
  await expect(page.getByTestId('destination-card').first()).toBeVisible();
  // Images of the first row have loaded (demo images are served by the app).
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('[data-testid="destination-card"] img')]
      .slice(0, 3)
      .every((img) => img.complete),
  );
}

test('register, see live elsewhere, like, bookmark, edit and delete a pinpoint', async ({ browser }) => {
  test.setTimeout(120_000);
  const author = await signedInContext(browser, 'author');
  const viewer = await browser.newContext({ viewport: desktop });
  const page = await author.newPage();
  const other = await viewer.newPage();
  const title = `e2e 핀포인트 ${Date.now()}`;
  const image = await samplePng(page);

  // The second browser is on the list before the pinpoint exists.
  await other.goto('/destinations');
  await waitForCards(other);
  await expect(other.getByRole('link', { name: title })).toHaveCount(0);

  await page.goto('/destinations');
  await page.getByTestId('create-pinpoint').first().click();
  const form = page.getByRole('dialog', { name: '새 핀포인트 등록' });
  await expect(form).toBeVisible();
  // The map of the form is drawn (markers need Leaflet, loaded on demand).
  await expect(form.locator('.leaflet-container')).toBeVisible();

  await form.getByLabel('핀포인트 이름').fill(title);
  await form
    .getByLabel('설명')
    .fill('바다 위로 솟은 분화구에서 맞이하는 일출. 계단이 가파르니 편한 신발을 챙기세요.');
  await form.getByTestId('place-search').fill('성산일출봉');
  await form.getByRole('option').first().getByRole('button').click();
  await expect(form.getByLabel('위치', { exact: true })).toHaveValue(/성산/);
  await expect(form.getByTestId('picked-coordinates')).toContainText('위도 33.');
  await expect(form.locator('.pt-pin')).toHaveCount(1);
  await form.getByTestId('place-search').scrollIntoViewIfNeeded();
  await screenshot(page, 'destinations-pinpoint-dialog-map-ko-desktop');
  await form.getByLabel('카테고리').selectOption('자연');

  await form
    .getByTestId('image-file')
    .setInputFiles({ name: 'sunrise.png', mimeType: 'image/png', buffer: image });
  await expect(form.getByRole('img', { name: '이미지 미리보기' })).toBeVisible();
  await expect(form.getByRole('progressbar')).toHaveCount(0);
  await form.getByLabel('최소 예산').fill('10000');
  await form.getByLabel('최대 예산').fill('30000');
  await form.getByRole('slider', { name: '평점' }).fill('9');
  await form.getByRole('textbox', { name: '해시태그' }).pressSequentially('제주,#일출,');
  await expect(form.getByRole('button', { name: '#일출 태그 삭제' })).toBeVisible();
  await screenshot(page, 'destinations-pinpoint-dialog-ko-desktop');

  await form.getByRole('button', { name: '등록하기' }).dblclick();
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('img', { name: `${title} 사진` })).toHaveAttribute('src', /^\/uploads\//);
  await expect(detail.getByText('10,000원 ~ 30,000원')).toBeVisible();
  await expect(detail.getByText('9 / 10')).toBeVisible();

  // The other browser sees it without reloading, at the top of the list, exactly once.
  await expect(other.getByRole('link', { name: title })).toHaveCount(1);
  await expect(other.getByTestId('destination-card').first()).toContainText(title);

  // Like and bookmark.
  const like = detail.getByRole('button', { name: /좋아요/ });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like.getByTestId('like-count')).toHaveText('1');
  const bookmark = detail.getByRole('button', { name: '북마크', exact: true });
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(
    page.getByRole('dialog', { name: title }).getByRole('button', { name: /좋아요/ }),
  ).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, 'destinations-detail-ko-desktop');

  // My Page lists the bookmark.
  await page.goto('/mypage');
  const bookmarks = page.getByRole('region', { name: '북마크한 여행지' });
  await expect(bookmarks.getByRole('link', { name: title })).toBeVisible();
  await screenshot(page, 'destinations-mypage-bookmarks-ko-desktop');

  // Edit: the other browser sees the new title live.
  await bookmarks.getByRole('link', { name: title }).click();
  await page.getByRole('dialog', { name: title }).getByTestId('edit-destination').click();
  const editForm = page.getByRole('dialog', { name: '핀포인트 수정' });
  const edited = `${title} (수정됨)`;
  await editForm.getByLabel('핀포인트 이름').fill(edited);
  await editForm.getByRole('button', { name: '저장하기' }).click();
  await expect(page.getByRole('dialog', { name: edited })).toBeVisible();
  await expect(other.getByRole('link', { name: edited })).toBeVisible();

  // Delete: confirmed in the page, gone here and there.
  await page.getByRole('dialog', { name: edited }).getByTestId('delete-destination').click();
  const confirm = page.getByRole('alertdialog', { name: '정말로 이 핀포인트를 삭제하시겠습니까?' });
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: '여행지가 성공적으로 삭제되었습니다.' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: edited })).toHaveCount(0);
  await expect(other.getByRole('link', { name: edited })).toHaveCount(0);

  await author.close();
  await viewer.close();
});

test('grid, list and map views on a phone and a desktop', async ({ page }) => {
  for (const [size, viewport] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/destinations');
    await waitForCards(page);
    await screenshot(page, `destinations-grid-ko-${size}`);

    await page.getByTestId('view-list').click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByTestId('destination-row').first()).toBeVisible();
    await screenshot(page, `destinations-list-ko-${size}`);

    await page.getByTestId('view-map').click();
    await expect(page).toHaveURL(/view=map/);
    const map = page.getByTestId('destinations-map');
    await expect(map).toHaveCSS('height', '600px');
    // Markers and clusters show even though tiles cannot load without a network.
    await expect(map.locator('.pt-pin, .pt-cluster').first()).toBeVisible();
    await page.waitForTimeout(500);
    await screenshot(page, `destinations-map-ko-${size}`);

    // The choice is remembered for the next visit.
    await page.goto('/destinations');
    await expect(page.getByTestId('view-map')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('view-grid').click();
  }
});

test('the map opens a destination from a marker', async ({ page }) => {
  await page.goto('/destinations?view=map');
  const map = page.getByTestId('destinations-map');
  await expect(map.locator('.pt-pin, .pt-cluster').first()).toBeVisible();
  // Zoom into clusters until a single marker shows, then open it.
  for (let i = 0; i < 6 && (await map.locator('.pt-pin').count()) === 0; i += 1) {
    await map.locator('.pt-cluster').first().click();
    await page.waitForTimeout(600);
  }
  const pin = map.locator('.pt-pin').first();
  await pin.hover();
  await expect(map.locator('.pt-tooltip')).toBeVisible();
  await pin.click();
  await expect(page).toHaveURL(/\/destinations\/[^/?]+\?view=map/);
  await expect(page.getByTestId('destination-detail')).toBeVisible();
});

test('filters, sort and search live in the URL and survive Back', async ({ page }) => {
  await page.goto('/destinations');
  await waitForCards(page);
  await page.getByRole('group', { name: '카테고리' }).getByRole('button', { name: '바다' }).click();
  await expect(page).toHaveURL(/category=/);
  // The filtered list, not the one it replaces: no card outside the category, and some in it.
  const cards = page.getByTestId('destination-card');
  await expect(cards.filter({ hasNotText: '바다' })).toHaveCount(0);
  await expect(cards.first()).toContainText('바다');
  await page.getByRole('button', { name: '평점순' }).click();
  await expect(page).toHaveURL(/sort=rating/);
  await page.getByRole('searchbox', { name: '여행지 검색' }).fill('해운대');
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByTestId('destination-card').first()).toContainText('해운대');
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=rating/);
  await expect(page.getByRole('button', { name: '최신순' })).toHaveAttribute('aria-pressed', 'true');
});

test('a visitor is asked to log in to like', async ({ page }) => {
  await page.goto('/destinations');
  await waitForCards(page);
  await page.getByTestId('destination-card').first().getByRole('link').first().click();
  const detail = page.getByTestId('destination-detail');
  await expect(detail).toBeVisible();
  await detail.getByRole('button', { name: /좋아요/ }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: '좋아요를 누르려면 로그인이 필요합니다.' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible();
});

test('a direct link opens the detail over the list, and closing keeps the list', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/destinations');
  await waitForCards(page);
  const href = await page
    .getByTestId('destination-card')
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href');
  await page.goto(`${href}?view=list`);
  await expect(page.getByTestId('destination-detail')).toBeVisible();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('[data-testid="destination-detail"] img')].every(
      (img) => img.complete,
    ),
  );
  await screenshot(page, 'destinations-detail-ko-phone');
  await page.getByRole('button', { name: '닫기' }).click();
  await expect(page).toHaveURL(/\/destinations\?view=list$/);
  await expect(page.getByTestId('destination-row').first()).toBeVisible();
});

for (const language of languages.filter((code) => code !== defaultLanguage)) {
  test(`the destinations screen in ${language}`, async ({ page }) => {
    await page.addInitScript((code) => localStorage.setItem('pintrip.language', code), language);
    await page.goto('/destinations');
    await waitForCards(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      translate(language, 'destinations.title'),
    );
    await expect(page.getByTestId('destination-card').first()).toContainText(
      translate(language, 'format.won', { amount: '' }),
    );
    await screenshot(page, `destinations-grid-${language}-desktop`);
    await page.getByTestId('destination-card').first().getByRole('link').first().click();
    await expect(page.getByTestId('destination-detail')).toBeVisible();
    await screenshot(page, `destinations-detail-${language}-desktop`);
  });
}

test('the pinpoint dialog on a phone', async ({ browser }) => {
  const context = await signedInContext(browser, 'phone');
  const page = await context.newPage();
  await page.setViewportSize(phone);
  await page.goto('/destinations');
  await page.getByTestId('create-pinpoint').first().click();
  const form = page.getByRole('dialog', { name: '새 핀포인트 등록' });
  await expect(form.locator('.leaflet-container')).toBeVisible();
  await form.getByRole('button', { name: '등록하기' }).click();
  await expect(form.getByText('핀포인트 이름을 입력해주세요.')).toBeVisible();
  await screenshot(page, 'destinations-pinpoint-dialog-ko-phone');
  await context.close();
});
