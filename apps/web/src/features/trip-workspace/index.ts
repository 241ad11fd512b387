export { TripSectionNav, tripSectionPath, tripSections, type TripSection } from './trip-section-nav';
export { TripSectionHeader } from './trip-section-header';
