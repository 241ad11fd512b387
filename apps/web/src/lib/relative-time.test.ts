import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2026-12-07T09:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  it('writes the largest whole unit, and under a minute as now', () => {
    expect(formatRelativeTime(ago(30), now, 'ko-KR')).toBe('지금');
    expect(formatRelativeTime(ago(3 * 60), now, 'ko-KR')).toBe('3분 전');
    expect(formatRelativeTime(ago(3600), now, 'en-US')).toBe('1 hour ago');
    expect(formatRelativeTime(ago(86_400), now, 'ko-KR')).toBe('어제');
    expect(formatRelativeTime(ago(2 * 86_400), now, 'ja-JP')).toBe('一昨日');
    expect(formatRelativeTime(ago(3 * 86_400), now, 'ja-JP')).toBe('3 日前');
    expect(formatRelativeTime(ago(14 * 86_400), now, 'en-US')).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(400 * 86_400), now, 'ko-KR')).toBe('작년');
  });

  it('writes another locale with Intl', () => {
    expect(formatRelativeTime(ago(3 * 86_400), now, 'fr-FR')).toBe(
      new Intl.RelativeTimeFormat('fr-FR', { numeric: 'auto' }).format(-3, 'day'),
    );
  });
});
