/** Query keys of the lists feature: one trip's items, my templates (by language of the built-in ones). */
export const listKeys = {
  all: ['lists'] as const,
  items: (itineraryId: string) => ['lists', 'items', itineraryId] as const,
  templates: (lang: string) => ['lists', 'templates', lang] as const,
};

export const listItemsPath = (itineraryId: string) =>
  `/api/itineraries/${encodeURIComponent(itineraryId)}/list-items`;
