import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  sortKeyBetween,
  type Itinerary,
  type ItineraryPlanWrite,
  type TripOpsResponse,
} from '@pintrip/shared';
import { api, ApiError } from '../../../lib/api-client';
import { getItinerary, itineraryKeys } from '../../itineraries';
import { tripLiveKeys, tripPath } from './query-keys';

export interface AddPlanInput {
  itineraryId: string;
  dayNumber: number;
  fields: ItineraryPlanWrite;
}

/** The sort key after the day's last plan (the detail lists each day's plans by sort key). */
export function sortKeyAtEnd(trip: Itinerary, dayNumber: number): string {
  const last = trip.days.find((day) => day.day_number === dayNumber)?.plans.at(-1);
  return sortKeyBetween(last?.sort_key ?? null, null);
}

/**
 * Adds one plan at the end of a day: reads the trip (its day's last sort key), then POST
 * /api/itineraries/:id/ops with one `plan.add`. A rejected operation throws its error as an
 * ApiError, so the error messages read it like any other answer.
 */
export async function addPlan({ itineraryId, dayNumber, fields }: AddPlanInput): Promise<string> {
  const trip = await getItinerary(itineraryId);
  const planId = crypto.randomUUID();
  const { results } = await api.post<TripOpsResponse>(`${tripPath(itineraryId)}/ops`, {
    ops: [
      {
        op_id: crypto.randomUUID(),
        kind: 'plan.add',
        plan_id: planId,
        day_number: dayNumber,
        sort_key: sortKeyAtEnd(trip, dayNumber),
        fields,
      },
    ],
  });
  const result = results[0];
  if (result?.status === 'rejected') {
    throw new ApiError(400, result.error?.code ?? 'validation_failed', result.error?.message ?? '');
  }
  return planId;
}

export function useAddPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPlan,
    onSuccess: async (_planId, { itineraryId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tripLiveKeys.activity(itineraryId) }),
        queryClient.invalidateQueries({ queryKey: itineraryKeys.detail(itineraryId) }),
      ]);
    },
  });
}
