/** Issue 20 items 16 and 20: the report dialog's reasons, the notices of hidden items, the owner's banner. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notice } from '@pintrip/shared';
import { makeDestination, makeItinerary, makeMe } from '../../../../test/fixtures';
import { apiError, json, renderInApp, renderRoute, type Call } from '../../../../test/render';
import i18n from '../../../i18n';
import { HiddenNotices } from './hidden-notices';
import { ReportButton } from './report-button';

const me = makeMe();
const notice = (overrides: Partial<Notice>): Notice => ({
  id: crypto.randomUUID(),
  kind: 'item_hidden',
  target_type: 'destination',
  target_id: '11111111-1111-4111-8111-111111111111',
  created_at: '2025-11-24T09:00:00+09:00',
  target_title: '제주 바다 카페',
  target_destination_id: '11111111-1111-4111-8111-111111111111',
  reason_code: null,
  ...overrides,
});

describe('report dialog', () => {
  const open = async () => {
    const user = userEvent.setup();
    const result = renderInApp(
      <ReportButton targetType="comment" targetId="22222222-2222-4222-8222-222222222222" />,
      (call: Call) => {
        if (call.path === '/api/me') return json(me);
        if (call.path === '/api/reports') return json({ id: 'r1' }, 201);
        return undefined;
      },
    );
    await user.click(screen.getByRole('button', { name: '신고' }));
    return { user, ...result, dialog: await screen.findByRole('dialog', { name: '신고하기' }) };
  };

  it('offers the five preset reasons; a preset needs no words and is sent as reason_code', async () => {
    const { user, calls, dialog } = await open();
    const group = within(dialog).getByRole('group', { name: '신고 사유' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['스팸', '부적절한 내용', '잘못된 정보', '저작권', '기타']);
    // Nothing chosen: refused here, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: '신고' }));
    expect(await within(dialog).findByText('신고 사유를 선택해주세요.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/reports')).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: '저작권' }));
    expect(within(dialog).getByRole('textbox', { name: '자세한 내용 (선택)' })).not.toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: '신고' }));
    expect(await screen.findByText('신고가 접수되었습니다.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/reports')?.body).toEqual({
      target_type: 'comment',
      target_id: '22222222-2222-4222-8222-222222222222',
      reason_code: 'copyright',
      reason: null,
    });
  });

  it('"기타" needs words of its own, and sends them', async () => {
    const { user, calls, dialog } = await open();
    await user.click(within(dialog).getByRole('radio', { name: '기타' }));
    const details = within(dialog).getByRole('textbox', { name: '자세한 내용 (필수)' });
    expect(details).toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: '신고' }));
    expect(await within(dialog).findByText('신고 사유를 입력해주세요.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/reports')).toBe(false);
    await user.type(details, '  개인정보가 적혀 있어요 ');
    await user.click(within(dialog).getByRole('button', { name: '신고' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/reports')?.body).toMatchObject({
        reason_code: 'other',
        reason: '개인정보가 적혀 있어요',
      }),
    );
  });

  it('shows the server refusal by its code', async () => {
    const user = userEvent.setup();
    renderInApp(<ReportButton targetType="destination" targetId="d1" />, (call: Call) =>
      call.path === '/api/reports' ? apiError(409, 'already_reported') : undefined,
    );
    await user.click(screen.getByRole('button', { name: '이 여행지 신고' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '스팸' }));
    await user.click(within(dialog).getByRole('button', { name: '신고' }));
    expect(await within(dialog).findByText('이미 신고한 항목입니다.')).toBeInTheDocument();
  });
});

describe('hidden notices (My Page)', () => {
  it('uses the right particle, names each item by its title, links to it and gives the preset reason', async () => {
    renderInApp(<HiddenNotices />, {
      '/api/me/notices': json({
        items: [
          notice({ reason_code: 'spam' }),
          notice({
            target_type: 'comment',
            target_id: '33333333-3333-4333-8333-333333333333',
            target_title: '싸게 팝니다',
            target_destination_id: '44444444-4444-4444-8444-444444444444',
          }),
          notice({
            target_type: 'itinerary',
            target_id: '55555555-5555-4555-8555-555555555555',
            target_title: '부산 2박 3일',
            target_destination_id: null,
            reason_code: 'copyright',
          }),
          notice({ target_type: 'itinerary', target_title: null, target_destination_id: null }),
        ],
      }),
    });
    const items = await screen.findAllByTestId('hidden-notice');
    expect(items).toHaveLength(4);
    const [place, comment, trip, gone] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(place).toHaveTextContent('회원님의 여행지가 신고 검토 후 숨김 처리되었습니다');
    expect(place).toHaveTextContent('사유: 스팸');
    expect(within(place).getByRole('link', { name: '제주 바다 카페' })).toHaveAttribute(
      'href',
      '/destinations/11111111-1111-4111-8111-111111111111',
    );
    expect(comment).toHaveTextContent('회원님의 댓글이 신고 검토 후 숨김 처리되었습니다');
    expect(within(comment).getByRole('link', { name: '싸게 팝니다' })).toHaveAttribute(
      'href',
      '/destinations/44444444-4444-4444-8444-444444444444',
    );
    expect(trip).toHaveTextContent('회원님의 일정이 신고 검토 후 숨김 처리되었습니다');
    expect(trip).toHaveTextContent('사유: 저작권');
    expect(within(trip).getByRole('link', { name: '부산 2박 3일' })).toHaveAttribute(
      'href',
      '/itineraries/55555555-5555-4555-8555-555555555555',
    );
    expect(gone).toHaveTextContent('삭제된 항목');
    expect(within(gone).queryByRole('link')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/이\(가\)/);
  });

  it('reads naturally in English and Japanese', async () => {
    for (const [language, text] of [
      ['en', 'Your destination was hidden after a report was reviewed'],
      ['ja', 'あなたの旅行先は通報の確認後、非表示になりました'],
    ] as const) {
      await act(async () => {
        await i18n.changeLanguage(language);
      });
      const { unmount } = renderInApp(<HiddenNotices />, {
        '/api/me/notices': json({ items: [notice({})] }),
      });
      expect(await screen.findByTestId('hidden-notice')).toHaveTextContent(text);
      unmount();
    }
    await act(async () => {
      await i18n.changeLanguage('ko');
    });
  });
});

describe("the owner's hidden banner", () => {
  const hiddenPlace = makeDestination({
    id: '66666666-6666-4666-8666-666666666666',
    user_id: me.id,
    is_hidden: true,
  });

  it('the owner of a hidden destination sees why in its detail; nobody else sees a banner', async () => {
    const answers = (who: typeof me | null) => (call: Call) => {
      if (call.path === '/api/me') return who ? json(who) : apiError(401, 'unauthorized');
      if (call.path === `/api/destinations/${hiddenPlace.id}`) return json(hiddenPlace);
      if (call.path === '/api/destinations') return json({ items: [hiddenPlace], next_cursor: null });
      if (call.path === '/api/me/notices')
        return json({ items: [notice({ target_id: hiddenPlace.id, reason_code: 'misinformation' })] });
      return undefined;
    };
    const { calls, unmount } = renderRoute(`/destinations/${hiddenPlace.id}`, answers(me));
    const banner = await screen.findByTestId('hidden-banner', {}, { timeout: 5000 });
    expect(banner).toHaveTextContent('이 여행지는 관리자가 숨김 처리했습니다.');
    await waitFor(() => expect(banner).toHaveTextContent('신고 사유: 잘못된 정보.'));
    expect(calls.find((c) => c.path === '/api/me/notices')?.search.get('target_id')).toBe(hiddenPlace.id);
    unmount();

    // An admin looking at someone else's hidden destination: no owner's banner.
    renderRoute(`/destinations/${hiddenPlace.id}`, answers(makeMe({ id: 'admin-1', is_admin: true })));
    expect(await screen.findByTestId('destination-detail')).toBeInTheDocument();
    expect(screen.queryByTestId('hidden-banner')).not.toBeInTheDocument();
  });

  it("the owner's hidden itinerary says so, from the notice about it", async () => {
    const trip = makeItinerary({ id: '77777777-7777-4777-8777-777777777777', user_id: me.id });
    renderRoute(`/itineraries/${trip.id}`, (call: Call) => {
      if (call.path === '/api/me') return json(me);
      if (call.path === `/api/itineraries/${trip.id}`) return json(trip);
      if (call.path === '/api/me/notices') {
        return json({
          items:
            call.search.get('target_id') === trip.id
              ? [notice({ target_type: 'itinerary', target_id: trip.id, reason_code: null })]
              : [],
        });
      }
      return undefined;
    });
    // The itinerary page is a lazy chunk: give it time on a loaded machine.
    const banner = await screen.findByTestId('hidden-banner', {}, { timeout: 5000 });
    expect(banner).toHaveTextContent('이 일정은 관리자가 숨김 처리했습니다.');
    expect(banner).toHaveTextContent('신고 검토 결과입니다.');
  });
});
