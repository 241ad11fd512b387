import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BookmarkImport,
  BookmarkImportResult,
  CalendarFeedAnswer,
  PlaceImportConfirm,
  PlaceImportPreview,
  PlaceImportResult,
} from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { destinationKeys } from '../../destinations';

/** Query keys of places in and out. */
export const importKeys = {
  all: ['places-io'] as const,
  /** A calendar feed: of a trip, or the viewer's of all their trips (`null`). */
  feed: (itineraryId: string | null) => ['places-io', 'feed', itineraryId ?? 'me'] as const,
};

const tripPath = (id: string) => `/api/itineraries/${encodeURIComponent(id)}`;

/** POST /api/itineraries/:id/imports/preview: the file read into places (nothing written). */
export function previewImport(itineraryId: string, file: File, day: number) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<PlaceImportPreview>(`${tripPath(itineraryId)}/imports/preview`, form, { query: { day } });
}

/** POST /api/imports/preview: the file read into places and their matches, for bookmarks. */
export function previewBookmarkImport(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<PlaceImportPreview>('/api/imports/preview', form);
}

/** The preview into a trip (`itineraryId`) or, with null, into bookmarks. */
export function usePreviewImport(itineraryId: string | null) {
  return useMutation({
    mutationFn: ({ file, day }: { file: File; day: number }) =>
      itineraryId ? previewImport(itineraryId, file, day) : previewBookmarkImport(file),
  });
}

/** POST /api/me/bookmarks/imports: bookmark the matched destinations (idempotent). */
export function useBookmarkImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookmarkImport) => api.post<BookmarkImportResult>('/api/me/bookmarks/imports', body),
    // The bookmark lists and the destinations' flags change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: destinationKeys.all }),
  });
}

/** POST /api/itineraries/:id/imports: the chosen places as plan.add operations (idempotent by import_id). */
export const confirmImport = (itineraryId: string, body: PlaceImportConfirm) =>
  api.post<PlaceImportResult>(`${tripPath(itineraryId)}/imports`, body);

export function useConfirmImport(itineraryId: string | null) {
  return useMutation({ mutationFn: (body: PlaceImportConfirm) => confirmImport(itineraryId ?? '', body) });
}

const feedPath = (itineraryId: string | null) =>
  itineraryId ? `${tripPath(itineraryId)}/calendar-feed` : '/api/me/calendar-feed';

/** GET …/calendar-feed: the viewer's feed, or `{feed: null}`. */
export function useCalendarFeed(itineraryId: string | null, enabled = true) {
  return useQuery({
    queryKey: importKeys.feed(itineraryId),
    queryFn: () => api.get<CalendarFeedAnswer>(feedPath(itineraryId)),
    enabled,
  });
}

/** POST (make once) and DELETE (revoke) the viewer's feed; the answer replaces the cached one. */
export function useChangeCalendarFeed(itineraryId: string | null) {
  const queryClient = useQueryClient();
  const key = importKeys.feed(itineraryId);
  const create = useMutation({
    mutationFn: () => api.post<CalendarFeedAnswer>(feedPath(itineraryId)),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
  const revoke = useMutation({
    mutationFn: () => api.delete<void>(feedPath(itineraryId)),
    onSuccess: () => queryClient.setQueryData<CalendarFeedAnswer>(key, { feed: null }),
  });
  return { create, revoke };
}
