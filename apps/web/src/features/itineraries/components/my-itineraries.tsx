import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

const mine: ItineraryFilters = { scope: 'mine', sort: 'latest' };
const liked: ItineraryFilters = { scope: 'liked', sort: 'latest' };

/** My Page "my trip plans": the user's itineraries (private and public, marked) as cards. */
export function MyItineraries() {
  const { t } = useTranslation();
  return (
    <Shelf
      id="mypage-plans-title"
      icon={<CalendarIcon className="h-5 w-5 text-brand" />}
      title={t('mypage.plans.title')}
    >
      <ItineraryList
        filters={mine}
        variant="own"
        empty={t('mypage.plans.empty')}
        testId="mypage-itineraries"
      />
    </Shelf>
  );
}

/** My Page "liked itineraries" (GET /api/itineraries?scope=liked), newest first. */
export function LikedItineraries() {
  const { t } = useTranslation();
  return (
    <Shelf
      id="mypage-liked-title"
      icon={<HeartIcon className="h-5 w-5 text-brand" />}
      title={t('mypage.liked.title')}
    >
      <ItineraryList
        filters={liked}
        variant="public"
        empty={t('mypage.liked.empty')}
        testId="mypage-liked-itineraries"
      />
    </Shelf>
  );
}
