import { z } from 'zod';

/** Folders of spec 1 §3: avatars/ and destinations/. */
const uploadKinds = ['avatar', 'destination'] as const;
const uploadKindSchema = z.enum(uploadKinds);
export type UploadKind = z.infer<typeof uploadKindSchema>;

/** POST /api/uploads?kind=… */
export const uploadQuerySchema = z.object({ kind: uploadKindSchema });

/** 201 answer of POST /api/uploads: the large variant, its size, and the small variant. */
export const uploadResultSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  thumbnail_url: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** What a file picker should offer; the server decides from the bytes, not from this list. */
export const acceptedImageTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
] as const;

/** Long edge of the two stored variants, in pixels. */
export const imageVariants = { large: 1600, small: 400 } as const;
