import type { TripOp, TripOpsResponse } from '@pintrip/shared';
import { api } from '../../../lib/api-client';

/** POST /api/itineraries/:id/ops: a batch of the user's operations, each answered on its own. */
export function postTripOps(itineraryId: string, ops: TripOp[]) {
  return api.post<TripOpsResponse>(`/api/itineraries/${encodeURIComponent(itineraryId)}/ops`, { ops });
}
