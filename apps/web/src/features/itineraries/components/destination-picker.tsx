import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { limits, type Destination } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useDestinationSearch } from '../api/search-destinations';
import { emptyPlan, type PlanDraft } from '../lib/draft';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useFormatDayNumber, useFormatWon } from '../../../lib/format';

/** What the add-plan dialog starts from: a destination, or a free-text place. */
export interface PlanSource {
  destination: string;
  destination_id: string | null;
  location: string | null;
  image_url: string | null;
  lat: number | null;
  lng: number | null;
  /** The destination's minimum budget: the cost's default. */
  budget_min: number;
}

const fromDestination = (d: Destination): PlanSource => ({
  destination: d.title,
  destination_id: d.id,
  location: d.location,
  image_url: d.image_url,
  lat: d.lat,
  lng: d.lng,
  budget_min: d.budget_min,
});

/**
 * Adding a plan: a searchable destination list (title or location; keyset pages), or a free-text
 * place; then the small dialog asking for arrival time, duration and cost.
 */
export function AddPlanFlow({
  open,
  onOpenChange,
  dayNumber,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dayNumber: number;
  onAdd: (plan: PlanDraft) => void;
}) {
  const [source, setSource] = useState<PlanSource | null>(null);
  return (
    <>
      {/* The picker stays open under "add plan", so Escape there goes back to the result picked. */}
      <DestinationPicker open={open} onOpenChange={onOpenChange} dayNumber={dayNumber} onPick={setSource} />
      {source ? (
        <AddPlanDialog
          source={source}
          onCancel={() => setSource(null)}
          onConfirm={(plan) => {
            onAdd(plan);
            setSource(null);
            onOpenChange(false);
          }}
        />
      ) : null}
    </>
  );
}

