/**
 * The shared visibility rule (`canSee` in packages/shared/src/policies.ts) applied to database
 * rows, where a moderator's hiding is a `hidden_at` time: every way out of the server — API,
 * server-written pages, the event stream, previews — asks it through here, never restating it.
 */
import { canSee, type Actor, type Owned, type TripMember, type Visibility } from '@pintrip/shared';

/** A row of a destination, comment or itinerary as far as visibility goes. */
export interface VisibilityRow {
  userId: string | null;
  hiddenAt: Date | string | null;
  /** Itineraries only. */
  isPublic?: boolean;
  /** Itineraries only: the trip's companions (modules/itineraries/trip-members.ts), who see it too. */
  members?: readonly TripMember[];
}

/** What `canSee` needs of a row (also what an event carries to decide who receives it). */
export function visibilityOf(row: VisibilityRow): Owned & Visibility {
  return {
    userId: row.userId,
    isHidden: row.hiddenAt !== null,
    ...(row.isPublic === undefined ? {} : { isPublic: row.isPublic }),
    ...(row.members === undefined ? {} : { members: row.members }),
  };
}

/** Whether `viewer` may see the row at all; whoever may not is told it does not exist (404). */
export const canSeeRow = (viewer: Actor | null | undefined, row: VisibilityRow): boolean =>
  canSee(viewer, visibilityOf(row));
