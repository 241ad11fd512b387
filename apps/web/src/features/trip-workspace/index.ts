export { TripSectionNav, tripSectionPath, tripSections, type TripSection } from './trip-section-nav';
