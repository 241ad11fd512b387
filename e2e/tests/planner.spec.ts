import { expect, test } from '@playwright/test';
import { desktop, originHeaders, phone, signedInContext } from '../support/accounts';
import { setLanguage, translate } from '../support/i18n';
import {
  day,
  expectSeenWithinASecond,
  joinAsEditor,
  makeTrip,
  openPlanner,
  plan,
  plannerReady,
  seen,
  timeCompanionEdits,
} from '../support/planner';
import { movePlanByKeyboard } from '../support/reorder';
import { screenshot, tour } from '../support/screenshot';

/*
 * The planner (issue 22): companions editing one trip at the same time, and an editor offline
 * whose edit arrives once after reconnecting. Every wait is for what a person would see.
 */

test.describe.configure({ mode: 'serial' });

test('two editors see each other’s add, move and edit; an offline edit arrives once after reconnecting (ko)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await signedInContext(browser, 'planner-owner');
  const editor = await signedInContext(browser, 'planner-editor');
  const title = `같이 짜는 부산 ${Date.now() % 100000}`;
  const id = await makeTrip(owner, title);
  await joinAsEditor(owner, editor, id);

  const ownerPage = await owner.newPage();
  const editorPage = await editor.newPage();
  await openPlanner(ownerPage, id, title);
  await openPlanner(editorPage, id, title);

  // The owner adds a plan to day 1: the editor sees it.
  await ownerPage.getByLabel('1일차에 직접 입력해 일정 추가').fill('감천문화마을');
  await ownerPage.getByLabel('1일차에 직접 입력해 일정 추가').press('Enter');
  await expect(plan(ownerPage, '감천문화마을')).toBeVisible();
  await expect(day(editorPage, 1).getByRole('listitem', { name: /감천문화마을/ })).toBeVisible(seen);

  // The editor changes the cost of 해운대: the owner sees 32,000원.
  const cost = plan(editorPage, '해운대해수욕장').getByLabel('비용(원)');
  await cost.fill('32000');
  await cost.press('Enter');
  await expect(plan(ownerPage, '해운대해수욕장').getByTestId('planner-cost')).toHaveText('32,000원', seen);

  // The owner moves 해운대 to day 2: the editor sees it there.
  await plan(ownerPage, '해운대해수욕장').getByLabel('옮길 날').selectOption('2');
  await expect(day(ownerPage, 2).getByRole('listitem', { name: /해운대해수욕장/ })).toBeVisible();
  await expect(day(editorPage, 2).getByRole('listitem', { name: /해운대해수욕장/ })).toBeVisible(seen);
  await expect(day(editorPage, 1).getByRole('listitem', { name: /해운대해수욕장/ })).toHaveCount(0);
  await expect(ownerPage.getByTestId('planner-status')).toHaveText('모든 변경이 저장됨');
  // Who else is in the planner, and what changed, by whom.
  await expect(ownerPage.getByTestId('presence-bar')).toContainText('planner-editor', seen);
  await expect(editorPage.getByTestId('activity-panel')).toContainText(
    '해운대해수욕장을 2일차로 옮겼습니다',
    seen,
  );
  // The owner edits 감천문화마을's note: the editor sees the owner's avatar on that plan, and in the
  // bar which plan the owner edits; leaving the plan takes the mark away.
  await plan(ownerPage, '감천문화마을').getByLabel('메모').focus();
  await expect(plan(editorPage, '감천문화마을').getByTestId('plan-editors')).toContainText(
    /planner-owner.*일정 편집 중/,
    seen,
  );
  await expect(editorPage.getByTestId('presence-bar')).toContainText('감천문화마을', seen);
  await expect(plan(editorPage, '해운대해수욕장').getByTestId('plan-editors')).toHaveCount(0);
  await screenshot(editorPage, 'planner-editing-mark-ko-desktop', { fullPage: false });
  await ownerPage.getByRole('heading', { level: 1 }).click();
  await expect(plan(editorPage, '감천문화마을').getByTestId('plan-editors')).toHaveCount(0, seen);
  await screenshot(ownerPage, 'planner-owner-ko-desktop', { fullPage: false });

  // A third companion goes offline and edits a note: it waits, counted in the header…
  const third = await signedInContext(browser, 'planner-third', phone);
  await joinAsEditor(owner, third, id);
  const thirdPage = await third.newPage();
  await openPlanner(thirdPage, id, title);
  await screenshot(thirdPage, 'planner-editor-ko-phone', { fullPage: false });
  await third.setOffline(true);
  const note = plan(thirdPage, '감천문화마을').getByLabel('메모');
  await note.fill('오프라인에서 쓴 메모');
  await note.press('Enter');
  await expect(thirdPage.getByTestId('planner-status')).toContainText('보내지 않은 변경 1개');
  await screenshot(thirdPage, 'planner-offline-ko-phone', { fullPage: false });
  await expect(plan(ownerPage, '감천문화마을').getByLabel('메모')).toHaveValue('');

  // …and arrives once it is back online.
  await third.setOffline(false);
  await expect(thirdPage.getByTestId('planner-status')).toHaveText('모든 변경이 저장됨', seen);
  await expect(plan(ownerPage, '감천문화마을').getByLabel('메모')).toHaveValue('오프라인에서 쓴 메모', seen);
  await expect(plan(editorPage, '감천문화마을').getByLabel('메모')).toHaveValue('오프라인에서 쓴 메모', seen);
  const log = await owner.request.get(`/api/itineraries/${id}/ops?after=0`);
  const entries = ((await log.json()) as { items: { op: { fields?: { note?: string } } }[] }).items;
  expect(entries.filter((entry) => entry.op.fields?.note === '오프라인에서 쓴 메모')).toHaveLength(1);

  // Offline again, the third edits 해운대 while the owner removes it: back online, they are asked
  // "keep mine / discard"; keeping brings the plan back for everyone, with the edit.
  await third.setOffline(true);
  await thirdPage.getByRole('tab', { name: /2일차/ }).click();
  const thirdCost = plan(thirdPage, '해운대해수욕장').getByLabel('비용(원)');
  await thirdCost.fill('45000');
  await thirdCost.press('Enter');
  await expect(thirdPage.getByTestId('planner-status')).toContainText('보내지 않은 변경 1개');
  await plan(ownerPage, '해운대해수욕장').getByRole('button', { name: '해운대해수욕장 삭제' }).click();
  await expect(plan(ownerPage, '해운대해수욕장')).toHaveCount(0);
  await expect(ownerPage.getByTestId('planner-status')).toHaveText('모든 변경이 저장됨', seen);
  await third.setOffline(false);
  const ask = thirdPage.getByRole('dialog', { name: '다른 사람이 삭제한 일정이에요' });
  await expect(ask).toBeVisible(seen);
  await screenshot(thirdPage, 'planner-conflict-ko-phone', { fullPage: false });
  await ask.getByRole('button', { name: '내 것 유지' }).click();
  await expect(plan(ownerPage, '해운대해수욕장').getByTestId('planner-cost')).toHaveText('45,000원', seen);
  await expect(thirdPage.getByTestId('planner-status')).toHaveText('모든 변경이 저장됨', seen);

  await Promise.all([owner.close(), editor.close(), third.close()]);
});

