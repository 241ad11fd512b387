/**
 * With email verification on, a sign-up for a taken address answers like a new one (same status,
 * same body shape), but a new account costs several inserts that a taken address skips, so the
 * answer came back measurably sooner: a timer could tell which addresses have accounts. The taken
 * address's answer is held back to the recent time of a real sign-up (a moving average, with a
 * little jitter), so both take about as long.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';

/** Before any real sign-up was timed: a guess of what one costs. */
const initialEstimateMs = 250;
const weightOfNewSample = 0.2;

export function createSignUpTiming(db: Db) {
  let estimateMs = initialEstimateMs;
  return {
    /**
     * Call with the id of the user a 200 sign-up answered with and when the request started:
     * records a real sign-up's time, or waits out a taken address's answer.
     */
    async settle(userId: unknown, startedAt: number): Promise<void> {
      if (typeof userId !== 'string') return;
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      const elapsed = performance.now() - startedAt;
      if (row) {
        estimateMs += (elapsed - estimateMs) * weightOfNewSample;
        return;
      }
      const remaining = estimateMs * (0.9 + Math.random() * 0.2) - elapsed;
      if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
    },
  };
}
