import { eq } from 'drizzle-orm';
import { isId } from '@pintrip/shared';
import type { Database } from '../../db/client.js';
import { destinations } from '../../db/schema.js';

export interface DestinationPreview {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  location: string;
  /** Whose it is and whether a moderator hid it: what the visibility rule needs. */
  userId: string | null;
  hiddenAt: Date | null;
}

/** What a link preview of a destination shows; SQL only. */
export function createWebRepository(database: Database) {
  return {
    async findDestinationPreview(id: string): Promise<DestinationPreview | null> {
      // Anything but a UUID names no destination (and would make PostgreSQL refuse the query).
      if (!isId(id)) return null;
      const [row] = await database.db
        .select({
          id: destinations.id,
          title: destinations.title,
          description: destinations.description,
          imageUrl: destinations.imageUrl,
          location: destinations.location,
          userId: destinations.userId,
          hiddenAt: destinations.hiddenAt,
        })
        .from(destinations)
        .where(eq(destinations.id, id))
        .limit(1);
      return row ?? null;
    },
  };
}

export type WebRepository = ReturnType<typeof createWebRepository>;
