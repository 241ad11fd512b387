import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commentMessageCodes, type Comment, type Me } from '@pintrip/shared';
import { installFakeEventSource } from '../../../../test/fake-event-source';
import i18n from '../../../i18n';
import ko from '@pintrip/shared/locales/ko.json';
import { makeMe } from '../../../../test/fixtures';
import { apiError, json, renderInApp, type Call, type Handler, type Reply } from '../../../../test/render';
import { useAuthDialogs } from '../../auth';
import { CommentThread } from './comment-thread';

const destinationId = '11111111-1111-4111-8111-111111111111';
const me = makeMe({ id: 'me' });

let sequence = 0;
function comment(overrides: Partial<Comment> = {}): Comment {
  sequence += 1;
  return {
    id: `c${sequence}`,
    destination_id: destinationId,
    user_id: 'someone',
    parent_id: null,
    depth: 1,
    content: `댓글 ${sequence}`,
    created_at: new Date(Date.now() - 3 * 60_000).toISOString(),
    display_name: '여행자',
    avatar_url: null,
    likes_count: 0,
    dislikes_count: 0,
    user_like: null,
    is_deleted: false,
    ...overrides,
  };
}

/** Answers the API from `handler`; /api/me answers `viewer` (null: a visitor, 401). */
function setup(viewer: Me | null, handler: Handler) {
  function DialogProbe() {
    const { mode } = useAuthDialogs();
    return <output data-testid="auth-mode">{mode ?? 'none'}</output>;
  }
  const { calls, queryClient, ...view } = renderInApp(
    <>
      <CommentThread destinationId={destinationId} />
      <DialogProbe />
    </>,
    (call) =>
      call.path === '/api/me'
        ? viewer
          ? json(viewer)
          : apiError(401, 'unauthorized')
        : (handler(call) ?? apiError(404, 'not_found')),
  );
  return { calls, view, queryClient };
}

const listPath = `/api/destinations/${destinationId}/comments`;
const listOf =
  (items: Comment[]): Handler =>
  (call) =>
    call.method === 'GET' && call.path === listPath ? { status: 200, body: { items } } : undefined;

