import { z } from 'zod';

/**
 * GET /api/me/stats: what the profile card counts, counted by the server in one query. Hidden
 * pinpoints and private itineraries count (they are the user's own); likes received are those on
 * the user's pinpoints and itineraries.
 */
export const meStatsSchema = z.object({
  destinations_count: z.number().int(),
  itineraries_count: z.number().int(),
  likes_received: z.number().int(),
});
export type MeStats = z.infer<typeof meStatsSchema>;
