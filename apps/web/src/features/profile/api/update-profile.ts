import { useMutation } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { announceSessionChange } from '../../../lib/session-channel';

/** PATCH /api/me/profile: only the fields sent change; null clears one. */
export function updateProfile(input: ProfileUpdate) {
  return api.patch<Profile>('/api/me/profile', input);
}

/**
 * Saves the profile. `onSaved` lets the screen refresh what it shows of the user (GET /api/me
 * belongs to the session feature); the other tabs are told too.
 */
export function useUpdateProfile({ onSaved }: { onSaved?: (profile: Profile) => unknown } = {}) {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      announceSessionChange('profile-updated');
      await onSaved?.(profile);
    },
  });
}