test('each editor sees the other’s add, edit and move within 1 s of its confirmation (measured)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await signedInContext(browser, 'planner-clock-owner');
  const editor = await signedInContext(browser, 'planner-clock-editor');
  const title = `1초 안에 보이는 통영 ${Date.now() % 100000}`;
  const id = await makeTrip(owner, title);
  await joinAsEditor(owner, editor, id);
  const [ownerPage, editorPage] = [await owner.newPage(), await editor.newPage()];
  await openPlanner(ownerPage, id, title);
  await openPlanner(editorPage, id, title);

  const samples = await timeCompanionEdits(ownerPage, editorPage, '통영 장소', 3);
  expectSeenWithinASecond('planner', samples);
  await Promise.all([owner.close(), editor.close()]);
});

test('a viewer reads the planner; a stranger gets the not-found page, or the trip’s page once it is public; undo and redo with the keyboard', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await signedInContext(browser, 'planner-owner2');
  const title = `혼자 짜는 제주 ${Date.now() % 100000}`;
  const id = await makeTrip(owner, title);

  const viewer = await signedInContext(browser, 'planner-viewer', phone);
  const invite = await owner.request.post(`/api/itineraries/${id}/invites`, {
    headers: originHeaders(),
    data: { role: 'viewer' },
  });
  const { token } = (await invite.json()) as { token: string };
  expect(
    (await viewer.request.post(`/api/invites/${token}/accept`, { headers: originHeaders() })).status(),
  ).toBe(200);
  const viewerPage = await viewer.newPage();
  await viewerPage.goto(`/itineraries/${id}/plan`);
  await expect(viewerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(viewerPage.getByTestId('planner-read-only')).toBeVisible();
  await expect(viewerPage.getByLabel('옮길 날')).toHaveCount(0);
  await screenshot(viewerPage, 'planner-viewer-ko-phone', { fullPage: false });
  await viewerPage.getByRole('button', { name: '지도' }).click();
  await expect(viewerPage.getByRole('heading', { name: '1일차 지도' })).toBeVisible();
  await screenshot(viewerPage, 'planner-viewer-map-ko-phone', { fullPage: false });

  const stranger = await signedInContext(browser, 'planner-stranger');
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`/itineraries/${id}/plan`);
  await expect(strangerPage.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();

  const visitor = await browser.newContext({ viewport: phone });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/itineraries/${id}/plan`);
  await expect(visitorPage.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();

  // Published, its planner's address takes whoever may now see the trip to the trip's page: the
  // server sends the address there, and so does the app when it meets the address itself.
  const published = await owner.request.patch(`/api/itineraries/${id}/visibility`, {
    headers: originHeaders(),
    data: { is_public: true },
  });
  expect(published.status(), await published.text()).toBe(200);
  for (const [context, outsider] of [
    [stranger, strangerPage],
    [visitor, visitorPage],
  ] as const) {
    const answer = await context.request.get(`/itineraries/${id}/plan`, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe(`/itineraries/${id}`);
    await outsider.goto(`/itineraries/${id}/plan`);
    await expect(outsider).toHaveURL(new RegExp(`/itineraries/${id}$`));
    await expect(outsider.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await outsider.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/itineraries/${id}/plan`);
    await expect(outsider).toHaveURL(new RegExp(`/itineraries/${id}$`));
    await expect(outsider.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  await visitor.close();

  // The owner reaches the planner from the trip, removes the plan, undoes and redoes it.
  const page = await owner.newPage();
  await page.goto(`/itineraries/${id}`);
  await expect(page.getByRole('link', { name: '플래너에서 편집' })).toBeVisible();
  await screenshot(page, 'planner-link-ko-desktop', { fullPage: false });
  await page.getByRole('link', { name: '플래너에서 편집' }).click();
  await expect(page.getByTestId('planner-status')).toHaveText('모든 변경이 저장됨');
  await plan(page, '해운대해수욕장').getByRole('button', { name: /삭제/ }).click();
  await expect(plan(page, '해운대해수욕장')).toHaveCount(0);
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Control+z');
  await expect(plan(page, '해운대해수욕장')).toBeVisible();
  await page.keyboard.press('Control+Shift+z');
  await expect(plan(page, '해운대해수욕장')).toHaveCount(0);
  await page.getByRole('button', { name: '실행 취소' }).click();
  await expect(plan(page, '해운대해수욕장')).toBeVisible();
  await expect(page.getByTestId('planner-status')).toHaveText('모든 변경이 저장됨', seen);
  // The server holds the plan again (the detail reads it back).
  const detail = await owner.request.get(`/api/itineraries/${id}`);
  const days = ((await detail.json()) as { days: { plans: { destination: string }[] }[] }).days;
  expect(days[0]!.plans.map((p) => p.destination)).toEqual(['해운대해수욕장']);

  // A 08:00 plan added after the 10:00 one is second; 시간순 정렬 puts it first.
  await page.getByLabel('1일차에 직접 입력해 일정 추가').fill('아침 시장');
  await page.getByLabel('1일차에 직접 입력해 일정 추가').press('Enter');
  const time = plan(page, '아침 시장').getByLabel('도착 시간');
  await time.fill('08:00');
  await time.press('Enter');
  const names = day(page, 1).getByRole('listitem');
  await expect(names).toHaveCount(2);
  await expect(names.nth(1)).toHaveAccessibleName(/아침 시장/);
  await day(page, 1).getByRole('button', { name: '시간순 정렬' }).click();
  await expect(names.nth(0)).toHaveAccessibleName(/아침 시장/);

  // A keyboard move puts 해운대 back on top.
  await movePlanByKeyboard(page, { name: '해운대해수욕장', day: 1, from: 2, to: 1 });
  await expect(names.nth(0)).toHaveAccessibleName(/해운대해수욕장/);
  await expect(page.getByTestId('planner-status')).toHaveText('모든 변경이 저장됨', seen);
  const sorted = await owner.request.get(`/api/itineraries/${id}`);
  const order = ((await sorted.json()) as { days: { plans: { destination: string }[] }[] }).days[0]!.plans;
  expect(order.map((p) => p.destination)).toEqual(['해운대해수욕장', '아침 시장']);

  // Back on the trip, the detail shows what was planned (not its copy from before).
  await page.getByRole('link', { name: '여행으로 돌아가기' }).click();
  await expect(page.getByTestId('plan-item')).toHaveCount(2);
  await expect(page.getByTestId('plan-item').nth(1)).toContainText('아침 시장');

  await tour(
    page,
    async ({ language, t, shoot }) => {
      await plannerReady(page, title, language);
      await expect(page.getByRole('button', { name: t('planner.sortByTime') }).first()).toBeVisible();
      await shoot('planner-owner', { fullPage: false });
    },
    { languages: ['en', 'ja'], path: `/itineraries/${id}/plan` },
  );
  await Promise.all([owner.close(), viewer.close(), stranger.close()]);
});

