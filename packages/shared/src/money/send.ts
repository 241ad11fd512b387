/*
 * Send links (docs/decisions/0048-rounds-and-send-links.md): where a member takes a transfer — a
 * Korean bank and account number, or their own KakaoPay send link — and the plain links that open
 * Toss or KakaoPay with it. Nothing here needs the internet, and no link carries anything to track.
 */
import { z } from 'zod';
import type { CurrencyCode } from './currency.js';

/**
 * The banks an account may be at, with the name each app shows: `ko` is how Korean banking apps
 * and Toss list it ("국민"), which the copied text and Toss's `bank` parameter use.
 */
export const koreanBanks = {
  kb: { ko: '국민', en: 'KB Kookmin', ja: 'KB国民銀行' },
  shinhan: { ko: '신한', en: 'Shinhan', ja: '新韓銀行' },
  woori: { ko: '우리', en: 'Woori', ja: 'ウリ銀行' },
  hana: { ko: '하나', en: 'Hana', ja: 'ハナ銀行' },
  nh: { ko: '농협', en: 'NongHyup', ja: '農協銀行' },
  ibk: { ko: '기업', en: 'IBK', ja: 'IBK企業銀行' },
  kakaobank: { ko: '카카오뱅크', en: 'KakaoBank', ja: 'カカオバンク' },
  tossbank: { ko: '토스뱅크', en: 'Toss Bank', ja: 'トスバンク' },
  kbank: { ko: '케이뱅크', en: 'K Bank', ja: 'Kバンク' },
  sc: { ko: 'SC제일', en: 'SC First', ja: 'SC第一銀行' },
  citi: { ko: '씨티', en: 'Citibank Korea', ja: 'シティ銀行' },
  kdb: { ko: '산업', en: 'KDB', ja: '韓国産業銀行' },
  im: { ko: 'iM뱅크', en: 'iM Bank', ja: 'iMバンク' },
  busan: { ko: '부산', en: 'Busan Bank', ja: '釜山銀行' },
  kyongnam: { ko: '경남', en: 'Kyongnam Bank', ja: '慶南銀行' },
  kwangju: { ko: '광주', en: 'Kwangju Bank', ja: '光州銀行' },
  jeonbuk: { ko: '전북', en: 'Jeonbuk Bank', ja: '全北銀行' },
  jeju: { ko: '제주', en: 'Jeju Bank', ja: '済州銀行' },
  suhyup: { ko: '수협', en: 'Suhyup', ja: '水協銀行' },
  kfcc: { ko: '새마을금고', en: 'Saemaeul Geumgo', ja: 'セマウル金庫' },
  cu: { ko: '신협', en: 'Shinhyup', ja: '信協' },
  epost: { ko: '우체국', en: 'Korea Post', ja: '郵便局' },
} as const;
export type BankCode = keyof typeof koreanBanks;
export const bankCodes = Object.keys(koreanBanks) as [BankCode, ...BankCode[]];

/** A bank's name in `language` (Korean for any language without its own). */
export const bankName = (bank: BankCode, language: string): string => {
  const names: Record<string, string> = koreanBanks[bank];
  return names[language] ?? koreanBanks[bank].ko;
};

export const paymentAccountLimits = {
  accountNumberMax: 30,
  accountDigitsMin: 6,
  kakaopayUrlMax: 200,
} as const;

/** Digits and single hyphens between them ("123-456-789012"), 6 to 20 digits. */
export const accountNumberPattern = /^[0-9]+(?:-[0-9]+)*$/;
const accountNumberSchema = z
  .string()
  .trim()
  .max(paymentAccountLimits.accountNumberMax)
  .regex(accountNumberPattern, 'digits, with hyphens between them')
  .refine((value) => {
    const digits = value.replace(/-/g, '').length;
    return digits >= paymentAccountLimits.accountDigitsMin && digits <= 20;
  }, 'an account number has 6 to 20 digits');

/** The host a KakaoPay send link must have: the receiver's own 송금 code. */
export const kakaoPayHost = 'qr.kakaopay.com';

/**
 * A KakaoPay send link: https, exactly qr.kakaopay.com (no user, port or other host), a path of
 * plain URL characters, an optional query. Written as a pattern: the shared rules run without URL.
 */
const kakaoPayLinkPattern = /^https:\/\/qr\.kakaopay\.com\/[A-Za-z0-9._~%\-/]+(?:\?[A-Za-z0-9._~%\-=&]*)?$/;

/** Whether `value` is a KakaoPay send link (the receiver's own 송금 code). */
export const isKakaoPayLink = (value: string): boolean => kakaoPayLinkPattern.test(value);

const kakaopayUrlSchema = z
  .string()
  .trim()
  .max(paymentAccountLimits.kakaopayUrlMax)
  .refine(isKakaoPayLink, `a KakaoPay send link (https://${kakaoPayHost}/…)`);

/**
 * PUT /api/itineraries/:id/payment-accounts/me: a bank with its account number, a KakaoPay send
 * link, or both; a bank without a number (or the reverse) or neither is refused.
 */
export const paymentAccountInputSchema = z
  .object({
    bank: z.enum(bankCodes).nullish(),
    account_number: accountNumberSchema.nullish(),
    kakaopay_url: kakaopayUrlSchema.nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.bank && !value.account_number)
      ctx.addIssue({ code: 'custom', path: ['account_number'], message: 'required with a bank' });
    if (value.account_number && !value.bank)
      ctx.addIssue({ code: 'custom', path: ['bank'], message: 'required with an account number' });
    if (!value.account_number && !value.kakaopay_url)
      ctx.addIssue({ code: 'custom', path: ['account_number'], message: 'an account or a KakaoPay link' });
  });
export type PaymentAccountInput = z.input<typeof paymentAccountInputSchema>;

export const paymentAccountSchema = z.object({
  user_id: z.string(),
  bank: z.enum(bankCodes).nullable(),
  account_number: z.string().nullable(),
  kakaopay_url: z.string().nullable(),
  updated_at: z.string(),
});
export type PaymentAccount = z.infer<typeof paymentAccountSchema>;
export const paymentAccountListSchema = z.object({ items: z.array(paymentAccountSchema) });
export type PaymentAccountList = z.infer<typeof paymentAccountListSchema>;

/**
 * Toss's send screen with the amount and the receiver's account filled in: only for won (Toss sends
 * won) and only when the receiver gave an account; null otherwise.
 */
export function tossSendLink(
  amount: number,
  currency: CurrencyCode,
  account: Pick<PaymentAccount, 'bank' | 'account_number'> | null | undefined,
): string | null {
  if (currency !== 'KRW' || !account?.bank || !account.account_number || amount <= 0) return null;
  const bank = encodeURIComponent(koreanBanks[account.bank].ko);
  return `supertoss://send?amount=${amount}&bank=${bank}&accountNo=${account.account_number.replace(/-/g, '')}`;
}

/** The receiver's own KakaoPay send link, when they stored one (checked again before it is offered). */
export const kakaoPaySendLink = (account: Pick<PaymentAccount, 'kakaopay_url'> | null | undefined) =>
  account?.kakaopay_url && isKakaoPayLink(account.kakaopay_url) ? account.kakaopay_url : null;
