/**
 * Uploaded pictures, made safe to publish: the type is read from the bytes (never from the name or
 * the declared type), the picture is turned upright, every piece of metadata (EXIF, GPS, XMP, ICC
 * comments) is dropped, and two WebP variants are encoded.
 */
import sharp from 'sharp';
import { imageVariants } from '@pintrip/shared';

/** Formats as sharp names them. HEIC reads as "heif" and only decodes where libheif can. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/** Beyond this a picture is a decompression bomb rather than a photo (about 10,000 × 10,000). */
const maxInputPixels = 100_000_000;

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** Long edge at most imageVariants.large. */
  large: EncodedImage;
  /** Long edge at most imageVariants.small. */
  small: EncodedImage;
  /** What the bytes turned out to be. */
  sourceFormat: string;
}

/** The picture's format when it is one we take, otherwise null (text, SVG, PDF, TIFF, broken data). */
export async function sniffImageFormat(input: Buffer): Promise<string | null> {
  try {
    const { format } = await sharp(input, { limitInputPixels: maxInputPixels }).metadata();
    return format && acceptedFormats.has(format) ? format : null;
  } catch {
    return null;
  }
}

async function encode(input: Buffer, longEdge: number, autoOrient: boolean): Promise<EncodedImage> {
  let pipeline = sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' });
  // Turn the pixels the way the camera's orientation tag says, before the tag is dropped.
  if (autoOrient) pipeline = pipeline.rotate();
  // No withMetadata/keepMetadata: sharp writes none of the input's metadata.
  const { data, info } = await pipeline
    .resize({ width: longEdge, height: longEdge, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Reads, re-encodes and shrinks an uploaded picture; null when the bytes are not an accepted image
 * or cannot be decoded. Animated GIFs keep their first frame.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage | null> {
  const sourceFormat = await sniffImageFormat(input);
  if (!sourceFormat) return null;
  try {
    const large = await encode(input, imageVariants.large, true);
    // The small one is made from the clean, upright large one.
    const small = await encode(large.data, imageVariants.small, false);
    return { large, small, sourceFormat };
  } catch {
    return null;
  }
}
