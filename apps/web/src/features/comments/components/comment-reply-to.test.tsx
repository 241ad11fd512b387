/* Issue 20 item 26: from depth 3 on, where indents stop telling replies apart, a reply names whom it answers. */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Comment } from '@pintrip/shared';
import i18n from '../../../i18n';
import { makeMe } from '../../../../test/fixtures';
import { json, renderInApp, type Call } from '../../../../test/render';
import { replyTargets } from '../utils/thread';
import { CommentThread } from './comment-thread';

const destinationId = '22222222-2222-4222-8222-222222222222';
let sequence = 0;
function comment(overrides: Partial<Comment> = {}): Comment {
  sequence += 1;
  return {
    id: `r${sequence}`,
    destination_id: destinationId,
    user_id: `u${sequence}`,
    parent_id: null,
    depth: 1,
    content: `댓글 ${sequence}`,
    created_at: new Date(Date.now() - 60_000).toISOString(),
    display_name: `사람${sequence}`,
    avatar_url: null,
    likes_count: 0,
    dislikes_count: 0,
    user_like: null,
    is_deleted: false,
    ...overrides,
  };
}

const a = comment({ display_name: '지민' });
const a1 = comment({ display_name: '서준', parent_id: a.id, depth: 2 });
const a11 = comment({ display_name: '하은', parent_id: a1.id, depth: 3, content: '세 번째' });
const a111 = comment({ display_name: '도윤', parent_id: a11.id, depth: 4, content: '네 번째' });
const a12 = comment({ display_name: '민서', parent_id: a1.id, depth: 3, content: '또 세 번째' });
const gone = comment({ parent_id: a.id, depth: 2, is_deleted: true, display_name: '' });
const orphan = comment({ display_name: '유나', parent_id: gone.id, depth: 3, content: '지워진 댓글에 답글' });
const items = [a, a1, a11, a111, a12, gone, orphan];

/** A signed-in reader (comments are shown to members) and the thread. */
const answer = (call: Call) => {
  if (call.path === '/api/me' || call.path === '/api/auth/get-session') return json(makeMe());
  if (call.path === `/api/destinations/${destinationId}/comments`) return json({ items });
  return undefined;
};

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ko');
});

describe('replyTargets', () => {
  it('names the parent of every reply at depth 3 or deeper, and no one above', () => {
    const targets = replyTargets(items);
    expect(Object.fromEntries(targets)).toEqual({
      [a11.id]: '서준',
      [a111.id]: '하은',
      [a12.id]: '서준',
      [orphan.id]: '',
    });
  });
});

describe('deep replies', () => {
  it('show "@name" of the comment they answer from depth 3 on', async () => {
    renderInApp(<CommentThread destinationId={destinationId} />, answer);
    const byContent = async (text: string) =>
      (await screen.findByText(text, undefined, { timeout: 5000 })).closest('li')!;
    expect(within(await byContent('세 번째')).getByTestId('reply-to')).toHaveTextContent('@서준');
    expect(within(await byContent('네 번째')).getByTestId('reply-to')).toHaveTextContent('@하은');
    expect(within(await byContent('또 세 번째')).getByTestId('reply-to')).toHaveTextContent('@서준');
    expect(within(await byContent('지워진 댓글에 답글')).getByTestId('reply-to')).toHaveTextContent(
      '@삭제된 댓글',
    );
    // Depth 1 and 2 are told apart by their indent alone.
    expect(within(await byContent(a1.content)).queryByTestId('reply-to')).toBeNull();
    expect(screen.getAllByTestId('reply-to')).toHaveLength(4);
  });

  it('in English and Japanese too', async () => {
    await i18n.changeLanguage('ja');
    renderInApp(<CommentThread destinationId={destinationId} />, answer);
    expect(await screen.findByText('@削除されたコメント', undefined, { timeout: 5000 })).toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(await screen.findByText('@deleted comment')).toBeInTheDocument();
    expect(screen.getAllByText('@서준')).toHaveLength(2);
  });
});
