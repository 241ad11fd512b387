import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { routeModes, type RouteMode } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useFormatDayNumber } from '../../../lib/format';
import type { RoutePlan } from '../api/get-day-legs';
import { OptimizeDialog } from './optimize-dialog';

export interface DayRouteToolsProps {
  itineraryId: string;
  dayNumber: number;
  plans: readonly RoutePlan[];
  isReadOnly: boolean;
  mode: RouteMode;
  onModeChange: (mode: RouteMode) => void;
  pinned: readonly string[];
  onTogglePin: (planId: string) => void;
  /** Puts the day in `order`; false when nothing changed. */
  applyOrder: (order: readonly string[]) => boolean;
}

/** A day's header tools: the travel mode of its legs and, for editors, "순서 최적화". */
export function DayRouteTools(props: DayRouteToolsProps) {
  const { itineraryId, dayNumber, plans, isReadOnly, mode, onModeChange, pinned, onTogglePin, applyOrder } =
    props;
  const { t } = useTranslation();
  const toast = useToast();
  const formatDayNumber = useFormatDayNumber();
  const [isOpen, setOpen] = useState(false);
  const day = formatDayNumber(dayNumber);
  const selectId = `route-mode-${dayNumber}`;
  if (plans.length < 2) return null;
  return (
    <>
      <label htmlFor={selectId} className="sr-only">
        {t('routing.modeLabel')}
      </label>
      <select
        id={selectId}
        value={mode}
        onChange={(event) => onModeChange(event.target.value as RouteMode)}
        className="h-8 rounded-full border border-line bg-surface px-3 text-sm font-semibold text-ink"
      >
        {routeModes.map((value) => (
          <option key={value} value={value}>
            {t(`routing.modes.${value}`)}
          </option>
        ))}
      </select>
      {isReadOnly || plans.length < 3 ? null : (
        <>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setOpen(true)}
            aria-label={t('routing.optimizeDay', { day })}
          >
            {t('routing.optimize')}
          </Button>
          {isOpen ? (
            <OptimizeDialog
              open={isOpen}
              onOpenChange={setOpen}
              itineraryId={itineraryId}
              dayNumber={dayNumber}
              mode={mode}
              plans={plans}
              pinned={pinned}
              onTogglePin={onTogglePin}
              onAccept={(order) => {
                setOpen(false);
                if (applyOrder(order))
                  toast.show(t('routing.applied', { day }), 'success', { key: 'route-order' });
              }}
            />
          ) : null}
        </>
      )}
    </>
  );
}
