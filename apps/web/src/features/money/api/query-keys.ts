/** The money feature's query keys: a trip's expenses, one expense, its balances (per household choice). */
export const moneyKeys = {
  all: (itineraryId: string) => ['money', itineraryId] as const,
  expenses: (itineraryId: string) => ['money', itineraryId, 'expenses'] as const,
  balances: (itineraryId: string, households: readonly string[] = []) =>
    ['money', itineraryId, 'balances', ...households] as const,
};

export const moneyPath = (itineraryId: string) => `/api/itineraries/${encodeURIComponent(itineraryId)}`;
