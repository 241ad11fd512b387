/**
 * The expenses of a trip as CSV for a spreadsheet: UTF-8 with a byte order mark (Excel in Korea
 * reads a file without one as CP949 and garbles Hangul), CRLF line ends, RFC 4180 quoting, and a
 * leading quote on any cell a spreadsheet would run as a formula. Headings, categories and names
 * in the reader's language; amounts as plain decimals of the major unit ("12.50", "32000"); a round
 * of an outing carries its label (1차, 2차) in the last column.
 */
import { minorToDecimal, type CurrencyCode, type Expense } from '@pintrip/shared';
import type { Author } from '../../db/author.js';
import { translate } from '../../lib/translations.js';

const bom = '\uFEFF';

/** One cell: quoted when it holds a separator, a quote or a line end; formulas defused. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function expensesCsv(
  language: string,
  home: CurrencyCode,
  expenses: readonly Expense[],
  authors: ReadonlyMap<string, Author>,
): string {
  const t = translate(language);
  const name = (userId: string) => authors.get(userId)?.display_name || t('money.csv.formerMember');
  const parties = (list: Expense['payers'], currency: CurrencyCode) =>
    list.map((p) => `${name(p.user_id)} ${minorToDecimal(p.amount, currency)}`).join('; ');
  const head = [
    'date',
    'title',
    'category',
    'amount',
    'currency',
    'rate',
    'homeAmount',
    'payers',
    'shares',
    'note',
    // Last, so the columns before keep their places for sheets made from earlier exports.
    'round',
  ].map((key) => t(`money.csv.${key}`));
  const lines = [head.map(csvCell).join(',')];
  for (const e of expenses) {
    lines.push(
      [
        e.spent_on,
        e.title,
        t(`money.categories.${e.category}`),
        minorToDecimal(e.amount, e.currency),
        e.currency,
        e.rate ?? '',
        minorToDecimal(e.home_amount, home),
        // The common pool (총무 mode) pays as one more payer.
        [
          parties(e.payers, e.currency),
          e.pool_amount ? `${t('moneyPool.csvPayer')} ${minorToDecimal(e.pool_amount, e.currency)}` : '',
        ]
          .filter(Boolean)
          .join('; '),
        parties(e.shares, e.currency),
        e.note ?? '',
        // Each round (차수) of an outing is its own line: "1차", "2차".
        e.round_number ? t('money.rounds.label', { number: e.round_number }) : '',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${bom}${lines.join('\r\n')}\r\n`;
}
