/**
 * Prepared statements for the hot reads (docs/decisions/0025-compiled-serializers-prepared-queries.md).
 * A query is built by Drizzle once per shape (which filters, which sort, visitor or signed in),
 * with placeholders for every value, and prepared under a name derived from its SQL text; later
 * requests only fill in the values. Node skips building the SQL, and on PostgreSQL node-postgres
 * parses each named statement once per connection (the server may then reuse its plan). PGlite
 * takes the same call and runs the statement as before: one code path for both databases.
 *
 * On the embedded database those named texts are prepared server-side too (`preparingNamed`):
 * PGlite runs every statement unnamed, parsing, analysing and planning it on each call in the
 * server's own thread; a prepared one is only bound and run (docs/decisions/0050).
 *
 * Each executor (the pool, or one transaction) has its own cache, made with its repositories.
 * Values that change the plan's shape (the LIMIT, a search's length) belong in the key, the
 * rest in placeholders. A key space must be small and fixed: never put a value in it.
 */
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type Placeholder } from 'drizzle-orm';

interface Preparable<P> {
  toSQL(): { sql: string };
  prepare(name: string): P;
}

/** The name of a statement: one name per SQL text, as PostgreSQL requires per connection. */
export function statementName(sqlText: string): string {
  return `pt_${createHash('sha1').update(sqlText).digest('hex').slice(0, 24)}`;
}

export type PreparedCache = <P>(key: string, build: () => Preparable<P>) => P;

/** Every SQL text a prepared cache named, by text: a fixed set (see the key space above). */
const namedTexts = new Map<string, string>();

/** A cache of prepared statements for one executor. */
export function createPreparedCache(): PreparedCache {
  const statements = new Map<string, unknown>();
  return <P>(key: string, build: () => Preparable<P>): P => {
    let statement = statements.get(key) as P | undefined;
    if (statement === undefined) {
      const query = build();
      const text = query.toSQL().sql;
      namedTexts.set(text, statementName(text));
      statement = query.prepare(statementName(text));
      statements.set(key, statement);
    }
    return statement;
  };
}

/**
 * A page size written into a prepared statement's SQL text, for `.limit()` (Drizzle binds a
 * number as a parameter). PostgreSQL prices `limit $n` in a generic plan as if a tenth of the rows
 * were wanted, so a list whose page size is bound never gets its generic plan and is planned
 * again on every run; with the size in the text (and every constant the plan depends on, such as
 * a partial index's condition) the generic plan costs what the custom ones did and is reused
 * without planning: at once when nothing is bound, from the sixth run otherwise
 * (docs/decisions/0057). The size then belongs in the statement's key: a bounded set (1 to the
 * largest page size + 1).
 */
export function pageSizeInText(rows: number): Placeholder {
  if (!Number.isSafeInteger(rows) || rows < 1) throw new RangeError(`Not a page size: ${rows}`);
  // Drizzle writes an SQL chunk given to `.limit()` as it is; its types name only numbers and
  // placeholders.
  return sql.raw(String(rows)) as unknown as Placeholder;
}

/**
 * A text literal: PostgreSQL's standard_conforming_strings (on, the default since 9.1) leaves
 * backslashes as they are; `preparingNamed` checks that it is on before it writes any.
 */
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** An array's literal (`{"a","b",NULL}`), nested arrays included. */
function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    if (Array.isArray(value)) return arrayLiteral(value);
    const text = value instanceof Date ? value.toISOString() : String(value);
    return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

/**
 * A parameter as the literal of an `EXECUTE` argument: text the prepared statement's parameter
 * type reads, as a bound parameter would have been (a Date as ISO time, an array as its literal,
 * an object as JSON).
 */
export function parameterLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (value instanceof Date) return quoted(value.toISOString());
  if (Array.isArray(value)) return quoted(arrayLiteral(value));
  if (value instanceof Uint8Array) return quoted(`\\x${Buffer.from(value).toString('hex')}`);
  if (typeof value === 'object') return quoted(JSON.stringify(value));
  return quoted(String(value));
}

/**
 * The embedded client as Drizzle sees it, where a named text of `createPreparedCache` (the hot
 * reads) is prepared once (`PREPARE`) and then run as `EXECUTE name(literals)`, parsed and
 * planned no more on every call. The literals are the parameters as text, coerced by the
 * statement's own parameter types as bound values would be. A text that cannot be prepared runs
 * as before. Transactions are PGlite's own objects and run their statements as before.
 * Literals are written only when the database reads backslashes as they are
 * (standard_conforming_strings on, checked once); otherwise every text runs as before.
 */
export function preparingNamed(client: PGlite, named: ReadonlyMap<string, string> = namedTexts): PGlite {
  const prepared = new Map<string, Promise<boolean>>();
  let conforming: Promise<boolean> | undefined;
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property !== 'query') return (value as (...args: unknown[]) => unknown).bind(target);
      const query = target.query.bind(target);
      return async (text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) => {
        const name = named.get(text);
        if (name === undefined) return query(text, params, options);
        let ready = prepared.get(name);
        if (!ready) {
          conforming ??= target
            .query<{ standard_conforming_strings: string }>('show standard_conforming_strings')
            .then(
              ({ rows }) => rows[0]?.standard_conforming_strings === 'on',
              () => false,
            );
          ready = conforming.then((on) =>
            on
              ? target.exec(`prepare ${name} as ${text}`).then(
                  () => true,
                  () => false,
                )
              : false,
          );
          prepared.set(name, ready);
        }
        if (!(await ready)) return query(text, params, options);
        const args = (params ?? []).map(parameterLiteral).join(', ');
        return query(args === '' ? `execute ${name}` : `execute ${name}(${args})`, [], options);
      };
    },
  });
}
