import { isAvatarUrl, phoneE164, type Me, type Profile, type ProfileUpdate } from '@pintrip/shared';
import type { Viewer } from '../../auth/viewer.js';
import { defaultAvatarUrl } from '../../lib/avatars.js';
import type { AppUnitOfWork, Repositories } from '../../repositories.js';

type ProfileRow = NonNullable<Awaited<ReturnType<Repositories['profiles']['find']>>>;

/**
 * The avatar a user chose (profile), else the one a social provider gave (users.image, if it is a
 * usable address), else null; the generated one fills in where a picture must be shown.
 */
function chosenAvatar(viewer: Viewer, row: ProfileRow | null): string | null {
  if (row?.avatarUrl) return row.avatarUrl;
  return viewer.image && isAvatarUrl(viewer.image) ? viewer.image : null;
}

function toProfile(viewer: Viewer, row: ProfileRow | null): Profile {
  return {
    full_name: row?.fullName ?? null,
    phone: row?.phone ?? null,
    phone_e164: row?.phoneE164 ?? null,
    location: row?.location ?? null,
    avatar_url: chosenAvatar(viewer, row),
  };
}

export function createProfilesService(uow: AppUnitOfWork) {
  const repo = uow.read.profiles;
  return {
    /**
     * GET /api/me. `avatar_url` is never empty (the generated avatar stands in); `profile.avatar_url`
     * is the chosen picture or null, so the edit form can tell the two apart.
     */
    async me(viewer: Viewer): Promise<Me> {
      const row = await repo.find(viewer.id);
      const profile = toProfile(viewer, row);
      return {
        id: viewer.id,
        email: viewer.email,
        avatar_url: profile.avatar_url ?? defaultAvatarUrl(viewer.id),
        is_active: viewer.isActive,
        is_admin: viewer.isAdmin,
        is_super_admin: viewer.isSuperAdmin,
        two_factor_enabled: viewer.twoFactorEnabled,
        profile,
      };
    },

    /** PATCH /api/me/profile: only the fields present change; null clears one. */
    async update(viewer: Viewer, patch: ProfileUpdate): Promise<Profile> {
      const row = await repo.update(viewer.id, {
        ...(patch.full_name !== undefined ? { fullName: patch.full_name } : {}),
        // The phone as sent (the contract form), and its E.164 form when it is a valid number.
        ...(patch.phone !== undefined ? { phone: patch.phone, phoneE164: phoneE164(patch.phone) } : {}),
        ...(patch.location !== undefined ? { location: patch.location } : {}),
        ...(patch.avatar_url !== undefined ? { avatarUrl: patch.avatar_url } : {}),
      });
      return toProfile(viewer, row);
    },
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;
