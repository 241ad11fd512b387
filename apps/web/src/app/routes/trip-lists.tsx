import NotFoundPage from './not-found';

/** `/itineraries/:id/lists`: the trip's lists section (issue 23/24 work in progress: not built yet). */
export default function TripListsPage() {
  return <NotFoundPage />;
}
