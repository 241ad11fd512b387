import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import i18n from '../../../i18n';
import { activeMe as me, makeItinerary } from '../../../../test/fixtures';
import { json, renderInApp, renderRoute } from '../../../../test/render';
import { draftToWrite, emptyPlan, type DayDraft } from '../lib/draft';
import { createFormatters } from '@pintrip/shared';
import { planAnnouncements } from '../lib/plan-announcements';
import { PlanEditor } from './plan-editor';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ko');
});

async function openNewForm() {
  const utils = renderRoute('/itineraries', (call) => {
    if (call.path === '/api/me') return json(me);
    if (call.path === '/api/itineraries' && call.method === 'GET')
      return json({ items: [], next_cursor: null });
    return undefined;
  });
  await userEvent.click(await screen.findByTestId('create-itinerary'));
  const dialog = await screen.findByRole('dialog', { name: '새 여행 일정' });
  return { ...utils, dialog };
}

describe('itinerary form: asking before discarding (issue 20 item 8)', () => {
  it('closes an untouched form at once on Escape', async () => {
    await openNewForm();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '새 여행 일정' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before Escape, the close button or 취소 throw a filled form away', async () => {
    const { dialog } = await openNewForm();
    await userEvent.type(within(dialog).getByLabelText('여행 테마'), '부산 여행');

    // Escape asks; keeping the form keeps what was typed.
    await userEvent.keyboard('{Escape}');
    let question = await screen.findByRole('alertdialog', { name: '저장하지 않고 닫을까요?' });
    expect(question).toHaveTextContent('저장하지 않은 내용은 사라집니다.');
    await userEvent.click(within(question).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(dialog).getByLabelText('여행 테마')).toHaveValue('부산 여행');

    // The title bar's close button asks too.
    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    question = await screen.findByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // So does the form's own 취소; confirming closes the form.
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    question = await screen.findByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: '저장하지 않고 닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '새 여행 일정' })).toBeNull());
  });

  it('an edit form closes at once until something changes, then asks', async () => {
    const mine = makeItinerary({ id: 'mine-1', user_id: me.id, title: '내 제주' });
    renderRoute('/itineraries/mine-1', (call) => {
      if (call.path === '/api/me') return json(me);
      if (call.path === '/api/itineraries/mine-1') return json(mine);
      if (call.path.endsWith('/recommendations')) return json({ items: [] });
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: '수정' }));
    let dialog = await screen.findByRole('dialog', { name: '일정 수정' });
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '일정 수정' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.click(await screen.findByRole('button', { name: '수정' }));
    dialog = await screen.findByRole('dialog', { name: '일정 수정' });
    await userEvent.click(within(dialog).getByRole('button', { name: '섭지코지 삭제' }));
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog', { name: '저장하지 않고 닫을까요?' })).toBeInTheDocument();
  });
});

function days(): DayDraft[] {
  return [
    {
      day_number: 1,
      plans: [
        emptyPlan({ key: 'plan-a1', destination: '남산타워' }),
        emptyPlan({ key: 'plan-b2', destination: '경복궁' }),
        emptyPlan({ key: 'plan-c3', destination: '' }),
      ],
    },
    { day_number: 2, plans: [] },
  ];
}

function Editor() {
  const [value, setValue] = useState(days);
  return <PlanEditor days={value} selectedDay={1} onSelectDay={() => undefined} onChange={setValue} />;
}

