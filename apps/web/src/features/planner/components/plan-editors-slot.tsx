import { createContext, useContext, type ReactNode } from 'react';

/**
 * What to show on a plan row about the others editing it (the route fills it from trip-live's
 * presence; the planner knows nothing of presence). Null: nothing.
 */
export const PlanEditorsSlot = createContext<((planId: string) => ReactNode) | null>(null);

export function PlanEditorsOf({ planId }: { planId: string }) {
  const render = useContext(PlanEditorsSlot);
  return render ? render(planId) : null;
}
