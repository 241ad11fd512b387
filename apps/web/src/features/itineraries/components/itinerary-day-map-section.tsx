import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { Itinerary } from '@pintrip/shared';
import { cn } from '../../../components/ui/cn';
import { useFormatDayNumber } from '../../../lib/format';
import { DayMap } from './day-map';

/** The detail's day map with its day chooser; absent while no day has a plan. */
export function ItineraryDayMapSection({ itinerary }: { itinerary: Itinerary }) {
  const { t } = useTranslation();
  const formatDayNumber = useFormatDayNumber();
  const [mapDay, setMapDay] = useState(itinerary.days[0]?.day_number ?? 1);
  if (!itinerary.days.some((d) => d.plans.length > 0)) return null;
  const mapPlans = itinerary.days.find((d) => d.day_number === mapDay)?.plans ?? [];
  return (
    <section className="mt-6 print:hidden" aria-labelledby="day-map-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="day-map-title" className="text-lg font-bold">
          {t('itineraries.map.title')}
        </h2>
        <div role="group" aria-label={t('itineraries.map.chooseDay')} className="flex flex-wrap gap-1.5">
          {itinerary.days.map((d) => (
            <button
              key={d.id}
              type="button"
              aria-pressed={d.day_number === mapDay}
              onClick={() => setMapDay(d.day_number)}
              className={cn(
                'rounded-full border px-3 py-1 text-sm font-medium',
                d.day_number === mapDay
                  ? 'border-brand bg-brand-soft text-brand-strong'
                  : 'border-line text-ink-muted',
              )}
            >
              {formatDayNumber(d.day_number)}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-3">
        <DayMap dayNumber={mapDay} plans={mapPlans.map((plan) => ({ ...plan, key: plan.id }))} />
      </div>
    </section>
  );
}