function DestinationPicker({
  open,
  onOpenChange,
  dayNumber,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dayNumber: number;
  onPick: (source: PlanSource) => void;
}) {
  const { t } = useTranslation();
  const formatWon = useFormatWon();
  const formatDayNumber = useFormatDayNumber();
  const [query, setQuery] = useState('');
  const [freeName, setFreeName] = useState('');
  const [freeLocation, setFreeLocation] = useState('');
  const q = useDebouncedValue(query.trim(), 250);
  const search = useDestinationSearch(q, { enabled: open });
  const items = search.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('itineraries.picker.title', { day: formatDayNumber(dayNumber) })}
    >
      <label htmlFor="picker-search" className="text-sm font-semibold">
        {t('itineraries.picker.search')}
      </label>
      <input
        id="picker-search"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t('itineraries.picker.searchPlaceholder')}
        className={inputClasses(false, 'mt-1.5')}
      />
      <div className="mt-3" aria-live="polite">
        {search.isPending ? (
          <Spinner label={t('itineraries.picker.loading')} />
        ) : search.isError ? (
          <p role="alert" className="text-sm text-danger">
            {t('itineraries.picker.loadFailed')}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('itineraries.picker.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="picker-results">
            {items.map((d) => (
              <li key={d.id}>
                <button
                  type="button"
                  onClick={() => onPick(fromDestination(d))}
                  className="flex w-full items-center gap-3 rounded-2xl border border-line p-2 text-left hover:bg-surface-muted"
                >
                  <img
                    src={d.image_url}
                    alt=""
                    className="h-14 w-14 shrink-0 rounded-xl object-cover"
                    loading="lazy"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold" data-user-content>
                      {d.title}
                    </span>
                    <span className="block truncate text-xs text-ink-muted" data-user-content>
                      {d.location}
                    </span>
                    <span className="block text-xs text-ink-subtle">
                      {t('itineraries.picker.budget', {
                        min: formatWon(d.budget_min),
                        max: formatWon(d.budget_max),
                      })}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {search.hasNextPage ? (
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            disabled={search.isFetchingNextPage}
            onClick={() => void search.fetchNextPage()}
          >
            {t('itineraries.picker.more')}
          </Button>
        ) : null}
      </div>
      <form
        className="mt-5 border-t border-line pt-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (freeName.trim() === '') return;
          onPick({
            destination: freeName.trim().slice(0, limits.planDestinationMaxLength),
            destination_id: null,
            location: freeLocation.trim() || null,
            image_url: null,
            lat: null,
            lng: null,
            budget_min: 0,
          });
        }}
      >
        <p className="text-sm font-semibold">{t('itineraries.picker.freeTitle')}</p>
        <div className="mt-2 grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <FormField id="free-name" label={t('itineraries.picker.freeName')}>
            <input
              id="free-name"
              value={freeName}
              maxLength={limits.planDestinationMaxLength}
              onChange={(e) => setFreeName(e.target.value)}
              className={inputClasses(false, 'h-10 text-sm')}
            />
          </FormField>
          <FormField id="free-location" label={t('itineraries.picker.freeLocation')}>
            <input
              id="free-location"
              value={freeLocation}
              maxLength={limits.planLocationMaxLength}
              onChange={(e) => setFreeLocation(e.target.value)}
              className={inputClasses(false, 'h-10 text-sm')}
            />
          </FormField>
          <Button type="submit" variant="secondary" disabled={freeName.trim() === ''}>
            {t('itineraries.picker.freeAdd')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Arrival time (may be empty), duration (at least 1) and cost (at least 0). An empty or invalid cost
 * falls back to the destination's minimum budget, or 0 (spec 2 §5).
 */
function AddPlanDialog({
  source,
  onCancel,
  onConfirm,
}: {
  source: PlanSource;
  onCancel: () => void;
  onConfirm: (plan: PlanDraft) => void;
}) {
  const { t } = useTranslation();
  const [time, setTime] = useState('');
  const [duration, setDuration] = useState(String(limits.planDurationDefault));
  const [cost, setCost] = useState(String(source.budget_min));
  const durationNumber = Number(duration);
  const isDurationValid = duration.trim() !== '' && Number.isInteger(durationNumber) && durationNumber >= 1;
  const costNumber = Number(cost);
  const resolvedCost =
    cost.trim() !== '' && Number.isInteger(costNumber) && costNumber >= 0
      ? costNumber
      : Math.max(0, source.budget_min);

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onCancel())}
      size="sm"
      title={t('itineraries.addPlan.title')}
      description={<span data-user-content>{source.destination}</span>}
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!isDurationValid) return;
          onConfirm(
            emptyPlan({
              time,
              destination: source.destination,
              destination_id: source.destination_id,
              location: source.location,
              image_url: source.image_url,
              lat: source.lat,
              lng: source.lng,
              duration: durationNumber,
              cost: resolvedCost,
            }),
          );
        }}
      >
        <FormField id="add-time" label={t('itineraries.addPlan.time')}>
          <input
            id="add-time"
            type="time"
            value={time}
            onChange={(e) => setTime(e.target.value)}
            className={inputClasses()}
          />
        </FormField>
        <FormField
          id="add-duration"
          label={t('itineraries.addPlan.duration')}
          error={isDurationValid ? undefined : t('itineraries.errors.duration_invalid')}
        >
          <input
            id="add-duration"
            type="number"
            min={1}
            inputMode="numeric"
            value={duration}
            aria-invalid={!isDurationValid || undefined}
            onChange={(e) => setDuration(e.target.value)}
            className={inputClasses(!isDurationValid)}
          />
        </FormField>
        <FormField
          id="add-cost"
          label={t('itineraries.addPlan.cost')}
          hint={t('itineraries.addPlan.costHint')}
        >
          <input
            id="add-cost"
            type="number"
            min={0}
            step={1000}
            inputMode="numeric"
            value={cost}
            onChange={(e) => setCost(e.target.value)}
            className={inputClasses()}
          />
        </FormField>
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={!isDurationValid}>
            {t('itineraries.addPlan.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
