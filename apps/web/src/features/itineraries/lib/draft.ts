import { limits } from '@pintrip/shared';

/**
 * A plan the add-plan dialog makes (the destination picker, used by the planner): what the server
 * takes, plus what the screen shows.
 */
export interface PlanDraft {
  /** Stable key for lists and drag and drop (not sent). */
  key: string;
  time: string;
  destination: string;
  destination_id: string | null;
  location: string | null;
  note: string;
  duration: number;
  cost: number;
  image_url: string | null;
  lat: number | null;
  lng: number | null;
}

let keyCounter = 0;
const newPlanKey = () => `plan-${Date.now().toString(36)}-${(keyCounter += 1)}`;

export function emptyPlan(overrides: Partial<PlanDraft> = {}): PlanDraft {
  return {
    key: newPlanKey(),
    time: '',
    destination: '',
    destination_id: null,
    location: null,
    note: '',
    duration: limits.planDurationDefault,
    cost: limits.planCostDefault,
    image_url: null,
    lat: null,
    lng: null,
    ...overrides,
  };
}
