/** Places in and out (issue 24, decision 0039): import into a trip, export it, subscribe to calendars. */
export { ImportPlacesButton } from './components/import-places-button';
export { PlaceExports } from './components/place-exports';
export { CalendarFeedButton } from './components/calendar-feed-button';
