import { useMemo } from 'react';
import { useTranslation } from '../../i18n';
import { canWriteTripLists } from '@pintrip/shared';
import { Spinner } from '../../components/ui/spinner';
import { ListsScreen, type ListPerson } from '../../features/lists';
import { useMembers } from '../../features/members';
import NotFoundPage from './not-found';
import { useTripSection } from './use-trip-section';

/**
 * `/itineraries/:id/lists`: the trip's packing list and to-dos, for its owner and members (viewers
 * read only); anyone else gets the not-found page (useTripSection).
 */
export default function TripListsPage() {
  const { t } = useTranslation();
  const section = useTripSection('lists.title');
  const isMember = section.status === 'ready';
  const members = useMembers(isMember ? section.id : '', isMember);
  const people = useMemo<ListPerson[]>(() => {
    if (!members.data) return [];
    return [members.data.owner, ...members.data.items.map((member) => member.user)].map((user) => ({
      id: user.id,
      display_name: user.display_name,
    }));
  }, [members.data]);
  if (section.status === 'not-found') return <NotFoundPage />;
  if (section.status === 'loading') {
    return (
      <div className="flex justify-center py-24">
        <Spinner label={t('lists.loading')} />
      </div>
    );
  }
  const { id, itinerary, viewer, role } = section;
  const canEdit = canWriteTripLists(viewer, {
    user_id: itinerary.user_id,
    members: viewer && role !== 'owner' ? [{ userId: viewer.id, role }] : [],
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
