import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canWriteTripLists } from '@pintrip/shared';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useItinerary } from '../../features/itineraries';
import { ListsScreen, type ListPerson } from '../../features/lists';
import { useMembers } from '../../features/members';
import { actorFromMe, useMe } from '../../features/session';
import { useDocumentTitle } from '../use-document-title';
import NotFoundPage from './not-found';

/**
 * `/itineraries/:id/lists`: the trip's packing list and to-dos, for its owner and members (viewers
 * read only); anyone else — a visitor, a stranger, an admin who is not a member — gets the
 * not-found page, as the planner does.
 */
export default function TripListsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: me, isPending: isMePending } = useMe();
  const viewer = useMemo(() => actorFromMe(me), [me]);
  const { data: itinerary, error } = useItinerary(id);
  const isMissing = error instanceof ApiError && error.status >= 400 && error.status < 500;
  const role = itinerary?.my_role ?? null;
  const isNotFound = isMissing || (itinerary !== undefined && !role);
  const members = useMembers(id, Boolean(role));
  useDocumentTitle(
    isNotFound
      ? t('notFound.title')
      : itinerary
        ? `${itinerary.title} · ${t('lists.title')}`
        : t('lists.title'),
  );
  const people = useMemo<ListPerson[]>(() => {
    if (!members.data) return [];
    return [members.data.owner, ...members.data.items.map((member) => member.user)].map((user) => ({
      id: user.id,
      display_name: user.display_name,
    }));
  }, [members.data]);
  if (isNotFound) return <NotFoundPage />;
  if (!itinerary || isMePending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label={t('lists.loading')} />
      </div>
    );
  }
  const canEdit = canWriteTripLists(viewer, {
    user_id: itinerary.user_id,
    members: viewer && (role === 'editor' || role === 'viewer') ? [{ userId: viewer.id, role }] : [],
  });
  return (
    <ListsScreen
      key={id}
      itineraryId={id}
      title={itinerary.title}
      people={people}
      meId={viewer?.id ?? null}
      canEdit={canEdit}
    />
  );
}
