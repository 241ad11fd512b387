import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderInApp } from '../../../../test/render';
import { HashtagInput } from './hashtag-input';

function Harness({ initial = [] }: { initial?: string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <label htmlFor="tags">tags</label>
      <HashtagInput id="tags" value={tags} onChange={setTags} />
      <output data-testid="value">{JSON.stringify(tags)}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]') as string[];

describe('hashtag entry', () => {
  it('turns the text before a comma into a tag, adding the missing #', async () => {
    renderInApp(<Harness />);
    const input = screen.getByLabelText('tags');
    await userEvent.type(input, '제주,');
    expect(value()).toEqual(['#제주']);
    expect(input).toHaveValue('');
    await userEvent.type(input, '#바다,');
    expect(value()).toEqual(['#제주', '#바다']);
  });

  it('keeps the text after the last comma in the box, and splits pasted lists', async () => {
    renderInApp(<Harness />);
    const input = screen.getByLabelText('tags');
    await userEvent.click(input);
    await userEvent.paste('서울, 부산,대구');
    expect(value()).toEqual(['#서울', '#부산']);
    expect(input).toHaveValue('대구');
  });

  it('ignores duplicates and empty tags', async () => {
    renderInApp(<Harness initial={['#제주']} />);
    const input = screen.getByLabelText('tags');
    await userEvent.type(input, '제주,,#,');
    expect(value()).toEqual(['#제주']);
  });

  it('adds with Enter and on leaving the box', async () => {
    renderInApp(<Harness />);
    const input = screen.getByLabelText('tags');
    await userEvent.type(input, '맛집{Enter}');
    expect(value()).toEqual(['#맛집']);
    await userEvent.type(input, '카페');
    await userEvent.tab();
    expect(value()).toEqual(['#맛집', '#카페']);
  });

  it('removes a tag with its button and the last one with Backspace in the empty box', async () => {
    renderInApp(<Harness initial={['#a', '#b', '#c']} />);
    await userEvent.click(screen.getByRole('button', { name: '#b 태그 삭제' }));
    expect(value()).toEqual(['#a', '#c']);
    const input = screen.getByLabelText('tags');
    await userEvent.type(input, 'x{Backspace}');
    // The first Backspace deletes the typed letter, not a tag.
    expect(value()).toEqual(['#a', '#c']);
    await userEvent.type(input, '{Backspace}');
    expect(value()).toEqual(['#a']);
    const list = screen.getByRole('list', { name: '추가한 해시태그' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });
});
