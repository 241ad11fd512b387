import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { CalendarIcon, HeartIcon } from '../../../components/ui/icons';
import type { ItineraryFilters } from '../api/query-keys';
import { ItineraryList } from './itinerary-list';

function Shelf({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-[var(--radius-card)] border border-line bg-surface-raised p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <h2 id={id} className="mb-3 flex items-center gap-2 text-lg font-bold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** My Page's itinerary shelves: the user's own (private and public, marked) and those they liked. */
const shelves = {
  mine: {
    filters: { scope: 'mine', sort: 'latest' },
    variant: 'own',
    Icon: CalendarIcon,
    key: 'mypage.plans',
    testId: 'mypage-itineraries',
  },
  liked: {
    filters: { scope: 'liked', sort: 'latest' },
    variant: 'public',
    Icon: HeartIcon,
    key: 'mypage.liked',
    testId: 'mypage-liked-itineraries',
  },
} as const satisfies Record<
  string,
  {
    filters: ItineraryFilters;
    variant: 'own' | 'public';
    Icon: typeof CalendarIcon;
    key: string;
    testId: string;
  }
>;

/** One of My Page's itinerary shelves (GET /api/itineraries?scope=mine|liked), newest first, as cards. */
export function ItineraryShelf({ scope }: { scope: keyof typeof shelves }) {
  const { t } = useTranslation();
  const { filters, variant, Icon, key, testId } = shelves[scope];
  return (
    <Shelf
      id={`mypage-${scope}-title`}
      icon={<Icon className="h-5 w-5 text-brand" />}
      title={t(`${key}.title`)}
    >
      <ItineraryList filters={filters} variant={variant} empty={t(`${key}.empty`)} testId={testId} />
    </Shelf>
  );
}
