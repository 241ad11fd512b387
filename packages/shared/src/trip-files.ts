/**
 * Files kept privately for a trip's members (docs/decisions/0044-private-trip-files.md): receipts of
 * expenses and attachments of reservations. The rules a file name and a file's kind follow, shared
 * by the server (which enforces them) and the forms (which say so before sending).
 */
import { limits } from './limits.js';

export const tripFileLimits = {
  /** A file as sent (the multipart limit; 413 `file_too_large` past it). */
  maxBytes: limits.uploadMaxBytes,
  /** Attachments of one reservation (409 `conflict` past it). */
  attachmentsPerBooking: 5,
  /** Characters of a file name, its extension included. */
  nameMax: 120,
} as const;

/** What a trip file is, read from its bytes: a PDF, or a picture re-encoded as WebP. */
export type TripFileKind = 'pdf' | 'image';

/** The extensions each kind is named with; anything else names neither. */
const extensions: Record<TripFileKind, readonly string[]> = {
  pdf: ['pdf'],
  image: ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif', 'heic', 'heif'],
};

/** The `accept` of a file input that takes a reservation's attachments. */
export const attachmentAccept = ['application/pdf', ...extensions.pdf, ...extensions.image]
  .map((entry) => (entry.includes('/') ? entry : `.${entry}`))
  .concat('image/*')
  .join(',');

/**
 * Why a file name is refused, or null when it may be kept: empty or too long, a path (`/`, `\`,
 * `..` alone), a control character (C0, DEL, C1) or a bidirectional override that makes
 * "exe.pdf" read as something else, or a name that is only dots and spaces.
 */
export function tripFileNameIssue(name: string): 'name_invalid' | null {
  if (name.length === 0 || name.length > tripFileLimits.nameMax) return 'name_invalid';
  // eslint-disable-next-line no-control-regex -- the control characters are what is refused
  if (/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069/\\]/.test(name)) return 'name_invalid';
  if (/^[.\s]*$/.test(name) || name !== name.trim()) return 'name_invalid';
  return null;
}

/** The kind a file's name says it is (by its extension), or null when it names neither. */
export function tripFileKindOfName(name: string): TripFileKind | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  if (extensions.pdf.includes(extension)) return 'pdf';
  if (extensions.image.includes(extension)) return 'image';
  return null;
}

/** The kind a declared media type says (`application/pdf`, `image/…`), or null when it says neither. */
export function tripFileKindOfType(type: string): TripFileKind | null {
  const media = type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (media === 'application/pdf') return 'pdf';
  if (media.startsWith('image/')) return 'image';
  return null;
}
