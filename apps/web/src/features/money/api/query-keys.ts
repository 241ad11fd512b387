/** The money feature's query keys: all under `['money', id]`, so one invalidation refreshes the trip's money. */
export const moneyKeys = {
  all: (itineraryId: string) => ['money', itineraryId] as const,
  expenses: (itineraryId: string) => ['money', itineraryId, 'expenses'] as const,
  balances: (itineraryId: string, households: readonly string[] = []) =>
    ['money', itineraryId, 'balances', ...households] as const,
  summary: (itineraryId: string) => ['money', itineraryId, 'summary'] as const,
  exchanges: (itineraryId: string) => ['money', itineraryId, 'exchanges'] as const,
  exchangeRate: (itineraryId: string, currency: string, userId: string | null) =>
    ['money', itineraryId, 'exchange-rate', currency, userId ?? 'all'] as const,
  pool: (itineraryId: string) => ['money', itineraryId, 'pool'] as const,
  paymentAccounts: (itineraryId: string) => ['money', itineraryId, 'payment-accounts'] as const,
};

export const moneyPath = (itineraryId: string) => `/api/itineraries/${encodeURIComponent(itineraryId)}`;