describe('CommentThread', () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('ko');
  });

  it('shows the thread in order, indenting replies at most two steps', async () => {
    const a = comment({ content: 'A' });
    const a1 = comment({ content: 'A1', parent_id: a.id, depth: 2 });
    const a11 = comment({ content: 'A11', parent_id: a1.id, depth: 3 });
    const a111 = comment({ content: 'A111', parent_id: a11.id, depth: 4 });
    const b = comment({ content: 'B' });
    setup(me, listOf([a, a1, a11, a111, b]));
    await screen.findByText('A111');
    const rows = screen.getAllByTestId('comment');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(['A', 'A1', 'A11', 'A111', 'B']);
    expect(rows.map((row) => row.dataset.indent)).toEqual(['0', '1', '2', '2', '0']);
    // Four visible comments and one more: the count badge says 5.
    expect(within(screen.getByRole('heading', { name: /댓글/ })).getByText('5')).toBeInTheDocument();
    // Relative times in the chosen language.
    expect(screen.getAllByText('3분 전')).toHaveLength(5);
  });

  it('toggles the reply target, and clears it after the reply is posted', async () => {
    const parent = comment({ content: '부모 댓글', display_name: '민지' });
    const posted: Call[] = [];
    setup(me, (call) => {
      if (call.method === 'POST' && call.path === listPath) {
        posted.push(call);
        const body = call.body as { content: string; parent_id: string };
        return { status: 201, body: comment({ ...body, depth: 2, user_id: me.id, display_name: '나' }) };
      }
      return listOf([parent])(call);
    });
    const replyButton = await screen.findByRole('button', { name: '답글' });
    expect(replyButton).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(replyButton);
    expect(replyButton).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('form', { name: '민지님에게 답글 작성' })).toBeInTheDocument();
    // Pressing again cancels.
    await userEvent.click(replyButton);
    expect(screen.queryByRole('form', { name: '민지님에게 답글 작성' })).not.toBeInTheDocument();

    await userEvent.click(replyButton);
    const form = screen.getByRole('form', { name: '민지님에게 답글 작성' });
    await userEvent.type(within(form).getByRole('textbox'), '  저도 가보고 싶어요 ');
    await userEvent.click(within(form).getByRole('button', { name: '답글 작성' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toEqual({ content: '저도 가보고 싶어요', parent_id: parent.id });
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: '민지님에게 답글 작성' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: '답글' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows visitors the login notice and no comments, with a button that opens the login dialog', async () => {
    const { calls } = setup(null, listOf([comment({ content: '비밀 댓글' })]));
    expect(await screen.findByText('댓글을 확인하시려면 로그인하세요')).toBeInTheDocument();
    expect(screen.queryByText('비밀 댓글')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === listPath)).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByTestId('auth-mode')).toHaveTextContent('login');
  });

  it('shows a deactivated user the comments and the inactive notice, without a form or reply buttons', async () => {
    setup({ ...me, is_active: false }, listOf([comment({ content: '읽을 수 있어요' })]));
    expect(await screen.findByText('읽을 수 있어요')).toBeInTheDocument();
    expect(screen.getByText('비활성화된 계정은 댓글을 작성할 수 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '답글' })).not.toBeInTheDocument();
  });

  it('renders markup as plain text: no element is created from the content', async () => {
    const { view } = setup(
      me,
      listOf([comment({ content: '<img src=x onerror=alert(1)><script>alert(2)</script><b>굵게</b>' })]),
    );
    expect(
      await screen.findByText('<img src=x onerror=alert(1)><script>alert(2)</script><b>굵게</b>'),
    ).toBeInTheDocument();
    expect(view.container.querySelector('img')).toBeNull();
    expect(view.container.querySelector('script')).toBeNull();
    expect(view.container.querySelector('b')).toBeNull();
  });

  it('turns http(s) addresses into safe links and leaves other schemes as text', async () => {
    setup(
      me,
      listOf([
        comment({
          content: '후기: https://example.com/jeju?day=1. 그리고 (www.visitjeju.net) javascript:alert(1)',
        }),
      ]),
    );
    const link = await screen.findByRole('link', { name: 'https://example.com/jeju?day=1' });
    expect(link).toHaveAttribute('href', 'https://example.com/jeju?day=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(screen.getByRole('link', { name: 'www.visitjeju.net' })).toHaveAttribute(
      'href',
      'https://www.visitjeju.net/',
    );
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText(/javascript:alert\(1\)/)).toBeInTheDocument();
  });

  it('validates before posting and shows the server messages', async () => {
    const deep = comment({ content: '여섯 번째', depth: 6, parent_id: 'p' });
    let answer: Reply = { status: 500, body: { error: { code: 'internal_error', message: 'boom' } } };
    const posts: Call[] = [];
    setup(me, (call) => {
      if (call.method === 'POST') {
        posts.push(call);
        return answer;
      }
      return listOf([deep])(call);
    });
    const main = await screen.findByRole('form', { name: '댓글 작성' });
    const submit = within(main).getByRole('button', { name: '댓글 작성' });
    await userEvent.type(within(main).getByRole('textbox'), '   ');
    await userEvent.click(submit);
    expect(await within(main).findByRole('alert')).toHaveTextContent('댓글 내용을 입력해주세요.');
    expect(posts).toHaveLength(0);

    await userEvent.type(within(main).getByRole('textbox'), '안녕하세요');
    await userEvent.click(submit);
    expect(await within(main).findByRole('alert')).toHaveTextContent(
      '댓글 작성에 실패했습니다. 잠시 후 다시 시도해주세요.',
    );

    answer = { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in first.' } } };
    await userEvent.click(submit);
    await waitFor(() =>
      expect(within(main).getByRole('alert')).toHaveTextContent('댓글을 작성하려면 로그인이 필요합니다.'),
    );

    answer = {
      status: 400,
      body: { error: { code: 'reply_depth_exceeded', message: 'Replies are limited to 6 levels.' } },
    };
    await userEvent.click(submit);
    await waitFor(() =>
      expect(within(main).getByRole('alert')).toHaveTextContent(
        '대댓글은 최대 6단계까지만 작성할 수 있습니다.',
      ),
    );

    // A sixth-level comment offers no reply: the reason shows where the button would be.
    const deepItem = screen.getByText('여섯 번째').closest('li') as HTMLElement;
    expect(within(deepItem).queryByRole('button', { name: '답글' })).not.toBeInTheDocument();
    expect(within(deepItem).getByTestId('reply-limit')).toHaveTextContent(
      '대댓글은 최대 6단계까지만 작성할 수 있습니다.',
    );
  });

  it('counts characters toward 2,000 and refuses more', async () => {
    setup(me, listOf([]));
    const main = await screen.findByRole('form', { name: '댓글 작성' });
    expect(within(main).getByTestId('comment-counter')).toHaveTextContent('0 / 2,000자');
    const box = within(main).getByRole('textbox');
    await userEvent.click(box);
    await userEvent.paste('가'.repeat(2001));
    expect(within(main).getByTestId('comment-counter')).toHaveTextContent('2,001 / 2,000자');
    await userEvent.click(within(main).getByRole('button', { name: '댓글 작성' }));
    expect(await within(main).findByRole('alert')).toHaveTextContent(
      '댓글은 2,000자까지 작성할 수 있습니다.',
    );
  });

  it('says the session ended when the list answers 401, and reports other load failures', async () => {
    setup(me, (call) =>
      call.path === listPath
        ? { status: 401, body: { error: { code: 'unauthorized', message: 'x' } } }
        : undefined,
    );
    expect(await screen.findByText('댓글을 작성하려면 로그인이 필요합니다.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('reports a load failure with a retry', async () => {
    setup(me, (call) =>
      call.path === listPath
        ? { status: 500, body: { error: { code: 'internal_error', message: 'x' } } }
        : undefined,
    );
    expect(
      await screen.findByText('댓글을 불러오는데 실패했습니다. 잠시 후 다시 시도해주세요.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('likes with aria-pressed and counts, and reports a failed reaction', async () => {
    const target = comment({ content: '좋은 곳', likes_count: 2, dislikes_count: 1 });
    let fail = false;
    setup(me, (call) => {
      if (call.method === 'POST' && call.path === `/api/comments/${target.id}/reaction`) {
        return fail
          ? { status: 500, body: { error: { code: 'internal_error', message: 'x' } } }
          : { status: 200, body: { user_like: true, likes_count: 3, dislikes_count: 1 } };
      }
      return listOf([target])(call);
    });
    const like = await screen.findByRole('button', { name: '좋아요 2' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    const liked = await screen.findByRole('button', { name: '좋아요 3' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '싫어요 1' })).toHaveAttribute('aria-pressed', 'false');

    fail = true;
    await userEvent.click(screen.getByRole('button', { name: '싫어요 1' }));
    expect(await screen.findByText('좋아요 처리에 실패했습니다. 다시 시도해주세요.')).toBeInTheDocument();
  });

  it('deletes after confirmation, for the author; others get no delete button', async () => {
    const mine = comment({ content: '내 댓글', user_id: me.id });
    const theirs = comment({ content: '남의 댓글' });
    let items = [mine, theirs];
    const deletes: string[] = [];
    setup(me, (call) => {
      if (call.method === 'DELETE') {
        deletes.push(call.path);
        items = [{ ...mine, is_deleted: true, content: '' }, theirs];
        return { status: 204 };
      }
      return listOf(items)(call);
    });
    await screen.findByText('남의 댓글');
    const buttons = screen.getAllByRole('button', { name: '삭제' });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0] as HTMLElement);
    const dialog = await screen.findByRole('alertdialog', { name: '정말로 이 댓글을 삭제하시겠습니까?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(deletes).toEqual([`/api/comments/${mine.id}`]));
    expect(await screen.findByText('삭제된 댓글입니다')).toBeInTheDocument();
    expect(screen.queryByText('내 댓글')).not.toBeInTheDocument();
  });

  it('lets an admin delete any comment', async () => {
    setup({ ...me, is_admin: true }, listOf([comment({ content: '남의 댓글' })]));
    await screen.findByText('남의 댓글');
    expect(screen.getByRole('button', { name: '삭제' })).toBeInTheDocument();
  });

  it('shows the placeholder of a deleted comment without actions', async () => {
    const gone = comment({ is_deleted: true, content: '' });
    setup(me, listOf([gone, comment({ parent_id: gone.id, depth: 2, content: '남은 답글' })]));
    expect(await screen.findByText('삭제된 댓글입니다')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '답글' })).toHaveLength(1);
  });
});

describe('live updates', () => {
  const sources = installFakeEventSource();

  it('refetches the thread when a comment of this destination is created or deleted elsewhere', async () => {
    let items = [comment({ content: '첫 댓글' })];
    const { calls } = setup(me, (call) => listOf(items)(call));
    await screen.findByText('첫 댓글');
    const source = sources.at(-1);
    expect(source?.url).toBe('/api/events');
    const lists = () => calls.filter((call) => call.path === listPath).length;
    const before = lists();

    // Another destination's comment changes nothing here.
    act(() => source?.emit('comment.created', { id: 'x', destination_id: 'another' }));
    items = [...items, comment({ content: '실시간 댓글' })];
    act(() => source?.emit('comment.created', { id: 'y', destination_id: destinationId }));
    expect(await screen.findByText('실시간 댓글')).toBeInTheDocument();
    expect(lists()).toBe(before + 1);

    items = items.slice(1);
    act(() => source?.emit('comment.deleted', { id: 'c', destination_id: destinationId }));
    await waitFor(() => expect(screen.queryByText('첫 댓글')).not.toBeInTheDocument());
  });

  it('shows a page of threads and loads the next one with "댓글 더 보기", which goes at the end', async () => {
    const newer = comment({ content: '새 글' });
    const reply = comment({ content: '새 글의 답글', parent_id: newer.id, depth: 2 });
    const older = comment({ content: '옛 글' });
    const { calls } = setup(me, (call) => {
      if (call.method !== 'GET' || call.path !== listPath) return undefined;
      return call.search.get('cursor') === 'page-2'
        ? json({ items: [older], next_cursor: null })
        : json({ items: [newer, reply], next_cursor: 'page-2' });
    });
    await screen.findByText('새 글의 답글');
    expect(screen.queryByText('옛 글')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /댓글/ })).toHaveTextContent('2+');
    await userEvent.click(screen.getByRole('button', { name: ko.comments.loadMore }));
    await screen.findByText('옛 글');
    const rows = screen.getAllByTestId('comment');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      '새 글',
      '새 글의 답글',
      '옛 글',
    ]);
    expect(screen.queryByRole('button', { name: ko.comments.loadMore })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /댓글/ })).toHaveTextContent('3');
    const lists = calls.filter((call) => call.path === listPath);
    expect(lists.map((call) => call.search.get('cursor'))).toEqual([null, 'page-2']);
  });
});

