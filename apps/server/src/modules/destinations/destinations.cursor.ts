/**
 * Opaque keyset cursors: base64url of a small JSON holding the sort and the last row's key.
 * Times travel as integer microseconds since the epoch (the database's own precision; a JS Date
 * would lose the microseconds and skip or repeat rows), so a decoded cursor holds only numbers and
 * a uuid and cannot make a query fail. A cursor that does not decode is a 400, never a 500.
 */
import { z } from 'zod';
import type { DestinationSort } from '@pintrip/shared';
import { AppError } from '../../lib/errors.js';
import type { BookmarkKey, DestinationKey } from './destinations.repository.js';

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
// 1970 to about 2112: always a valid timestamp.
const micros = z
  .number()
  .int()
  .min(0)
  .max(2 ** 52);
const smallInt = z
  .number()
  .int()
  .min(-(2 ** 31))
  .max(2 ** 31 - 1);

const cursorSchema = z.discriminatedUnion('s', [
  z.object({ s: z.literal('latest'), t: micros, i: uuid }),
  z.object({ s: z.literal('rating'), r: smallInt, t: micros, i: uuid }),
  z.object({ s: z.literal('comments'), n: smallInt, t: micros, i: uuid }),
  z.object({ s: z.literal('recommended'), v: z.number().min(-1e12).max(1e12), i: uuid }),
  z.object({ s: z.literal('bookmarks'), t: micros, i: uuid }),
]);
type CursorData = z.infer<typeof cursorSchema>;

export const isUuid = (value: string) => uuid.safeParse(value).success;

function encode(data: CursorData): string {
  return Buffer.from(JSON.stringify(data), 'utf8').toString('base64url');
}

function decode(cursor: string): CursorData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success)
    throw new AppError('validation_failed', 'The cursor is not valid.', { cursor: 'invalid' });
  return result.data;
}

export function encodeDestinationCursor(key: DestinationKey): string {
  switch (key.sort) {
    case 'latest':
      return encode({ s: 'latest', t: key.createdAtMicros, i: key.id });
    case 'rating':
      return encode({ s: 'rating', r: key.rating, t: key.createdAtMicros, i: key.id });
    case 'comments':
      return encode({ s: 'comments', n: key.commentsCount, t: key.createdAtMicros, i: key.id });
    case 'recommended':
      return encode({ s: 'recommended', v: key.score, i: key.id });
  }
}

/** The key in `cursor`; 400 when it is malformed or was made for another sort. */
export function decodeDestinationCursor(cursor: string, sort: DestinationSort): DestinationKey {
  const data = decode(cursor);
  if (data.s !== sort) {
    throw new AppError('validation_failed', 'The cursor belongs to another sort.', { cursor: 'invalid' });
  }
  switch (data.s) {
    case 'latest':
      return { sort: 'latest', createdAtMicros: data.t, id: data.i };
    case 'rating':
      return { sort: 'rating', rating: data.r, createdAtMicros: data.t, id: data.i };
    case 'comments':
      return { sort: 'comments', commentsCount: data.n, createdAtMicros: data.t, id: data.i };
    case 'recommended':
      return { sort: 'recommended', score: data.v, id: data.i };
    default:
      throw new AppError('validation_failed', 'The cursor belongs to another list.', { cursor: 'invalid' });
  }
}

export function encodeBookmarkCursor(key: BookmarkKey): string {
  return encode({ s: 'bookmarks', t: key.createdAtMicros, i: key.id });
}

export function decodeBookmarkCursor(cursor: string): BookmarkKey {
  const data = decode(cursor);
  if (data.s !== 'bookmarks') {
    throw new AppError('validation_failed', 'The cursor belongs to another list.', { cursor: 'invalid' });
  }
  return { createdAtMicros: data.t, id: data.i };
}
