import { useTranslation } from 'react-i18next';
import { ItineraryList } from './itinerary-list';

/** My Page "my trip plans": the user's itineraries as cards, or "no plans yet". */
export function MyItineraries() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="mypage-plans-title"
      className="rounded-[var(--radius-card)] border border-line bg-surface-raised p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <h2 id="mypage-plans-title" className="mb-3 text-lg font-bold">
        {t('mypage.plans.title')}
      </h2>
      <ItineraryList
        filters={{ scope: 'mine', sort: 'latest' }}
        variant="own"
        empty={t('mypage.plans.empty')}
        testId="mypage-itineraries"
      />
    </section>
  );
}
