import { z } from 'zod';
import { limits } from './limits.js';

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** `limit` and `cursor` of every list endpoint (keyset pagination). */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(limits.pageSizeMax).default(limits.pageSizeDefault),
  cursor: z.string().max(500).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The body of every list: one keyset page of `item`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), next_cursor: z.string().nullable() });
}

export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

/** Every id in a path is a UUID; anything else names nothing (the server answers 404). */
export const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isId = (value: string): boolean => idPattern.test(value);
export const idSchema = z.string().regex(idPattern);

export const idParamSchema = z.object({ id: idSchema });

/**
 * A user id: better-auth makes 32 random letters and digits (not uuids); the demo seed's author
 * has a uuid. Anything else names nobody (404).
 */
export const userIdPattern =
  /^(?:[A-Za-z0-9]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
export const userIdSchema = z.string().regex(userIdPattern);
/** Paths that name a user by id (`/api/admin/users/:id`). */
export const userIdParamSchema = z.object({ id: userIdSchema });
/** `/api/admin/admins/:user_id`. */
export const adminUserIdParamSchema = z.object({ user_id: userIdSchema });
