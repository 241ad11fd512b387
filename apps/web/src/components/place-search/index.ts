/** The one place search (GET /api/places/search): the pinpoint location picker and the plan editor. */
export { PlaceSearch, placeLocation } from './place-search';
export { placesQueryKey, usePlaceSearch } from './use-place-search';
export { PlaceSearchRow, type PlacePatch } from './place-search-row';
