import { api } from '../../../lib/api-client';
import { tripPath } from './query-keys';

/** POST /api/itineraries/:id/presence: I am in the planner (editing `planId`); broadcast, not stored. */
export const sendPresence = (itineraryId: string, planId: string | null) =>
  api.post<{ broadcast: boolean }>(`${tripPath(itineraryId)}/presence`, { plan_id: planId });
