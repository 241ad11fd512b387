import { expect, test, type Page } from '@playwright/test';
import { axeFindings, hangulOutsideUserContent } from '../support/a11y';
import { originHeaders, phone, signedInContext } from '../support/accounts';
import { openPlanner, plannerReady } from '../support/planner';
import { screenshot, tour } from '../support/screenshot';

/*
 * Travel times and "순서 최적화" (issue 24) in the planner: each leg shows its mode, time and
 * distance (an estimate: the suite runs without a routing service), the day's best order is
 * previewed, accepted as one change and undone as one. Every wait is for what a person would see.
 */

/** "Within a few seconds" on a loaded 2-core machine. */
const seen = { timeout: 8_000 };

/** A hotel east of City Hall, stops 3, 1 and 2 steps further east (out of order), then the station. */
const east = (steps: number) => ({ lat: 37.5665, lng: 126.978 + steps * 0.01 });
const scrambled = [
  { destination: '호텔', ...east(0) },
  { destination: '동대문', ...east(3) },
  { destination: '종로', ...east(1) },
  { destination: '대학로', ...east(2) },
  { destination: '청량리역', ...east(4) },
];
const original = scrambled.map((p) => p.destination);
const best = ['호텔', '종로', '대학로', '동대문', '청량리역'];

/** The names of day 1's plans as the list shows them, in order. */
const dayOrder = (page: Page) =>
  page
    .getByTestId('planner-day')
    .first()
    .getByTestId('planner-plan')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')?.replace(/^.*?: /, '') ?? ''));

test('optimise a day: the legs, the proposed order, accept, undo (ko, en, ja; phone and desktop)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await signedInContext(browser, 'routes-owner');
  const title = `서울 한 바퀴 ${Date.now() % 100000}`;
  const created = await owner.request.post('/api/itineraries', {
    headers: originHeaders(),
    data: {
      title,
      start_date: '2026-10-01',
      end_date: '2026-10-01',
      days: [{ day_number: 1, plans: scrambled }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  const apiOrder = async () => {
    const res = await owner.request.get(`/api/itineraries/${id}`);
    return ((await res.json()) as { days: { plans: { destination: string }[] }[] }).days[0]!.plans.map(
      (p) => p.destination,
    );
  };

  const page = await owner.newPage();
  await openPlanner(page, id, title);

  // Each leg: mode, time and distance, labelled an estimate, with its map links.
  const legs = page.getByTestId('route-leg');
  await expect(legs).toHaveCount(4);
  await expect(legs.first()).toContainText(/도보 \d+분 · [\d.]+k?m/);
  await expect(legs.first()).toContainText('추정');
  await expect(
    legs.first().getByRole('link', { name: /카카오맵 길찾기 열기: 호텔 → 동대문/ }),
  ).toHaveAttribute('href', /^https:\/\/map\.kakao\.com\/link\/by\/walk\//);
  // A desktop cannot open Naver Map's app: its web directions; a phone gets the app (below).
  await expect(legs.first().getByRole('link', { name: /네이버 지도 길찾기 열기/ })).toHaveAttribute(
    'href',
    /^https:\/\/map\.naver\.com\/p\/directions\/126\.978,37\.5665,.+\/-\/walk$/,
  );
  const iPhone = await browser.newContext({
    viewport: phone,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    isMobile: true,
    hasTouch: true,
    storageState: await owner.storageState(),
  });
  const phonePage = await iPhone.newPage();
  await openPlanner(phonePage, id, title);
  const phoneLeg = phonePage.getByTestId('route-leg').first();
  await expect(phoneLeg.getByRole('link', { name: /네이버 지도 길찾기 열기/ })).toHaveAttribute(
    'href',
    /^nmap:\/\/route\/walk\?slat=37\.5665&slng=126\.978&/,
  );
  await expect(phoneLeg.getByRole('link', { name: /카카오맵 길찾기 열기/ })).toHaveAttribute(
    'href',
    /^https:\/\/map\.kakao\.com\/link\/by\/walk\//,
  );
  await iPhone.close();
  await screenshot(page, 'routes-legs-ko-desktop', { fullPage: false });
  expect(await axeFindings(page, 'planner with legs', { include: '[data-testid="planner-day"]' })).toEqual(
    [],
  );

  // The proposal: the hotel and the station keep their places, the stops go in order.
  await page.getByRole('button', { name: '1일차 순서 최적화' }).click();
  const dialog = page.getByRole('dialog', { name: '1일차 추천 순서' });
  await expect(dialog.getByTestId('optimize-summary')).toContainText('줄어요', seen);
  await expect(dialog.getByTestId('optimize-row')).toHaveText(best.map((name) => new RegExp(name)));
  await expect(dialog.getByText('첫 일정')).toBeVisible();
  await screenshot(page, 'routes-preview-ko-desktop', { fullPage: false });
  expect(await axeFindings(page, 'optimise preview', { include: '[role="dialog"]' })).toEqual([]);

  // Accepted: the day takes the order, and it is saved.
  await dialog.getByRole('button', { name: '이 순서로 바꾸기' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByTestId('toast').getByText('1일차 순서를 바꿨어요. 실행 취소로 되돌릴 수 있어요.'),
  ).toBeVisible();
  await expect.poll(() => dayOrder(page), seen).toEqual(best);
  await expect(page.getByTestId('planner-status')).toHaveText('모든 변경이 저장됨', seen);
  await expect.poll(apiOrder, seen).toEqual(best);

  // One undo puts the whole day back.
  await page.getByRole('button', { name: '실행 취소' }).click();
  await expect.poll(() => dayOrder(page), seen).toEqual(original);
  await expect(page.getByTestId('planner-status')).toHaveText('모든 변경이 저장됨', seen);
  await expect.poll(apiOrder, seen).toEqual(original);

  // The screens in every language, on a phone and a desktop.
  await tour(
    page,
    async ({ language, t, shoot }) => {
      await plannerReady(page, title, language);
      await expect(page.getByTestId('route-leg').first()).toContainText(t('routing.estimate'));
      // On a phone the first leg is below the first plan: bring it into the picture.
      await page.getByTestId('route-leg').first().scrollIntoViewIfNeeded();
      if (language !== 'ko') {
        expect(await hangulOutsideUserContent(page, '[data-testid="planner-day"]')).toEqual([]);
      }
      await shoot('routes-legs', { fullPage: false });
      await page
        .getByRole('button', { name: t('routing.optimizeDay', { day: t('format.dayNumber', { day: 1 }) }) })
        .click();
      const preview = page.getByRole('dialog');
      await expect(preview.getByTestId('optimize-row')).toHaveCount(5, seen);
      await expect(preview.getByTestId('optimize-summary')).not.toBeEmpty();
      if (language !== 'ko') expect(await hangulOutsideUserContent(page, '[role="dialog"]')).toEqual([]);
      await shoot('routes-preview', { fullPage: false });
      await preview
        .getByRole('button', { name: t('routing.cancel') })
        .first()
        .click();
      await expect(preview).toBeHidden();
    },
    { path: `/itineraries/${id}/plan` },
  );
  await owner.close();
});
