import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import type { DayDraft } from '../lib/draft';
import { DayMap } from './day-map';
import { PlanEditor } from './plan-editor';

/**
 * The days part of the itinerary form: the add-plan button, the day tabs with their plans, the
 * message of a failed plan rule, and the selected day on the map.
 */
export function ItineraryFormDays({
  days,
  selected,
  onSelectDay,
  onChange,
  onAddPlan,
  error,
}: {
  days: DayDraft[];
  selected: DayDraft | undefined;
  onSelectDay: (day: number) => void;
  onChange: (days: DayDraft[]) => void;
  onAddPlan: () => void;
  /** The message to show under the days, if any. */
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <div className="mb-2 flex items-center justify-between gap-2">
          <h3 className="text-base font-bold">{t('itineraries.form.days')}</h3>
          <Button variant="secondary" size="sm" onClick={onAddPlan}>
            <PlusIcon />
            {t('itineraries.form.addPlan')}
          </Button>
        </div>
        <PlanEditor
          days={days}
          selectedDay={selected?.day_number ?? 1}
          onSelectDay={onSelectDay}
          onChange={onChange}
        />
        {error ? (
          <p role="alert" className="mt-2 text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>

      {selected && selected.plans.length > 0 ? (
        <DayMap
          dayNumber={selected.day_number}
          plans={selected.plans.map((plan) => ({ ...plan, key: plan.key }))}
        />
      ) : null}
    </>
  );
}
