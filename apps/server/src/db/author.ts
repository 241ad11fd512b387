/**
 * The author projection: who wrote something, as every answer shows it (display name and avatar),
 * read by one SQL column from the user and their profile, and finished in one function.
 * Display name: the profile's full name, else the account's name. Avatar: the profile's picture,
 * else the one a social provider gave, else the generated one (lib/avatars.ts).
 */
import { getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { defaultAvatarUrl } from '../lib/avatars.js';

export interface AuthorRow {
  name: string;
  avatar: string | null;
}

export interface Author {
  id: string;
  display_name: string;
  avatar_url: string | null;
}

/**
 * `"table"."column"`: Drizzle leaves a column unqualified in a query over one table, which inside
 * a correlated subquery would bind to the subquery's own tables.
 */
export function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * `{name, avatar}` of the user `userId` refers to, as a correlated subquery on the users and
 * profiles primary keys: it needs no join, so a list can pick its page first and read the authors
 * of those rows only.
 */
export function authorColumn(userId: AnyColumn): SQL<AuthorRow> {
  return sql<AuthorRow>`(select json_build_object(
      'name', coalesce(nullif(btrim(p.full_name), ''), u.name),
      'avatar', coalesce(nullif(btrim(p.avatar_url), ''), nullif(btrim(u.image), ''))
    ) from users u left join profiles p on p.user_id = u.id where u.id = ${qualified(userId)})`;
}

/** Reads the column the drivers hand back (an object, or JSON text on some paths). */
function parse(value: unknown): AuthorRow {
  const row = (typeof value === 'string' ? JSON.parse(value) : value) as AuthorRow | null;
  return { name: row?.name ?? '', avatar: row?.avatar ?? null };
}

export function toAuthor(userId: string, value: unknown): Author {
  const row = parse(value);
  return { id: userId, display_name: row.name, avatar_url: row.avatar ?? defaultAvatarUrl(userId) };
}
