import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../i18n';
import ko from '@pintrip/shared/locales/ko.json';
import { activeMe, makeDestination } from '../../../../test/fixtures';
import { renderRoute, apiError, deferred, json, type Handler } from '../../../../test/render';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ko');
});

const place = { name: '성산일출봉', address: '제주특별자치도 서귀포시 성산읍', lat: 33.4581, lng: 126.9426 };

async function openCreateDialog(handler: Handler = () => undefined) {
  const utils = renderRoute('/destinations', (call) => {
    if (call.path === '/api/me') return json(activeMe);
    if (call.path === '/api/places/search') return json({ items: call.search.get('q') ? [place] : [] });
    return handler(call);
  });
  const buttons = await screen.findAllByRole('button', { name: '핀포인트 등록' });
  await userEvent.click(buttons[0]!);
  const dialog = await screen.findByRole('dialog', { name: '새 핀포인트 등록' });
  return { ...utils, dialog };
}

function submit(dialog: HTMLElement) {
  return userEvent.click(within(dialog).getByRole('button', { name: '등록하기' }));
}

/** The one message the form shows (the first failing rule). */
async function expectOnlyError(dialog: HTMLElement, message: string) {
  await waitFor(() =>
    expect(
      within(dialog)
        .getAllByTestId('field-error')
        .map((e) => e.textContent),
    ).toEqual([message]),
  );
}

