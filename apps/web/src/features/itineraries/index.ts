/** The itineraries feature's public surface: what route modules compose. */
export { ItinerariesScreen } from './components/itineraries-screen';
export { ItineraryDetailScreen } from './components/itinerary-detail';
export { useItinerary } from './api/get-itinerary';
export { ItineraryShelf } from './components/my-itineraries';
export { ItineraryFormDialog } from './components/lazy-itinerary-form-dialog';
export { ItinerariesViewerProvider } from './context/viewer-context';
// What the server needs to render an itineraries page with its data (app/prefetch-page.ts).
export { getItineraries } from './api/get-itineraries';
export { getItinerary } from './api/get-itinerary';
export { getRecommendations } from './api/get-recommendations';
export { itineraryKeys } from './api/query-keys';
// The planner (features/planner) adds plans and maps a day with the itinerary form's pieces.
export { AddPlanFlow } from './components/destination-picker';
export { useDestinationSearch } from './api/search-destinations';
export { DayMap } from './components/day-map';
