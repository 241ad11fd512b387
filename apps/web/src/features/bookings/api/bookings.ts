import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingAttachment, BookingInput, BookingList, ExpensePage } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload';

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

/** DELETE /api/itineraries/:id/bookings/:booking_id (204, also when already gone). */
export const deleteBooking = (itineraryId: string, id: string) =>
  api.delete<null>(`${bookingsPath(itineraryId)}/${encodeURIComponent(id)}`);

/**
 * The trip's latest expenses (GET /api/itineraries/:id/expenses, one page of 100), for the dialog's
 * "linked expense" choice. Its own key: the money screen pages the same list its own way.
 */
export function useExpenseChoices(itineraryId: string) {
  return useQuery({
    queryKey: [...bookingKeys.list(itineraryId), 'expense-choices'] as const,
    queryFn: () =>
      api.get<ExpensePage>(`/api/itineraries/${encodeURIComponent(itineraryId)}/expenses`, {
        query: { limit: 100 },
      }),
  });
}

/** Where a member opens an attachment (a PDF downloads, a picture shows); the server checks who asks. */
export const attachmentUrl = (itineraryId: string, bookingId: string, attachmentId: string) =>
  `${bookingsPath(itineraryId)}/${encodeURIComponent(bookingId)}/attachments/${encodeURIComponent(attachmentId)}`;

/**
 * POST …/bookings/:booking_id/attachments (multipart `file`): a PDF or a picture, with the sent
 * fraction reported to `onProgress`.
 */
export const uploadAttachment = (
  itineraryId: string,
  bookingId: string,
  file: File,
  onProgress?: (fraction: number) => void,
) =>
  uploadFile<BookingAttachment>(
    `${bookingsPath(itineraryId)}/${encodeURIComponent(bookingId)}/attachments`,
    file,
    onProgress ? { onProgress } : {},
  );

/** The reservation's attachments change in the cached list as soon as the server answers. */
const withAttachments = (
  list: BookingList | undefined,
  bookingId: string,
  change: (attachments: BookingAttachment[]) => BookingAttachment[],
) =>
  list
    ? {
        items: list.items.map((booking) =>
          booking.id === bookingId ? { ...booking, attachments: change(booking.attachments) } : booking,
        ),
      }
    : list;

/** Uploads a file to a reservation (`bookingId` may be one just created) and lists it at once. */
export function useUploadAttachment(itineraryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      bookingId,
      file,
      onProgress,
    }: {
      bookingId: string;
      file: File;
      onProgress?: (fraction: number) => void;
    }) => uploadAttachment(itineraryId, bookingId, file, onProgress),
    onSuccess: (attachment, { bookingId }) =>
      queryClient.setQueryData<BookingList>(bookingKeys.list(itineraryId), (list) =>
        withAttachments(list, bookingId, (attachments) => [...attachments, attachment]),
      ),
  });
}

/** DELETE …/attachments/:attachment_id (204, also when already gone). */
export function useDeleteAttachment(itineraryId: string, bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (attachmentId: string) =>
      api.delete<null>(attachmentUrl(itineraryId, bookingId, attachmentId)),
    onSuccess: (_answer, attachmentId) =>
      queryClient.setQueryData<BookingList>(bookingKeys.list(itineraryId), (list) =>
        withAttachments(list, bookingId, (attachments) => attachments.filter((a) => a.id !== attachmentId)),
      ),
  });
}
