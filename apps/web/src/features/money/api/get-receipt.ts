import { moneyPath } from './query-keys';

export const receiptPath = (itineraryId: string, expenseId: string) =>
  `${moneyPath(itineraryId)}/expenses/${encodeURIComponent(expenseId)}/receipt`;

/**
 * GET …/expenses/:expense_id/receipt answers the picture itself (members only, `private, no-store`),
 * so an <img> reads it with the session cookie. `version` changes when the receipt is replaced, so
 * the browser never shows the old picture from its memory of the page's images.
 */
export const receiptUrl = (itineraryId: string, expenseId: string, version: string) =>
  `${receiptPath(itineraryId, expenseId)}?v=${encodeURIComponent(version)}`;
