/**
 * Default avatars for users without one (spec 1 §1 "an avatar-image generator"), drawn on our own
 * server by DiceBear: the same seed always gives the same picture, so the answer is cached for a
 * year and no third-party service learns who looks at whom.
 */
import { createAvatar } from '@dicebear/core';
import { thumbs } from '@dicebear/collection';

/** Seeds are user ids (or any short token): letters, digits, '-' and '_'. */
export const avatarSeedPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** The generated avatar of a user, as a same-origin path (`GET /api/avatars/:seed.svg`). */
export function defaultAvatarUrl(userId: string): string {
  const seed = avatarSeedPattern.test(userId)
    ? userId
    : encodeURIComponent(userId).replace(/[^A-Za-z0-9_-]/g, '_');
  return `/api/avatars/${seed.slice(0, 64)}.svg`;
}

/** The SVG document for a seed. */
export function renderDefaultAvatar(seed: string): string {
  return createAvatar(thumbs, {
    seed,
    size: 128,
    radius: 50,
    backgroundColor: ['ccfbf1', 'fde68a', 'fecaca', 'bfdbfe', 'ddd6fe', 'fed7aa'],
  }).toString();
}
