import { useTranslation } from '../../../i18n';
import { addDays, localInZone } from '@pintrip/shared';
import { useBookings } from '../api/bookings';

interface DayBookingsProps {
  itineraryId: string;
  /** The trip's first day (`YYYY-MM-DD`). */
  startDate: string;
  dayNumber: number;
}

/**
 * The reservations that start on a day of the trip, read only, at their local time (a hotel in
 * Tokyo at 15:00 Tokyo time on the day it is 15:00 in Tokyo), for the planner's day slot.
 */
export function DayBookings({ itineraryId, startDate, dayNumber }: DayBookingsProps) {
  const { t } = useTranslation();
  const bookings = useBookings(itineraryId);
  const date = addDays(startDate, dayNumber - 1);
  const rows = (bookings.data?.items ?? [])
    .filter((booking) => booking.starts_at && booking.start_zone)
    .map((booking) => ({ booking, local: localInZone(booking.starts_at!, booking.start_zone!) }))
    .filter((row) => row.local.slice(0, 10) === date)
    .sort((a, b) => a.local.localeCompare(b.local));
  if (rows.length === 0) return null;
  return (
    <ul className="mb-2 flex flex-col gap-1.5" aria-label={t('bookings.title')} data-testid="day-bookings">
      {rows.map(({ booking, local }) => (
        <li
          key={booking.id}
          className="flex items-center gap-2 rounded-xl border border-dashed border-brand/40 bg-brand-soft/40 px-3 py-2 text-sm"
        >
          <span className="font-semibold tabular-nums">{local.slice(11, 16)}</span>
          <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-strong">
            {t(`bookings.kinds.${booking.kind}`)}
          </span>
          <span className="min-w-0 flex-1 truncate" data-user-content>
            {booking.title}
          </span>
          <span className="text-xs text-ink-muted">{booking.start_zone}</span>
        </li>
      ))}
    </ul>
  );
}
