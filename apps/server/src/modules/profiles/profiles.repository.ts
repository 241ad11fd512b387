import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema.js';

export interface ProfilePatch {
  fullName?: string | null;
  phone?: string | null;
  phoneE164?: string | null;
  location?: string | null;
  avatarUrl?: string | null;
}

export function createProfilesRepository(db: Db) {
  return {
    async find(userId: string) {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
      return row ?? null;
    },

    /** Writes the given fields (the row is created if sign-up somehow left none) and returns the row. */
    async update(userId: string, patch: ProfilePatch) {
      const [row] = await db
        .insert(profiles)
        .values({ userId, ...patch })
        .onConflictDoUpdate({ target: profiles.userId, set: { ...patch, updatedAt: new Date() } })
        .returning();
      if (!row) throw new Error(`profile of ${userId} was not written`);
      return row;
    },
  };
}
export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
