import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n';
import type { Itinerary, TripRole } from '@pintrip/shared';
import { ApiError } from '../../lib/api-client';
import { useItinerary } from '../../features/itineraries';
import { actorFromMe, useMe } from '../../features/session';
import { useDocumentTitle } from '../use-document-title';

export type TripSectionState =
  | {
      status: 'not-found';
      /**
       * The trip's id when the reader may see the trip without being on it (a public trip, for a
       * visitor, a stranger or an admin): the API answered it. Null when it is not found at all.
       */
      seenTripId: string | null;
    }
  | { status: 'loading' }
  | {
      status: 'ready';
      id: string;
      itinerary: Itinerary;
      viewer: ReturnType<typeof actorFromMe>;
      role: TripRole;
    };

/**
 * The gate of a trip's workspace page (planner, money, lists, bookings): the trip of the address
 * for its owner and members; `not-found` for anyone else — a visitor, a stranger, an admin who is
 * not a member — as for a trip they may not see. Sets the page's title ("<trip> · <section>").
 */
export function useTripSection(sectionTitleKey: string): TripSectionState {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: me, isPending: isMePending } = useMe();
  const viewer = useMemo(() => actorFromMe(me), [me]);
  const { data: itinerary, error } = useItinerary(id);
  const isMissing = error instanceof ApiError && error.status >= 400 && error.status < 500;
  const role = itinerary?.my_role ?? null;
  const isNotFound = isMissing || (itinerary !== undefined && !role);
  useDocumentTitle(
    isNotFound
      ? t('notFound.title')
      : itinerary
        ? `${itinerary.title} · ${t(sectionTitleKey)}`
        : t(sectionTitleKey),
  );
  if (isNotFound) return { status: 'not-found', seenTripId: !isMissing && itinerary ? itinerary.id : null };
  if (!itinerary || !role || isMePending) return { status: 'loading' };
  return { status: 'ready', id, itinerary, viewer, role };
}
