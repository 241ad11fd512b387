import type { TripOpsPage } from '@pintrip/shared';
import { api } from '../../../lib/api-client';

/** GET /api/itineraries/:id/ops?after=: the log entries after `after`, oldest first. */
export function getTripOps(itineraryId: string, after: number) {
  return api.get<TripOpsPage>(`/api/itineraries/${encodeURIComponent(itineraryId)}/ops`, {
    query: { after, limit: 500 },
  });
}
