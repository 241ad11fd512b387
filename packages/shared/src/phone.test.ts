import { describe, expect, it } from 'vitest';
import { formatPhone, phoneE164, phoneToSend } from './phone.js';

describe('phone numbers', () => {
  it('reads every way a Korean mobile number is written as one E.164 number', () => {
    for (const written of [
      '+82 010-1234-5678',
      '+82 01012345678',
      '+82 10-1234-5678',
      '+821012345678',
      '010-1234-5678',
    ]) {
      expect(phoneE164(written), written).toBe('+821012345678');
    }
    expect(phoneE164('+82 02-312-3456')).toBe('+8223123456');
    expect(phoneE164('+82 1234')).toBeNull();
    expect(phoneE164(null)).toBeNull();
  });

  it('sends the contract form "+82 " + the national format', () => {
    expect(phoneToSend('+82 01012345678')).toBe('+82 010-1234-5678');
    expect(phoneToSend('+82 10-1234-5678')).toBe('+82 010-1234-5678');
    expect(phoneToSend('+82 821012345678')).toBe('+82 010-1234-5678');
    expect(phoneToSend('+82 1234')).toBe('+82 1234');
    expect(phoneToSend('')).toBe('');
  });

  it('shows the national format in Korean and the international one elsewhere', () => {
    const profile = { phone: '+82 010-1234-5678', phone_e164: '+821012345678' };
    expect(formatPhone(profile, 'ko')).toBe('010-1234-5678');
    expect(formatPhone(profile, 'en')).toBe('+82 10 1234 5678');
    expect(formatPhone(profile, 'ja')).toBe('+82 10 1234 5678');
    expect(formatPhone({ phone: '+82 1234', phone_e164: null }, 'ko')).toBe('+82 1234');
    expect(formatPhone({ phone: null }, 'ko')).toBeNull();
  });
});
