import type { Outing, OutingInput } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { moneyPath } from './query-keys';

/**
 * PUT /api/itineraries/:id/outings/:outing_id: an outing with all its rounds (1차, 2차…), each under
 * its client id, in one transaction. The same body again changes nothing (a retry, the offline queue).
 */
export const putOuting = (itineraryId: string, outingId: string, input: OutingInput) =>
  api.put<Outing>(`${moneyPath(itineraryId)}/outings/${encodeURIComponent(outingId)}`, input);
