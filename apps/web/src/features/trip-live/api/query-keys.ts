/** The trip-live feature's query keys: a trip's activity feed, the trips a destination may join. */
export const tripLiveKeys = {
  all: ['trip-live'] as const,
  activity: (itineraryId: string) => ['trip-live', 'activity', itineraryId] as const,
  choices: () => ['trip-live', 'choices'] as const,
};

export const tripPath = (itineraryId: string) => `/api/itineraries/${encodeURIComponent(itineraryId)}`;
