import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n';
import { webRoutes } from '@pintrip/shared';
import { cn } from '../../components/ui/cn';

/** The sections of a trip's workspace, in the order the nav shows them. */
export const tripSections = [
  { key: 'plan', route: webRoutes.planner },
  { key: 'money', route: webRoutes.tripMoney },
  { key: 'lists', route: webRoutes.tripLists },
  { key: 'bookings', route: webRoutes.tripBookings },
] as const;

export type TripSection = (typeof tripSections)[number]['key'];

/** The address of a trip's section (`/itineraries/:id/money`). */
export const tripSectionPath = (id: string, section: TripSection): string =>
  tripSections.find((entry) => entry.key === section)!.route.replace(':id', encodeURIComponent(id));

/**
 * The tabs between a trip's planner, money, lists and bookings: one nav every section page shows
 * under its header, so a member moves between them without going back to the trip.
 */
export function TripSectionNav({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('tripNav.label')} className="mt-3 border-b border-line">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tripSections.map((section) => (
          <li key={section.key}>
            <NavLink
              to={tripSectionPath(id, section.key)}
              end
              className={({ isActive }) =>
                cn(
                  'inline-block border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
                  isActive ? 'border-brand text-brand' : 'border-transparent text-ink-muted hover:text-ink',
                )
              }
            >
              {t(`tripNav.${section.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
