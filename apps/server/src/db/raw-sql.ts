/**
 * Helpers for hand-written SQL (`db.execute(sql…)`), the one copy every repository, script and
 * test uses.
 */

/** The rows of a `db.execute` result: both drivers (node-postgres and PGlite) answer `{ rows }`. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * A LIKE pattern that contains `text` literally: its wildcards (`%`, `_`) and the escape character
 * are escaped. Use with `escape '\\'`.
 */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** pg_trgm indexes runs of three characters: a shorter LIKE term cannot use a trigram index. */
export const trigramLength = 3;
