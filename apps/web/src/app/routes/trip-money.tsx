import NotFoundPage from './not-found';

/** `/itineraries/:id/money`: the trip's money section (issue 23/24 work in progress: not built yet). */
export default function TripMoneyPage() {
  return <NotFoundPage />;
}
