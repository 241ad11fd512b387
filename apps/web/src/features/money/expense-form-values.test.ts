/** Typed text → integer minor units and the PUT body, with no float on the way (issue 23). */
import { describe, expect, it } from 'vitest';
import { groupAmountText, parseAmount, parsePercent, quotedToRate, rateToQuoted } from './amount';
import { emptyExpenseValues, toExpenseInput } from './expense-form-values';

const group = (whole: number) => whole.toLocaleString('en-US');

describe('typed amounts and rates', () => {
  it('reads amounts into minor units of their currency, refusing extra decimals and too much', () => {
    expect(parseAmount('32,000', 'KRW')).toBe(32000);
    expect(parseAmount(' 1,234,567 ', 'KRW')).toBe(1234567);
    expect(parseAmount('12.5', 'USD')).toBe(1250);
    expect(parseAmount('0.07', 'USD')).toBe(7);
    // 0.1 + 0.2 in floats is 0.30000000000000004; here it is 30 cents.
    expect(parseAmount('0.30', 'EUR')).toBe(30);
    expect(parseAmount('12.5', 'KRW')).toBeNull();
    expect(parseAmount('1.234', 'USD')).toBeNull();
    expect(parseAmount('1000000000001', 'KRW')).toBeNull();
    expect(parseAmount('-5', 'KRW')).toBeNull();
    expect(parseAmount('abc', 'KRW')).toBeNull();
    expect(groupAmountText('1234567.5', group)).toBe('1,234,567.5');
  });

  it('reads a yen rate quoted per 100 yen exactly into the rate per yen, and back', () => {
    expect(quotedToRate('905.12', 'JPY')).toBe('9.0512');
    expect(quotedToRate('905.123456', 'JPY')).toBe('9.05123456');
    expect(quotedToRate('905.1234567', 'JPY')).toBeNull();
    expect(quotedToRate('1,387.45', 'USD')).toBe('1387.45');
    expect(quotedToRate('0', 'USD')).toBeNull();
    expect(rateToQuoted('9.0512', 'JPY')).toBe('905.12');
    expect(parsePercent('33.33')).toBe(3333);
    expect(parsePercent('100.01')).toBeNull();
  });

  it('several payers must add up to the amount; an exact split too', () => {
    const values = emptyExpenseValues('KRW', ['a', 'b'], 'a', '2026-10-01');
    const base = { ...values, title: '숙소', amount: '100,000', payerMode: 'several' as const };
    const paid = (a: string, b: string) => [
      { ...values.parties[0]!, paid: a },
      { ...values.parties[1]!, paid: b },
    ];
    expect(toExpenseInput({ ...base, parties: paid('60,000', '30,000') }, 'KRW').issues).toEqual([
      { field: 'payer', code: 'payer_sum_mismatch' },
    ]);
    expect(toExpenseInput({ ...base, parties: paid('60,000', '40,000') }, 'KRW').input).toMatchObject({
      amount: 100000,
      payers: [
        { user_id: 'a', amount: 60000 },
        { user_id: 'b', amount: 40000 },
      ],
      split: { kind: 'equal', members: ['a', 'b'] },
    });
    const exact = {
      ...base,
      payerMode: 'one' as const,
      splitKind: 'exact' as const,
      parties: [
        { ...values.parties[0]!, value: '70,000' },
        { ...values.parties[1]!, value: '20,000' },
      ],
    };
    expect(toExpenseInput(exact, 'KRW').issues).toEqual([{ field: 'splitKind', code: 'exact_sum_mismatch' }]);
  });
});
