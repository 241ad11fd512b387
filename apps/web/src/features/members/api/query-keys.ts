/** The members feature's query keys: each trip's members and open invites, my invites, my shared trips. */
export const memberKeys = {
  all: ['members'] as const,
  members: (itineraryId: string) => ['members', 'list', itineraryId] as const,
  invites: (itineraryId: string) => ['members', 'invites', itineraryId] as const,
  search: (itineraryId: string, name: string) => ['members', 'search', itineraryId, name] as const,
  invite: (token: string) => ['members', 'invite', token] as const,
  myInvites: () => ['members', 'my-invites'] as const,
  shared: () => ['members', 'shared'] as const,
};

export const tripPath = (itineraryId: string) => `/api/itineraries/${encodeURIComponent(itineraryId)}`;
