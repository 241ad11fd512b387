import { createHash } from 'node:crypto';
import type { UploadKind, UploadResult } from '@pintrip/shared';
import { AppError } from '../../lib/errors.js';
import { processImage } from '../../lib/images.js';
import type { Storage } from '../../lib/storage.js';

/** Spec 1 §3: one folder per kind. */
const folders: Record<UploadKind, string> = { avatar: 'avatars', destination: 'destinations' };

export function createUploadsService(storage: Storage) {
  return {
    /**
     * Stores an uploaded picture as two WebP variants named by the hash of the large one, so the
     * same picture uploaded twice is stored once and a stored name never changes.
     */
    async upload(kind: UploadKind, bytes: Buffer): Promise<UploadResult> {
      const image = await processImage(bytes);
      if (!image)
        throw new AppError('image_only', 'Only JPEG, PNG, WebP, GIF, AVIF or HEIC images can be uploaded.');
      const hash = createHash('sha256').update(image.large.data).digest('hex').slice(0, 32);
      const folder = folders[kind];
      const [url, thumbnailUrl] = await Promise.all([
        storage.put(`${folder}/${hash}.webp`, image.large.data, 'image/webp'),
        storage.put(`${folder}/${hash}-sm.webp`, image.small.data, 'image/webp'),
      ]);
      return { url, width: image.large.width, height: image.large.height, thumbnail_url: thumbnailUrl };
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
