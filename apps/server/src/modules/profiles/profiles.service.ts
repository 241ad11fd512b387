import type { Me } from '@pintrip/shared';
import type { Viewer } from '../../auth/viewer.js';
import type { ProfilesRepository } from './profiles.repository.js';

export function createProfilesService(repo: ProfilesRepository) {
  return {
    async me(viewer: Viewer): Promise<Me> {
      const profile = await repo.find(viewer.id);
      const avatar = profile?.avatarUrl ?? viewer.image ?? null;
      return {
        id: viewer.id,
        email: viewer.email,
        avatar_url: avatar,
        is_active: viewer.isActive,
        is_admin: viewer.isAdmin,
        is_super_admin: viewer.isSuperAdmin,
        profile: {
          full_name: profile?.fullName ?? null,
          phone: profile?.phone ?? null,
          location: profile?.location ?? null,
          avatar_url: avatar,
        },
      };
    },
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;
