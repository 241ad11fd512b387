import type { Notice } from '@pintrip/shared';

/** Where the hidden item is read: a destination (a comment: its destination) or an itinerary; null once gone. */
export function noticeLink(notice: Notice): string | null {
  if (notice.target_title === null) return null;
  if (notice.target_type === 'itinerary') return `/itineraries/${encodeURIComponent(notice.target_id)}`;
  return notice.target_destination_id
    ? `/destinations/${encodeURIComponent(notice.target_destination_id)}`
    : null;
}
