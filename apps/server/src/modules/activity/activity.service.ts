import type { MeStats } from '@pintrip/shared';
import type { Viewer } from '../../auth/viewer.js';
import type { AppUnitOfWork } from '../../repositories.js';

export function createActivityService(uow: AppUnitOfWork) {
  return {
    /** The profile card's counts: the viewer's pinpoints, itineraries and likes received. */
    async stats(viewer: Viewer): Promise<MeStats> {
      const row = await uow.read.activity.stats(viewer.id);
      return {
        destinations_count: Number(row.destinations_count),
        itineraries_count: Number(row.itineraries_count),
        likes_received: Number(row.likes_received),
      };
    },
  };
}
export type ActivityService = ReturnType<typeof createActivityService>;
