import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { ArrowLeftIcon } from '../../components/ui/icons';
import { cn } from '../../components/ui/cn';
import { TripSectionNav } from './trip-section-nav';

interface TripSectionHeaderProps {
  id: string;
  /** The trip's title (user content). */
  title: string;
  /** The line under the title: the section's name, and whatever the section adds to it. */
  subtitle: ReactNode;
  /** Controls at the header's end (an add button, the read-only badge…). */
  actions?: ReactNode;
  /** Hidden when the page is printed (the money summary prints without links). */
  printLinks?: boolean;
}

/**
 * The head of a trip section page (money, lists, bookings): the way back to the trip, the trip's
 * title, the section's line and the nav between the sections.
 */
export function TripSectionHeader({
  id,
  title,
  subtitle,
  actions,
  printLinks = true,
}: TripSectionHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col gap-2">
      <Link
        to={`/itineraries/${encodeURIComponent(id)}`}
        className={cn(
          'inline-flex w-fit items-center gap-1 text-sm font-medium text-ink-muted hover:text-ink',
          !printLinks && 'print:hidden',
        )}
      >
        <ArrowLeftIcon />
        {t('tripNav.back')}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight break-words" data-user-content>
            {title}
          </h1>
          <p className="mt-1 text-ink-muted">{subtitle}</p>
        </div>
        {actions}
      </div>
      <div className={cn(!printLinks && 'print:hidden')}>
        <TripSectionNav id={id} />
      </div>
    </header>
  );
}
