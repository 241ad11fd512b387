/**
 * better-auth's POST /api/auth/update-user writes `users.name` and `users.image`, which are shown
 * as the author's name and picture wherever the profile leaves them empty. So that route is held
 * to the profile's rules before better-auth sees the request (docs/decisions/0019):
 * the same name rules as the nickname, a picture only from this site's own uploads (or the
 * generated avatars), and nothing at all from a deactivated account.
 */
import type { FastifyRequest } from 'fastify';
import { accountUpdateSchema } from '@pintrip/shared';
import type { Config } from '../config.js';
import { AppError } from '../lib/errors.js';
import { isSafeKey, uploadsPrefix } from '../lib/storage.js';
import { avatarSeedPattern } from '../lib/avatars.js';
import { parseOrThrow } from '../lib/validation.js';

/** Whether `url` names an image this site stored or generates: an upload or a default avatar. */
export function isOwnImageUrl(url: string, config: Pick<Config, 'S3_PUBLIC_URL'>): boolean {
  const bases = [uploadsPrefix];
  const bucket = config.S3_PUBLIC_URL?.replace(/\/+$/, '');
  if (bucket) bases.push(`${bucket}/`);
  for (const base of bases) {
    if (url.startsWith(base)) return isSafeKey(url.slice(base.length));
  }
  const avatar = /^\/api\/avatars\/([^/]+)\.svg$/.exec(url);
  return avatar?.[1] !== undefined && avatarSeedPattern.test(avatar[1]);
}

/**
 * Throws the contract's error when the update-user request may not go through: 401 without a
 * session, 403 `account_inactive` for a deactivated account, 400 `validation_failed` with the
 * field codes otherwise. Hands back the body better-auth should get (trimmed values).
 */
export async function checkAccountUpdate(request: FastifyRequest, config: Config): Promise<unknown> {
  const viewer = await request.server.resolveViewer(request);
  if (!viewer) throw new AppError('unauthorized', 'Sign in first.');
  if (!viewer.isActive) throw new AppError('account_inactive', 'This account is deactivated.');
  const update = parseOrThrow(accountUpdateSchema, request.body ?? {});
  const { image } = update;
  if (typeof image === 'string' && image !== '' && !isOwnImageUrl(image, config)) {
    throw new AppError('validation_failed', 'The picture must be one uploaded to this site.', {
      image: 'url_invalid',
    });
  }
  return { ...update, ...(image === '' ? { image: null } : {}) };
}
