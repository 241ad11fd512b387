import { describe, expect, it } from 'vitest';
import { instantFromLocal, isTimeZone, localInZone } from './bookings.js';

describe('reservation times in their zones', () => {
  it('reads a wall-clock time in a zone as an instant and back', () => {
    expect(instantFromLocal('2026-12-20T09:05', 'Asia/Seoul')).toBe('2026-12-20T00:05:00.000Z');
    expect(instantFromLocal('2026-07-01T09:00', 'Europe/Paris')).toBe('2026-07-01T07:00:00.000Z');
    expect(instantFromLocal('2026-01-15T09:00', 'Europe/Paris')).toBe('2026-01-15T08:00:00.000Z');
    expect(instantFromLocal('2026-03-08T12:00', 'America/New_York')).toBe('2026-03-08T16:00:00.000Z');
    expect(localInZone('2026-12-20T02:30:00.000Z', 'Asia/Tokyo')).toBe('2026-12-20T11:30');
    expect(localInZone('2026-07-01T07:00:00Z', 'Europe/Paris')).toBe('2026-07-01T09:00');
  });

  it('refuses what is not a time or a zone', () => {
    expect(instantFromLocal('2026-12-20 09:05', 'Asia/Seoul')).toBeNull();
    expect(instantFromLocal('2026-12-20T09:05', 'Mars/Olympus')).toBeNull();
    expect(isTimeZone('Asia/Seoul')).toBe(true);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('Not/AZone')).toBe(false);
  });
});
