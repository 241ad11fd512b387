/* Send links: the Toss link only for won to an account, KakaoPay links only on their own host. */
import { describe, expect, it } from 'vitest';
import {
  bankName,
  isKakaoPayLink,
  kakaoPaySendLink,
  paymentAccountInputSchema,
  tossSendLink,
} from './send.js';

describe('send links', () => {
  const account = { bank: 'kb' as const, account_number: '123-456-789012' };

  it('open Toss with the amount, the bank as Toss names it and the digits of the account', () => {
    expect(tossSendLink(32_000, 'KRW', account)).toBe(
      `supertoss://send?amount=32000&bank=${encodeURIComponent('국민')}&accountNo=123456789012`,
    );
    expect(tossSendLink(32_000, 'JPY', account)).toBeNull();
    expect(tossSendLink(32_000, 'KRW', { bank: null, account_number: null })).toBeNull();
    expect(tossSendLink(0, 'KRW', account)).toBeNull();
  });

  it('offer a KakaoPay link only on https://qr.kakaopay.com', () => {
    expect(isKakaoPayLink('https://qr.kakaopay.com/Ej8abc')).toBe(true);
    for (const bad of [
      'http://qr.kakaopay.com/Ej8abc',
      'https://qr.kakaopay.com.evil.example/x',
      'https://evil.example/qr.kakaopay.com/',
      'https://user@qr.kakaopay.com/x',
      'https://qr.kakaopay.com:444/x',
      'https://qr.kakaopay.com/',
      'https://qr.kakaopay.com/x"><script>',
      'HTTPS://QR.KAKAOPAY.COM/x',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(isKakaoPayLink(bad), bad).toBe(false);
    expect(kakaoPaySendLink({ kakaopay_url: 'https://evil.example/x' })).toBeNull();
  });

  it('name banks in ko, en and ja, and refuse an account that is not digits and hyphens', () => {
    expect([bankName('kb', 'ko'), bankName('kb', 'en'), bankName('kb', 'ja')]).toEqual([
      '국민',
      'KB Kookmin',
      'KB国民銀行',
    ]);
    expect(paymentAccountInputSchema.safeParse(account).success).toBe(true);
    for (const account_number of [
      '12-34',
      '123 456 789',
      '123--456789',
      '-123456789',
      '1234567890123456789012',
    ])
      expect(
        paymentAccountInputSchema.safeParse({ bank: 'kb', account_number }).success,
        account_number,
      ).toBe(false);
  });
});
