import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema.js';

export function createProfilesRepository(db: Db) {
  return {
    async find(userId: string) {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
      return row ?? null;
    },
  };
}
export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
