/** The bookings feature's public surface: a trip's reservations (issue 23). */
export { BookingsScreen } from './components/bookings-screen';
export { DayBookings } from './components/day-bookings';
