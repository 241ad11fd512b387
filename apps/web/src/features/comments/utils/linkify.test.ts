import { describe, expect, it } from 'vitest';
import { linkify, safeHref } from './linkify';

const links = (text: string) => linkify(text).filter((part) => part.kind === 'link');

describe('linkify', () => {
  it('keeps plain text as one text part', () => {
    expect(linkify('그냥 글입니다 <b>x</b>')).toEqual([{ kind: 'text', text: '그냥 글입니다 <b>x</b>' }]);
  });

  it('finds http, https and www addresses, leaving sentence punctuation outside', () => {
    expect(linkify('보세요: https://a.kr/x?y=1, 그리고 http://b.com.')).toEqual([
      { kind: 'text', text: '보세요: ' },
      { kind: 'link', text: 'https://a.kr/x?y=1', href: 'https://a.kr/x?y=1' },
      { kind: 'text', text: ', 그리고 ' },
      { kind: 'link', text: 'http://b.com', href: 'http://b.com/' },
      { kind: 'text', text: '.' },
    ]);
    expect(links('(www.visitjeju.net)')).toEqual([
      { kind: 'link', text: 'www.visitjeju.net', href: 'https://www.visitjeju.net/' },
    ]);
  });

  it('keeps balanced parentheses inside an address', () => {
    expect(links('https://en.wikipedia.org/wiki/Jeju_(island)')[0]?.text).toBe(
      'https://en.wikipedia.org/wiki/Jeju_(island)',
    );
  });

  it('never links other schemes or markup', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '<a href="javascript:alert(1)">x</a>',
      'ftp://files.example.com',
    ]) {
      expect(links(text), text).toEqual([]);
    }
    expect(links('https://x.com/"><img src=x onerror=alert(1)>')).toEqual([
      { kind: 'link', text: 'https://x.com/', href: 'https://x.com/' },
    ]);
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('https://')).toBeNull();
  });

  it('loses no character of the text', () => {
    const text = 'a https://x.y/z). b www.q.kr! <i>c</i>';
    expect(
      linkify(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });
});