describe('plan reordering announcements (issue 20 item 10)', () => {
  it('names the plan and its position when picked up and dropped with the keyboard, never its key', async () => {
    renderInApp(<Editor />);
    const handle = await screen.findByRole('button', { name: '경복궁 순서 바꾸기' });
    // The instructions are read in the page's language.
    const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(instructions).toHaveTextContent('스페이스 키로 집고');
    // jsdom has no scrolling; dnd-kit scrolls the picked plan into view.
    Element.prototype.scrollIntoView ??= () => undefined;
    // Everything dnd-kit's live region says, in order (jsdom has no layout, so whatever the plan
    // is "over" is arbitrary; the cancel sentence is not).
    const region = document.querySelector('[id^="DndLiveRegion"]')!;
    const said: string[] = [];
    const observer = new MutationObserver(() => said.push(region.textContent ?? ''));
    observer.observe(region, { childList: true, characterData: true, subtree: true });
    handle.focus();
    await userEvent.keyboard(' ');
    // React shows the last of "picked up" and "over …" it is told in one go; both name the plan.
    await waitFor(() => expect(said.some((text) => text.startsWith('‘경복궁’ 일정'))).toBe(true));
    await act(async () => {
      await userEvent.keyboard('{Escape}');
    });
    await waitFor(() => expect(said).toContain('‘경복궁’ 일정 옮기기를 취소했습니다. 2번째 그대로입니다.'));
    observer.disconnect();
    expect(said.join(' ')).not.toMatch(/plan-|Draggable|droppable/i);
  });

  it('says where the plan went, by position or day, in ko, en and ja', async () => {
    const day = days()[0]!;
    const event = (over: string | null) =>
      ({ active: { id: 'plan-b2' }, over: over ? { id: over } : null }) as unknown as Parameters<
        NonNullable<ReturnType<typeof planAnnouncements>['onDragEnd']>
      >[0];
    await i18n.loadLanguages(['en', 'ja']);
    const said = (language: string) => {
      const t = i18n.getFixedT(language) as TFunction;
      const a = planAnnouncements(t, day, createFormatters(language, t).dayNumber);
      return [a.onDragEnd(event('plan-a1')), a.onDragEnd(event('day-tab-2')), a.onDragOver(event('plan-c3'))];
    };
    const ko = i18n.getFixedT('ko') as TFunction;
    const koDay = createFormatters('ko', ko).dayNumber;
    expect(planAnnouncements(ko, day, koDay).onDragStart(event(null))).toBe(
      '‘경복궁’ 일정을 들었습니다. 3개 중 2번째입니다.',
    );
    expect(said('ko')).toEqual([
      '‘경복궁’ 일정을 1번째 일정으로 옮겼습니다.',
      '‘경복궁’ 일정이 이제 2일차에 있습니다.',
      '‘경복궁’ 일정이 3번째 자리에 있습니다.',
    ]);
    expect(said('en')[0]).toBe('Moved “경복궁” to plan 1.');
    expect(said('ja')[0]).toBe('「경복궁」を1番目の予定に移動しました。');
    // A plan without a name is still named in words.
    const t = i18n.getFixedT('ko') as TFunction;
    expect(planAnnouncements(t, day, koDay).onDragStart({ active: { id: 'plan-c3' } } as never)).toBe(
      '‘이름 없는 일정’ 일정을 들었습니다. 3개 중 3번째입니다.',
    );
  });
});

describe('a free-text plan gets a place (issue 20 item 9)', () => {
  it('finds the place with the place search and keeps its coordinates for saving', async () => {
    let latest: DayDraft[] = [];
    function FreeText() {
      const [value, setValue] = useState<DayDraft[]>([
        { day_number: 1, plans: [emptyPlan({ key: 'plan-x', destination: '남산 산책' })] },
      ]);
      latest = value;
      return <PlanEditor days={value} selectedDay={1} onSelectDay={() => undefined} onChange={setValue} />;
    }
    const { calls } = renderInApp(<FreeText />, (call) =>
      call.path === '/api/places/search'
        ? json({
            items: [
              { name: 'N서울타워', address: '서울 용산구 남산공원길 105', lat: 37.5512, lng: 126.9882 },
            ],
          })
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: '위치 찾기' }));
    const box = screen.getByRole('combobox', { name: '장소 검색' });
    expect(box).toHaveFocus();
    await userEvent.type(box, '남산');
    await userEvent.click(await screen.findByRole('button', { name: /N서울타워/ }));
    expect(await screen.findByTestId('plan-place')).toHaveTextContent('지도에 표시됨');
    expect(calls.some((c) => c.path === '/api/places/search' && c.search.get('q') === '남산')).toBe(true);
    expect(latest[0]!.plans[0]).toMatchObject({
      lat: 37.5512,
      lng: 126.9882,
      location: '서울 용산구 남산공원길 105 N서울타워',
    });
    const body = draftToWrite({ title: 't', start_date: '2026-06-01', end_date: '2026-06-01', days: latest });
    expect(body.days?.[0]?.plans?.[0]).toMatchObject({ lat: 37.5512, lng: 126.9882 });

    // Cleared, it is sent without coordinates.
    await userEvent.click(screen.getByRole('button', { name: '위치 지우기' }));
    expect(screen.queryByTestId('plan-place')).toBeNull();
    const cleared = draftToWrite({
      title: 't',
      start_date: '2026-06-01',
      end_date: '2026-06-01',
      days: latest,
    });
    expect(cleared.days?.[0]?.plans?.[0]).not.toHaveProperty('lat');
  });

  it('a linked plan offers no place search: it is where its destination is', async () => {
    renderInApp(
      <PlanEditor
        days={[
          {
            day_number: 1,
            plans: [
              emptyPlan({
                key: 'plan-l',
                destination: '성산일출봉',
                destination_id: '0b0c7f4e-8d3a-4f6e-9a41-2b1c3d4e5f60',
                lat: 33.45,
                lng: 126.94,
              }),
            ],
          },
        ]}
        selectedDay={1}
        onSelectDay={() => undefined}
        onChange={() => undefined}
      />,
    );
    await screen.findByText('성산일출봉');
    expect(screen.queryByRole('button', { name: '위치 찾기' })).toBeNull();
  });
});