test('the trip’s title and dates change in the planner; shortening past a day with plans is refused with a reason', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await signedInContext(browser, 'planner-owner3', phone);
  const title = `날짜 바꾸는 강릉 ${Date.now() % 100000}`;
  const id = await makeTrip(owner, title);
  const page = await owner.newPage();
  await openPlanner(page, id, title);

  await page.getByRole('button', { name: '여행 정보 수정' }).click();
  const fields = page.getByTestId('planner-trip-fields');
  const newTitle = `${title} 2`;
  await fields.getByLabel('여행 제목').fill(newTitle);
  await fields.getByLabel('여행 제목').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();

  // A fourth day appears with the new end date, and goes with it again.
  await fields.getByLabel('종료일').fill('2026-10-04');
  await fields.getByLabel('종료일').press('Enter');
  await expect(page.getByRole('tab', { name: /4일차/ })).toBeVisible();
  await expect(page.getByTestId('planner-status')).toHaveText('모든 변경이 저장됨', seen);
  await fields.getByLabel('종료일').fill('2026-10-02');
  await fields.getByLabel('종료일').press('Enter');
  await expect(page.getByRole('tab', { name: /4일차/ })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /3일차/ })).toHaveCount(0);

  // Day 2 gets a plan: the trip cannot end on day 1 any more, and the planner says why.
  await page.getByRole('tab', { name: /2일차/ }).click();
  await page.getByLabel('2일차에 직접 입력해 일정 추가').fill('안목해변');
  await page.getByLabel('2일차에 직접 입력해 일정 추가').press('Enter');
  await expect(plan(page, '안목해변')).toBeVisible();
  await fields.getByLabel('종료일').fill('2026-10-01');
  await fields.getByLabel('종료일').press('Enter');
  await expect(page.getByTestId('planner-trip-error')).toHaveText(
    translate('ko', 'planner.errors.daysWithPlans'),
  );
  await expect(fields.getByLabel('종료일')).toHaveValue('2026-10-02');
  await expect(page.getByRole('tab', { name: /2일차/ })).toBeVisible();
  await screenshot(page, 'planner-trip-fields-ko-phone', { fullPage: false });
  await expect(page.getByTestId('planner-status')).toHaveText('모든 변경이 저장됨', seen);

  const detail = await owner.request.get(`/api/itineraries/${id}`);
  const saved = (await detail.json()) as { title: string; end_date: string; days: unknown[] };
  expect(saved).toMatchObject({ title: newTitle, end_date: '2026-10-02' });
  expect(saved.days).toHaveLength(2);

  await tour(
    page,
    async ({ language, t, shoot }) => {
      await plannerReady(page, newTitle, language);
      await page.getByRole('button', { name: t('planner.trip.edit') }).click();
      await page.getByLabel(t('planner.trip.end')).fill('2026-10-01');
      await page.getByLabel(t('planner.trip.end')).press('Enter');
      await expect(page.getByTestId('planner-trip-error')).toHaveText(t('planner.errors.daysWithPlans'));
      await shoot('planner-trip-fields', { fullPage: false });
    },
    { languages: ['en', 'ja'], path: `/itineraries/${id}/plan` },
  );
  await owner.close();
});

