/** Stock photo shown when a plan has no destination image (spec 2 §7 fallback). */
export const fallbackPlanImage = '/itinerary-fallback.svg';
