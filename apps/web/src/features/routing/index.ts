/** Travel times between plans and "순서 최적화" in the planner (issue 24): the planner's `dayRoute` slot. */
export { useDayRoute, type DayRouteSlot, type RouteDay } from './use-day-route';
export { legLinks, isInKorea, type MapLink } from './map-links';