describe('comment messages', () => {
  it('ko.json says the Korean messages of spec 1 §8 exactly', () => {
    expect(ko.comments.messages).toEqual({
      content_required: '댓글 내용을 입력해주세요.',
      content_too_long: '댓글은 2,000자까지 작성할 수 있습니다.',
      reply_depth_exceeded: '대댓글은 최대 6단계까지만 작성할 수 있습니다.',
      parent_invalid: '답글을 달 댓글이 삭제되었거나 찾을 수 없습니다.',
      unauthorized: '댓글을 작성하려면 로그인이 필요합니다.',
      account_inactive: '비활성화된 계정은 댓글을 작성할 수 없습니다.',
      visitor_notice: '댓글을 확인하시려면 로그인하세요',
      load_failed: '댓글을 불러오는데 실패했습니다. 잠시 후 다시 시도해주세요.',
      post_failed: '댓글 작성에 실패했습니다. 잠시 후 다시 시도해주세요.',
      delete_confirm: '정말로 이 댓글을 삭제하시겠습니까?',
      delete_failed: '댓글 삭제에 실패했습니다. 잠시 후 다시 시도해주세요.',
      reaction_failed: '좋아요 처리에 실패했습니다. 다시 시도해주세요.',
      deleted_placeholder: '삭제된 댓글입니다',
    });
  });

  it('every comment code with its own message has a Korean sentence', () => {
    for (const code of commentMessageCodes) expect(ko.comments.messages[code]).toBeTruthy();
  });
});
