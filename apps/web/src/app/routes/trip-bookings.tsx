import NotFoundPage from './not-found';

/** `/itineraries/:id/bookings`: the trip's bookings section (issue 23/24 work in progress: not built yet). */
export default function TripBookingsPage() {
  return <NotFoundPage />;
}
