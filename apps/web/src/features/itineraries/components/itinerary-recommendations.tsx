import { useTranslation } from '../../../i18n';
import { useRecommendations } from '../api/get-recommendations';
import { ItineraryCard } from './itinerary-card';

/** Up to three other public itineraries under the detail; nothing while there are none. */
export function ItineraryRecommendations({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useRecommendations(id);
  const items = query.data?.items.slice(0, 3) ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recommendations-title" className="mt-10 print:hidden">
      <h2 id="recommendations-title" className="mb-3 text-lg font-bold">
        {t('itineraries.detail.recommendations')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <ItineraryCard
              itinerary={item}
              variant="public"
              canToggleVisibility={false}
              canDelete={false}
              onToggleVisibility={() => undefined}
              onDelete={() => undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
