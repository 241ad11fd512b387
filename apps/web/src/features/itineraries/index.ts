/** The itineraries feature's public surface: what route modules compose. */
export { ItinerariesScreen } from './components/itineraries-screen';
export { ItineraryDetailScreen } from './components/itinerary-detail';
export { useItinerary } from './api/get-itinerary';
export { ItineraryShelf } from './components/my-itineraries';
export { NewTripDialog } from './components/lazy-new-trip-dialog';
export type { NewTripFirstPlace } from './lib/new-trip';
export { ItinerariesViewerProvider } from './context/viewer-context';
// What the server needs to render an itineraries page with its data (app/prefetch-page.ts).
export { getItineraries } from './api/get-itineraries';
export { getItinerary } from './api/get-itinerary';
export { getRecommendations } from './api/get-recommendations';
export { itineraryKeys } from './api/query-keys';
// The planner (features/planner) adds plans with the destination picker and maps a day.
export { AddPlanFlow } from './components/destination-picker';
export { useDestinationSearch } from './api/search-destinations';
export { DayMap } from './components/day-map';
