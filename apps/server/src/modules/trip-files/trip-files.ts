/**
 * The one private store of a trip's files (docs/decisions/0044-private-trip-files.md): receipts of
 * expenses and attachments of reservations go through the same checks, the same encoding and the
 * same answer. A file's kind is read from its bytes — never from its name or declared type, which
 * must agree with the bytes or the file is refused. A picture is re-encoded by the upload pipeline
 * (upright, no metadata, WebP ≤ 1600 px) and never kept as sent; a PDF is kept as sent once it
 * parsed into a document with pages. Whoever may read a file reads it from the database, never at a
 * public address, and no cache keeps it.
 */
import multipart from '@fastify/multipart';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import {
  tripFileKindOfName,
  tripFileKindOfType,
  tripFileLimits,
  tripFileNameIssue,
  type TripFileKind,
} from '@pintrip/shared';
import { AppError } from '../../lib/errors.js';
import { processImage, sniffImageFormat } from '../../lib/images.js';
import type { FilePart } from '../uploads/uploads.routes.js';
import type { TripFileValues } from './trip-files.repository.js';

/**
 * Accepts multipart bodies in `context` (an encapsulated plugin holding the upload routes only):
 * one file of at most tripFileLimits.maxBytes (413 past it). The name is kept as the client sent
 * it, path included, so a name that climbs directories is refused rather than silently cut.
 */
export async function acceptTripFileUploads(context: FastifyInstance): Promise<void> {
  await context.register(multipart, {
    preservePath: true,
    limits: { fileSize: tripFileLimits.maxBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
  });
}

const unsupported = (reason: string, message: string) =>
  new AppError('file_type_unsupported', message, { file: reason });

/** A receipt or an attachment picture, re-encoded; 415 `image_only` when it is not one we take. */
export async function encodeTripPicture(bytes: Buffer) {
  const image = bytes.length > 0 ? await processImage(bytes) : null;
  if (!image)
    throw new AppError('image_only', 'Only JPEG, PNG, WebP, GIF, AVIF or HEIC images can be uploaded.');
  return image.large;
}

const pdfMagic = Buffer.from('%PDF-');

/** Whether `bytes` is a PDF with pages: its header, an end marker, and a document pdf-lib reads. */
async function isPdfDocument(bytes: Buffer): Promise<boolean> {
  if (!bytes.subarray(0, pdfMagic.length).equals(pdfMagic)) return false;
  // A file cut short has no end marker in its last kilobyte.
  if (!bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF')) return false;
  try {
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}

/** The picture's name once it is WebP: its extension replaced (a name without one gains it). */
const asWebpName = (name: string) => {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.webp`;
};

/**
 * Checks a reservation's attachment and makes what is stored of it: a PDF as sent, or a picture
 * re-encoded as WebP. Refused (nothing stored): an empty file (400 `fields.file: "empty"`), a name
 * with a path, a control character or a direction override (400 `"name_invalid"`), bytes that are
 * neither (415 `file_type_unsupported`, `"unsupported"`), a name or declared type that says the
 * other kind (415, `"type_mismatch"`), a broken PDF (415, `"pdf_invalid"`) or picture (415,
 * `"image_invalid"`).
 */
export async function prepareAttachment(part: FilePart): Promise<TripFileValues> {
  if (part.bytes.length === 0)
    throw new AppError('validation_failed', 'The file is empty.', { file: 'empty' });
  const nameIssue = tripFileNameIssue(part.filename);
  if (nameIssue)
    throw new AppError('validation_failed', 'The file name is not allowed.', { file: nameIssue });
  const kind: TripFileKind | null = part.bytes.subarray(0, pdfMagic.length).equals(pdfMagic)
    ? 'pdf'
    : (await sniffImageFormat(part.bytes))
      ? 'image'
      : null;
  if (!kind)
    throw unsupported('unsupported', 'Attach a PDF or a picture (JPEG, PNG, WebP, GIF, AVIF, HEIC).');
  const named = tripFileKindOfName(part.filename);
  const declared = tripFileKindOfType(part.mimetype);
  // A PDF is saved under its name, so it must be named one; a picture is renamed .webp anyway.
  const mismatch =
    (named !== null && named !== kind) ||
    (declared !== null && declared !== kind) ||
    (kind === 'pdf' && named !== 'pdf');
  if (mismatch) throw unsupported('type_mismatch', 'The file is not what its name or type says.');
  if (kind === 'pdf') {
    if (!(await isPdfDocument(part.bytes))) throw unsupported('pdf_invalid', 'The PDF could not be read.');
    return {
      contentType: 'application/pdf',
      bytes: part.bytes,
      width: null,
      height: null,
      fileName: part.filename,
    };
  }
  const image = await processImage(part.bytes);
  if (!image) throw unsupported('image_invalid', 'The picture could not be read.');
  return {
    contentType: 'image/webp',
    bytes: image.large.data,
    width: image.large.width,
    height: image.large.height,
    fileName: asWebpName(part.filename),
  };
}

/**
 * Answers a trip file to a member: its type, never cached by anyone (`private, no-store`), never
 * sniffed into another type. A named PDF comes as a download (`attachment`), a named picture to
 * view (`inline`), each under its name (RFC 6266, with a plain-ASCII fallback).
 */
export function sendTripFile(
  reply: FastifyReply,
  file: { contentType: string; bytes: Buffer; fileName?: string | null },
) {
  reply
    .header('content-type', file.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  if (file.fileName)
    reply.header(
      'content-disposition',
      contentDisposition(file.fileName, {
        type: file.contentType === 'application/pdf' ? 'attachment' : 'inline',
      }),
    );
  return reply.send(file.bytes);
}
