import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../i18n';
import { activeMe as me } from '../../../../test/fixtures';
import { json, renderRoute } from '../../../../test/render';

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

describe('새 일정: asking before discarding (issue 20 item 8)', () => {
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
});
