/**
 * Prepared statements for the hot reads (docs/decisions/0025-compiled-serializers-prepared-queries.md).
 * A query is built by Drizzle once per shape (which filters, which sort, visitor or signed in),
 * with placeholders for every value, and prepared under a name derived from its SQL text; later
 * requests only fill in the values. Node skips building the SQL, and on PostgreSQL node-postgres
 * parses each named statement once per connection (the server may then reuse its plan). PGlite
 * takes the same call and runs the statement as before: one code path for both databases.
 *
 * Each executor (the pool, or one transaction) has its own cache, made with its repositories.
 * Values that change the plan's shape (the LIMIT, a search's length) belong in the key, the
 * rest in placeholders. A key space must be small and fixed: never put a value in it.
 */
import { createHash } from 'node:crypto';

interface Preparable<P> {
  toSQL(): { sql: string };
  prepare(name: string): P;
}

/** The name of a statement: one name per SQL text, as PostgreSQL requires per connection. */
export function statementName(sqlText: string): string {
  return `pt_${createHash('sha1').update(sqlText).digest('hex').slice(0, 24)}`;
}

export type PreparedCache = <P>(key: string, build: () => Preparable<P>) => P;

/** A cache of prepared statements for one executor. */
export function createPreparedCache(): PreparedCache {
  const statements = new Map<string, unknown>();
  return <P>(key: string, build: () => Preparable<P>): P => {
    let statement = statements.get(key) as P | undefined;
    if (statement === undefined) {
      const query = build();
      statement = query.prepare(statementName(query.toSQL().sql));
      statements.set(key, statement);
    }
    return statement;
  };
}