describe('pinpoint form validation', () => {
  it('shows the first failing rule, in the order of the spec, with its message', async () => {
    const { dialog, calls } = await openCreateDialog();
    const field = (name: string | RegExp) => within(dialog).getByLabelText(name);

    await submit(dialog);
    await expectOnlyError(dialog, '핀포인트 이름을 입력해주세요.');
    expect(field('핀포인트 이름')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(field('핀포인트 이름'), '성산일출봉');
    await submit(dialog);
    await expectOnlyError(dialog, '설명을 입력해주세요.');

    await userEvent.type(field('설명'), '일출이 아름다운 곳');
    await submit(dialog);
    await expectOnlyError(dialog, '위치를 입력해주세요.');

    await userEvent.type(field('위치'), '제주 서귀포시');
    await submit(dialog);
    await expectOnlyError(dialog, '카테고리를 선택해주세요.');

    await userEvent.selectOptions(field('카테고리'), '자연');
    await submit(dialog);
    await expectOnlyError(dialog, '이미지를 업로드하거나 URL을 입력해주세요.');

    await userEvent.click(within(dialog).getByRole('button', { name: '이미지 URL' }));
    await userEvent.type(
      within(dialog).getByPlaceholderText('https://example.com/photo.jpg'),
      'https://img.test/a.jpg',
    );
    await submit(dialog);
    await expectOnlyError(dialog, '예산 범위를 입력해주세요.');

    await userEvent.type(field('최소 예산'), '50000');
    await submit(dialog);
    await expectOnlyError(dialog, '예산 범위를 입력해주세요.');

    await userEvent.type(field('최대 예산'), '10000');
    await submit(dialog);
    await expectOnlyError(dialog, '최소 예산이 최대 예산보다 클 수 없습니다.');

    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/destinations')).toBe(false);
  });

  it('Korean messages are exactly those of spec 1 §5', () => {
    expect(ko.destinations.errors).toMatchObject({
      title_required: '핀포인트 이름을 입력해주세요.',
      description_required: '설명을 입력해주세요.',
      location_required: '위치를 입력해주세요.',
      category_required: '카테고리를 선택해주세요.',
      image_required: '이미지를 업로드하거나 URL을 입력해주세요.',
      budget_required: '예산 범위를 입력해주세요.',
      budget_min_exceeds_max: '최소 예산이 최대 예산보다 클 수 없습니다.',
    });
  });
});

async function fillValidForm(dialog: HTMLElement) {
  const field = (name: string) => within(dialog).getByLabelText(name);
  await userEvent.type(field('핀포인트 이름'), '성산일출봉');
  await userEvent.type(field('설명'), '일출이 아름다운 곳');
  await userEvent.type(within(dialog).getByTestId('place-search'), '성산');
  await userEvent.click(await within(dialog).findByRole('button', { name: /성산일출봉/ }));
  await userEvent.selectOptions(field('카테고리'), '자연');
  await userEvent.click(within(dialog).getByRole('button', { name: '이미지 URL' }));
  await userEvent.type(
    within(dialog).getByPlaceholderText('https://example.com/photo.jpg'),
    'https://img.test/a.jpg',
  );
  await userEvent.type(field('최소 예산'), '10000');
  await userEvent.type(field('최대 예산'), '50000');
  await userEvent.type(field('해시태그'), '제주,#일출,');
}

describe('pinpoint form', () => {
  it('sets location and coordinates from the place search, and registers once on a double click', async () => {
    const answer = deferred();
    const { dialog, calls } = await openCreateDialog((call) =>
      call.method === 'POST' && call.path === '/api/destinations' ? answer.promise : undefined,
    );
    await fillValidForm(dialog);
    expect(within(dialog).getByLabelText('위치')).toHaveValue('제주특별자치도 서귀포시 성산읍 성산일출봉');
    expect(within(dialog).getByTestId('picked-coordinates')).toHaveTextContent(
      '위도 33.45810, 경도 126.94260',
    );

    const button = within(dialog).getByRole('button', { name: '등록하기' });
    await userEvent.dblClick(button);
    expect(await within(dialog).findByRole('button', { name: '등록 중...' })).toBeDisabled();
    const posts = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/destinations');
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.body).toEqual({
      title: '성산일출봉',
      description: '일출이 아름다운 곳',
      location: '제주특별자치도 서귀포시 성산읍 성산일출봉',
      lat: 33.4581,
      lng: 126.9426,
      category: '자연',
      image_url: 'https://img.test/a.jpg',
      budget_min: 10000,
      budget_max: 50000,
      rating: 5,
      hashtags: ['#제주', '#일출'],
    });
    await act(async () => {
      answer.resolve(json(makeDestination({ id: 'new-1', title: '성산일출봉' }), 201));
      await answer.promise;
    });
    expect(await screen.findByText('핀포인트가 등록되었습니다.')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
  });

  it('shows the rule message for a server error code', async () => {
    const { dialog } = await openCreateDialog((call) =>
      call.method === 'POST' && call.path === '/api/destinations'
        ? apiError(400, 'budget_min_exceeds_max', { budget_min: 'budget_min_exceeds_max' })
        : undefined,
    );
    await fillValidForm(dialog);
    await submit(dialog);
    await expectOnlyError(dialog, '최소 예산이 최대 예산보다 클 수 없습니다.');
  });

  it('says that registering failed on any other error', async () => {
    const { dialog } = await openCreateDialog((call) =>
      call.method === 'POST' && call.path === '/api/destinations'
        ? apiError(500, 'internal_error')
        : undefined,
    );
    await fillValidForm(dialog);
    await submit(dialog);
    expect(await within(dialog).findByTestId('form-error')).toHaveTextContent(
      '핀포인트 등록에 실패했습니다. 다시 시도해주세요.',
    );
    expect(within(dialog).getByRole('button', { name: '등록하기' })).toBeEnabled();
  });

  it('refuses a file that is not an image', async () => {
    const { dialog, calls } = await openCreateDialog();
    const input = within(dialog).getByTestId('image-file');
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(await within(dialog).findByText('이미지 파일만 업로드할 수 있습니다.')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/uploads'))).toBe(false);
  });

  it('edits with the values filled in and a PATCH', async () => {
    const destination = makeDestination({ id: 'd-9', title: '경복궁', user_id: activeMe.id, rating: 9 });
    const { calls } = renderRoute('/destinations/d-9', (call) => {
      if (call.path === '/api/me') return json(activeMe);
      if (call.path === '/api/destinations/d-9' && call.method === 'PATCH')
        return json({ ...destination, title: '경복궁 야간개장' });
      if (call.path === '/api/destinations/d-9') return json(destination);
      return undefined;
    });
    const detail = await screen.findByRole('dialog', { name: '경복궁' });
    await userEvent.click(await within(detail).findByRole('button', { name: '수정' }));
    const dialog = await screen.findByRole('dialog', { name: '핀포인트 수정' });
    const title = within(dialog).getByLabelText('핀포인트 이름');
    expect(title).toHaveValue('경복궁');
    expect(within(dialog).getByRole('slider', { name: '평점' })).toHaveValue('9');
    expect(within(dialog).getByRole('button', { name: '#제주 태그 삭제' })).toBeInTheDocument();
    await userEvent.clear(title);
    await userEvent.type(title, '경복궁 야간개장');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장하기' }));
    expect(await screen.findByText('핀포인트가 수정되었습니다.')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({ title: '경복궁 야간개장', rating: 9 });
    expect(await screen.findByRole('dialog', { name: '경복궁 야간개장' })).toBeInTheDocument();
  });
});
