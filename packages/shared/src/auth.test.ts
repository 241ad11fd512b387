import { describe, expect, it } from 'vitest';
import { isPasswordStrong, normalizeEmail } from './auth.js';

describe('password policy (spec 1 §5)', () => {
  it.each(['abcd123!', 'Passw0rd@', 'a1@aaaaa', 'ZZZZZZZ9&'])('accepts %s', (password) => {
    expect(isPasswordStrong(password)).toBe(true);
  });

  it.each([
    ['too short', 'ab1!'],
    ['no digit', 'abcdefg!'],
    ['no letter', '1234567!'],
    ['no special', 'abcd1234'],
    ['a special outside the allowed set', 'abcd123^'],
    ['a space', 'abcd 123!'],
    ['a Korean letter', '비밀번호abc1!'],
    ['empty', ''],
  ])('rejects a password with %s', (_reason, password) => {
    expect(isPasswordStrong(password)).toBe(false);
  });

  it('normalizes emails by trimming and lower-casing', () => {
    expect(normalizeEmail('  Kim@Pintrip.KR ')).toBe('kim@pintrip.kr');
  });
});
