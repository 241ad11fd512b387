import { useCallback, useState, type ReactNode } from 'react';
import type { RouteMode } from '@pintrip/shared';
import type { RoutePlan } from './api/get-day-legs';
import { DayRouteTools } from './components/day-route-tools';
import { LegRow } from './components/leg-row';

export interface RouteDay {
  dayNumber: number;
  plans: readonly RoutePlan[];
}

/** What the planner mounts in each day (its `dayRoute` slot). */
export interface DayRouteSlot {
  tools: (day: RouteDay, options: { isReadOnly: boolean }) => ReactNode;
  leg: (day: RouteDay, index: number) => ReactNode;
}

/**
 * The planner's routing slot for a trip: one travel mode for the planner (walk by default) and the
 * plans pinned per day, both kept in this screen's state only (not stored: a pin is a question to
 * the optimiser, not a property of the plan).
 */
export function useDayRoute(itineraryId: string) {
  const [mode, setMode] = useState<RouteMode>('walk');
  const [pins, setPins] = useState<Record<number, string[]>>({});
  return useCallback(
    ({
      applyOrder,
    }: {
      applyOrder: (dayNumber: number, planIds: readonly string[]) => boolean;
    }): DayRouteSlot => ({
      tools: (day, { isReadOnly }) => (
        <DayRouteTools
          itineraryId={itineraryId}
          dayNumber={day.dayNumber}
          plans={day.plans}
          isReadOnly={isReadOnly}
          mode={mode}
          onModeChange={setMode}
          pinned={(pins[day.dayNumber] ?? []).filter((id) => day.plans.some((plan) => plan.id === id))}
          onTogglePin={(planId) =>
            setPins((all) => {
              const current = all[day.dayNumber] ?? [];
              return {
                ...all,
                [day.dayNumber]: current.includes(planId)
                  ? current.filter((id) => id !== planId)
                  : [...current, planId],
              };
            })
          }
          applyOrder={(order) => applyOrder(day.dayNumber, order)}
        />
      ),
      leg: (day, index) => (
        <LegRow
          key={`leg-${day.plans[index]?.id}`}
          itineraryId={itineraryId}
          dayNumber={day.dayNumber}
          mode={mode}
          plans={day.plans}
          index={index}
        />
      ),
    }),
    [itineraryId, mode, pins],
  );
}
