import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingInput, BookingList } from '@pintrip/shared';
import { api } from '../../../lib/api-client';

/** Query keys of the bookings feature. */
export const bookingKeys = {
  all: ['bookings'] as const,
  list: (itineraryId: string) => ['bookings', itineraryId] as const,
};

const bookingsPath = (itineraryId: string) => `/api/itineraries/${encodeURIComponent(itineraryId)}/bookings`;

/** GET /api/itineraries/:id/bookings (members). */
export const getBookings = (itineraryId: string) => api.get<BookingList>(bookingsPath(itineraryId));

export function useBookings(itineraryId: string) {
  return useQuery({ queryKey: bookingKeys.list(itineraryId), queryFn: () => getBookings(itineraryId) });
}

/** PUT /api/itineraries/:id/bookings/:booking_id: create or replace under the client's id. */
export const saveBooking = (itineraryId: string, id: string, input: BookingInput) =>
  api.put<Booking>(`${bookingsPath(itineraryId)}/${encodeURIComponent(id)}`, input);

export function useSaveBooking(itineraryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, input }: { id: string; input: BookingInput }) => saveBooking(itineraryId, id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.list(itineraryId) }),
  });
}

/** DELETE /api/itineraries/:id/bookings/:booking_id (204, also when already gone). */
export const deleteBooking = (itineraryId: string, id: string) =>
  api.delete<null>(`${bookingsPath(itineraryId)}/${encodeURIComponent(id)}`);

export function useDeleteBooking(itineraryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (id: string) => deleteBooking(itineraryId, id),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<BookingList>(bookingKeys.list(itineraryId), (list) =>
        list ? { items: list.items.filter((booking) => booking.id !== id) } : list,
      ),
  });
}
