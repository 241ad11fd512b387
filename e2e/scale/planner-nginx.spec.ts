import { expect, test, type BrowserContext } from '@playwright/test';
import { desktop, signedInContext } from '../support/accounts';
import {
  expectSeenWithinASecond,
  joinAsEditor,
  makeTrip,
  openPlanner,
  plan,
  seen,
  timeCompanionEdits,
} from '../support/planner';
import { screenshotSideBySide } from '../support/screenshot';

/*
 * The planner through two app instances, each behind its own nginx running the shipped
 * deploy/nginx.conf (issue 22: "the same through two instances behind the shipped nginx.conf";
 * scale-global-setup.ts starts them): an operation applied on one instance reaches the other
 * companion's planner through PostgreSQL's NOTIFY and the other instance's event stream.
 */

const nginxA = process.env.E2E_NGINX_A!;
const nginxB = process.env.E2E_NGINX_B!;

interface LogEntry {
  seq: number;
  op_id: string;
  user_id: string;
  op: { fields?: { note?: string; cost?: number } };
}

/** The trip's whole operation log, read by `who` through its own instance. */
async function opsLog(who: BrowserContext, id: string) {
  const answer = await who.request.get(`/api/itineraries/${id}/ops?after=0&limit=500`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { items: LogEntry[]; op_seq: number; has_more: boolean };
}

test('two editors on two instances behind nginx see each other’s add, edit and move within 1 s; offline edits arrive once (ko)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A through nginx 1 (instance a), B and the offline C through nginx 2 (instance b).
  const [owner, editor, third] = await Promise.all([
    signedInContext(browser, 'nginx-owner', desktop, { baseURL: nginxA }),
    signedInContext(browser, 'nginx-editor', desktop, { baseURL: nginxB }),
    signedInContext(browser, 'nginx-third', desktop, { baseURL: nginxB }),
  ]);
  const title = `두 서버로 짜는 부산 ${Date.now() % 100000}`;
  const id = await makeTrip(owner, title);
  await joinAsEditor(owner, editor, id);
  await joinAsEditor(owner, third, id);

  const [ownerPage, editorPage, thirdPage] = await Promise.all([
    owner.newPage(),
    editor.newPage(),
    third.newPage(),
  ]);
  await Promise.all([
    openPlanner(ownerPage, id, title),
    openPlanner(editorPage, id, title),
    openPlanner(thirdPage, id, title),
  ]);
  expect(new URL(ownerPage.url()).origin).toBe(nginxA);
  expect(new URL(editorPage.url()).origin).toBe(nginxB);

  // Add, edit and move, each direction: on the other's screen within a second of the answer.
  const samples = await timeCompanionEdits(ownerPage, editorPage, '부산 장소', 2);
  expectSeenWithinASecond('planner through two instances behind nginx', samples);

  // C goes offline and edits two plans: both wait, counted in the header, and reach nobody…
  await third.setOffline(true);
  const note = plan(thirdPage, '해운대해수욕장').getByLabel('메모');
  await note.fill('오프라인에서 쓴 메모');
  await note.press('Enter');
  const cost = plan(thirdPage, '부산 장소 1').getByLabel('비용(원)');
  await cost.fill('45000');
  await cost.press('Enter');
  await expect(thirdPage.getByTestId('planner-status')).toContainText('보내지 않은 변경 2개');
  await expect(plan(ownerPage, '해운대해수욕장').getByLabel('메모')).toHaveValue('');

  // …until it is back online: then both companions, on either instance, have them.
  await third.setOffline(false);
  await expect(thirdPage.getByTestId('planner-status')).toHaveText('모든 변경이 저장됨', seen);
  for (const page of [ownerPage, editorPage]) {
    await expect(plan(page, '해운대해수욕장').getByLabel('메모')).toHaveValue('오프라인에서 쓴 메모', seen);
    await expect(plan(page, '부산 장소 1').getByTestId('planner-cost')).toHaveText('45,000원', seen);
  }
  await screenshotSideBySide(
    browser,
    [
      { page: ownerPage, caption: `A (owner) — nginx 1 → instance a (${nginxA})` },
      { page: editorPage, caption: `B (editor) — nginx 2 → instance b (${nginxB})` },
    ],
    'planner-nginx-two-instances-ko-desktop',
  );

  // Exactly once: read through both instances, the log is the same, every operation in it once,
  // in an unbroken sequence, and C's two offline edits are in it once each.
  const [logA, logB] = await Promise.all([opsLog(owner, id), opsLog(editor, id)]);
  expect(logB).toEqual(logA);
  expect(logA.has_more).toBe(false);
  const opIds = logA.items.map((entry) => entry.op_id);
  expect(new Set(opIds).size).toBe(opIds.length);
  expect(logA.items.map((entry) => entry.seq)).toEqual(
    Array.from({ length: logA.items.length }, (_, i) => logA.op_seq - logA.items.length + 1 + i),
  );
  const offline = logA.items.filter(
    (entry) => entry.op.fields?.note === '오프라인에서 쓴 메모' || entry.op.fields?.cost === 45_000,
  );
  expect(offline).toHaveLength(2);
  const me = (await (await third.request.get('/api/me')).json()) as { id: string };
  expect(offline.every((entry) => entry.user_id === me.id)).toBe(true);

  await Promise.all([owner.close(), editor.close(), third.close()]);
});