test('the search panel adds a searched, a bookmarked and a recently viewed destination to a chosen day', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const owner = await signedInContext(browser, 'planner-owner4');
  const suffix = Date.now().toString(36);
  const title = `찾아 넣는 여수 ${suffix}`;
  const id = await makeTrip(owner, title);
  // Three destinations of the owner's: one to search for, one bookmarked, one viewed.
  const demoPage = (await (await owner.request.get('/api/destinations?limit=1')).json()) as {
    items: { image_url: string }[];
  };
  const made: Record<string, string> = {};
  for (const name of [`검색 바다 ${suffix}`, `북마크 섬 ${suffix}`, `최근 시장 ${suffix}`]) {
    const res = await owner.request.post('/api/destinations', {
      headers: originHeaders(),
      data: {
        title: name,
        description: '플래너 검색 패널 확인',
        location: '전남 여수시',
        category: '자연',
        image_url: demoPage.items[0]!.image_url,
        budget_min: 3000,
        budget_max: 10000,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    made[name] = ((await res.json()) as { id: string }).id;
  }
  const [searched, bookmarked, viewed] = Object.keys(made) as [string, string, string];
  const bookmark = await owner.request.post(`/api/destinations/${made[bookmarked]}/bookmark`, {
    headers: originHeaders(),
  });
  expect(bookmark.status(), await bookmark.text()).toBe(200);

  // Opening a destination's detail remembers it on this browser.
  const page = await owner.newPage();
  await page.goto(`/destinations/${made[viewed]}`);
  await expect(page.getByRole('dialog', { name: viewed })).toBeVisible();

  await openPlanner(page, id, title);
  const panel = page.getByTestId('planner-search');
  await panel.getByLabel('추가할 날').selectOption('2');
  await panel.getByLabel('여행지 검색').fill(searched);
  await panel.getByRole('button', { name: `${searched}을(를) 2일차에 추가` }).click();
  await expect(day(page, 2).getByRole('listitem', { name: new RegExp(searched) })).toBeVisible();

  await panel.getByRole('tab', { name: '북마크' }).click();
  await panel.getByRole('button', { name: `${bookmarked}을(를) 2일차에 추가` }).click();
  await expect(day(page, 2).getByRole('listitem', { name: new RegExp(bookmarked) })).toBeVisible();

  await panel.getByRole('tab', { name: '최근 본 곳' }).click();
  await panel.getByLabel('추가할 날').selectOption('3');
  await panel.getByRole('button', { name: `${viewed}을(를) 3일차에 추가` }).click();
  await expect(day(page, 3).getByRole('listitem', { name: new RegExp(viewed) })).toBeVisible();
  await expect(page.getByTestId('planner-status')).toHaveText('모든 변경이 저장됨', seen);
  await screenshot(page, 'planner-search-ko-desktop', { fullPage: false });

  // The server holds them, linked to their destinations.
  const detail = await owner.request.get(`/api/itineraries/${id}`);
  const days = ((await detail.json()) as { days: { plans: { destination_id: string | null }[] }[] }).days;
  expect(days[1]!.plans.map((p) => p.destination_id)).toEqual([made[searched], made[bookmarked]]);
  expect(days[2]!.plans.map((p) => p.destination_id)).toEqual([made[viewed]]);

  // On a phone the panel is a sheet.
  await page.setViewportSize(phone);
  await page.getByRole('button', { name: '장소 찾기' }).click();
  const sheet = page.getByRole('dialog', { name: '장소를 찾아 일정에 추가' });
  await sheet.getByRole('tab', { name: '최근 본 곳' }).click();
  // It adds to the day on screen (the last one added to) unless another is chosen.
  await expect(sheet.getByRole('button', { name: `${viewed}을(를) 3일차에 추가` })).toBeVisible();
  await screenshot(page, 'planner-search-ko-phone', { fullPage: false });
  await sheet.getByLabel('추가할 날').selectOption('1');
  await sheet.getByRole('button', { name: `${viewed}을(를) 1일차에 추가` }).click();
  await expect(sheet).toHaveCount(0);
  await expect(day(page, 1).getByRole('listitem', { name: new RegExp(viewed) })).toBeVisible();

  for (const language of ['en', 'ja'] as const) {
    await setLanguage(page, language);
    await page.setViewportSize(phone);
    await openPlanner(page, id, title, language);
    await page.getByRole('button', { name: translate(language, 'planner.search.open') }).click();
    const languageSheet = page.getByRole('dialog', {
      name: translate(language, 'planner.search.sheetTitle'),
    });
    await languageSheet.getByRole('tab', { name: translate(language, 'planner.search.bookmarks') }).click();
    await expect(languageSheet.getByText(bookmarked)).toBeVisible();
    await screenshot(page, `planner-search-${language}-phone`, { fullPage: false });
    await page.keyboard.press('Escape');
    await page.setViewportSize(desktop);
    const languagePanel = page.getByTestId('planner-search');
    await expect(languagePanel.getByText(searched)).toBeVisible();
    await languagePanel.getByRole('tab', { name: translate(language, 'planner.search.recent') }).click();
    await expect(languagePanel.getByText(viewed)).toBeVisible();
    await screenshot(page, `planner-search-${language}-desktop`, { fullPage: false });
  }
  await owner.close();
});

test('on a phone, a plan dragged onto another day’s tab moves to the end of that day, and the move is announced', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await signedInContext(browser, 'planner-tab-drop', phone);
  const title = `폰으로 옮기는 여수 ${Date.now() % 100000}`;
  const names = ['오동도', '향일암', '돌산공원', '이순신광장', '낭만포차', '여수해상케이블카'];
  const id = await makeTrip(owner, title, [
    { day_number: 1, plans: names.map((destination) => ({ destination, cost: 0 })) },
    { day_number: 3, plans: [{ destination: '아쿠아플라넷 여수', cost: 0 }] },
  ]);
  const page = await owner.newPage();
  await openPlanner(page, id, title);

  // The last plan of a long day: the page scrolls down to it, the day tabs stay on top.
  const moved = '낭만포차';
  const handle = page.getByRole('button', {
    name: translate('ko', 'itineraries.form.dragHandle', { name: moved }),
  });
  await handle.scrollIntoViewIfNeeded();
  const tab = page.getByRole('tab', { name: /3일차/ });
  await expect(tab).toBeInViewport();
  const from = (await handle.boundingBox())!;
  const to = (await tab.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText(
    translate('ko', 'forms.reorder.overDay', { name: moved, day: '3일차' }),
  );
  await page.mouse.up();
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText(
    translate('ko', 'forms.reorder.droppedDay', { name: moved, day: '3일차' }),
  );
  await expect(page.getByTestId('planner-status')).toHaveText(translate('ko', 'planner.status.saved'), seen);

  // Day 1 lost it; day 3 has it last.
  await expect(day(page, 1).getByTestId('planner-plan')).toHaveCount(5);
  await tab.click();
  await expect(day(page, 3).getByTestId('planner-plan')).toHaveText([/아쿠아플라넷 여수/, /낭만포차/]);
  const trip = (await (await owner.request.get(`/api/itineraries/${id}`)).json()) as {
    days: { day_number: number; plans: { destination: string }[] }[];
  };
  expect(trip.days.find((entry) => entry.day_number === 3)?.plans.map((entry) => entry.destination)).toEqual([
    '아쿠아플라넷 여수',
    moved,
  ]);
  await owner.close();
});
