/**
 * Keyset pagination, declared once per sort: the columns it orders by (all descending or all
 * ascending, the last one unique) and their types. From that one declaration come the ORDER BY,
 * the condition that starts a page after a cursor, the columns a page must read to make the next
 * cursor, and the cursor's encoding.
 *
 * Cursors are opaque: base64url of `[sortName, ...values]`. Timestamps travel as integer
 * microseconds (a JS Date would lose the database's microseconds and skip or repeat rows), so a
 * decoded cursor holds only numbers and a uuid and cannot make a query fail; one that does not
 * decode, or belongs to another sort, is a 400 `validation_failed`, never a 500.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isId, userIdPattern } from '@pintrip/shared';
import { AppError } from './errors.js';

export type KeyType = 'timestamp' | 'date' | 'int' | 'bigint' | 'float' | 'uuid' | 'user_id';

export interface KeyColumn {
  column: AnyColumn | SQL.Aliased | SQL;
  type: KeyType;
}

type KeyValue = number | string;

const maxMicros = 2 ** 52; // about the year 2112
const int32 = 2 ** 31;

const valid: Record<KeyType, (value: unknown) => boolean> = {
  timestamp: (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= maxMicros,
  date: (v) => Number.isInteger(v) && Math.abs(v as number) <= 3_000_000, // days since 1970-01-01
  int: (v) => Number.isInteger(v) && (v as number) >= -int32 && (v as number) < int32,
  bigint: (v) => Number.isSafeInteger(v),
  float: (v) => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= 1e12,
  uuid: (v) => typeof v === 'string' && isId(v),
  user_id: (v) => typeof v === 'string' && userIdPattern.test(v),
};

/** An exact ISO literal with six fractional digits for integer microseconds since the epoch. */
export function microsToIso(value: number): string {
  const ms = Math.floor(value / 1000);
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, -1)}${String(value - ms * 1000).padStart(3, '0')}Z`;
}

/** A timestamp column read as whole microseconds since the epoch. */
export const micros = (column: AnyColumn | SQL) =>
  sql<number>`(extract(epoch from ${column}) * 1000000)::bigint`.mapWith(Number);

/** A key value as a typed SQL value: a bound parameter, or a placeholder of a prepared statement. */
function typed(type: KeyType, value: unknown): SQL {
  switch (type) {
    case 'timestamp':
      return sql`${value}::timestamptz`;
    case 'date':
      return sql`(date '1970-01-01' + ${value}::int)`;
    case 'int':
      return sql`${value}::int`;
    case 'bigint':
      return sql`${value}::bigint`;
    case 'float':
      return sql`${value}::double precision`;
    case 'uuid':
      return sql`${value}::uuid`;
    case 'user_id':
      return sql`${value}::text`;
  }
}

/** What a key value is sent as: timestamps as their exact ISO text. */
const parameter = (type: KeyType, value: KeyValue) =>
  type === 'timestamp' ? microsToIso(value as number) : value;

export interface Keyset<Name extends string> {
  name: Name;
  /** ORDER BY terms. */
  orderBy(): SQL[];
  /** The condition selecting rows after `cursor` (400 when it does not decode for this sort). */
  after(cursor: string): SQL;
  /**
   * The same condition with placeholders (`${prefix}0`, `${prefix}1`, …) for a prepared statement;
   * fill them with `cursorValues`.
   */
  afterPlaceholders(prefix?: string): SQL;
  /** The placeholders' values for a cursor (400 when it does not decode for this sort). */
  cursorValues(cursor: string, prefix?: string): Record<string, KeyValue>;
  /** Columns to select so that `cursorOf` can encode a row: `{ k0, k1, … }`. */
  keyColumns(): Record<string, SQL>;
  /** The cursor that continues after `row` (which holds the key columns). */
  cursorOf(row: Record<string, unknown>): string;
  /** The page of `rows` (read with `limit + 1`) and the cursor of the next one. */
  page<Row extends Record<string, unknown>, Item>(
    rows: Row[],
    limit: number,
    toItem: (row: Row) => Item,
  ): { items: Item[]; next_cursor: string | null };
}

export function defineKeyset<Name extends string>(
  name: Name,
  direction: 'desc' | 'asc',
  columns: readonly KeyColumn[],
): Keyset<Name> {
  const read = (column: KeyColumn) =>
    column.type === 'timestamp'
      ? micros(column.column as AnyColumn)
      : column.type === 'date'
        ? sql<number>`(${column.column} - date '1970-01-01')`.mapWith(Number)
        : sql`${column.column}`;

  const decode = (cursor: string): KeyValue[] => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    } catch {
      parsed = undefined;
    }
    const ok =
      Array.isArray(parsed) &&
      parsed.length === columns.length + 1 &&
      parsed[0] === name &&
      columns.every((column, i) => valid[column.type](parsed[i + 1]));
    if (!ok) throw new AppError('validation_failed', 'The cursor is not valid.', { cursor: 'invalid' });
    return (parsed as KeyValue[]).slice(1);
  };

  /** `(columns) < (values)` (descending) or `>` (ascending): the rows after the values. */
  const compare = (values: SQL[]) => {
    const left = sql.join(
      columns.map((c) => sql`${c.column}`),
      sql`, `,
    );
    const right = sql.join(values, sql`, `);
    return direction === 'desc' ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`;
  };

  const keyset: Keyset<Name> = {
    name,
    // Spelled out with NULLS LAST / NULLS FIRST: the indexes drizzle-kit writes are `DESC NULLS LAST`,
    // and a plain `DESC` (nulls first) would not match them, in either scan direction.
    orderBy: () =>
      columns.map((c) =>
        direction === 'desc' ? sql`${c.column} desc nulls last` : sql`${c.column} asc nulls first`,
      ),
    after(cursor) {
      const values = decode(cursor);
      return compare(columns.map((c, i) => typed(c.type, parameter(c.type, values[i] as KeyValue))));
    },
    afterPlaceholders(prefix = 'k') {
      return compare(columns.map((c, i) => typed(c.type, sql.placeholder(`${prefix}${i}`))));
    },
    cursorValues(cursor, prefix = 'k') {
      const values = decode(cursor);
      return Object.fromEntries(
        columns.map((c, i) => [`${prefix}${i}`, parameter(c.type, values[i] as KeyValue)]),
      );
    },
    keyColumns: () => Object.fromEntries(columns.map((c, i) => [`k${i}`, read(c)])),
    cursorOf(row) {
      const values = columns.map((c, i) => {
        const value = row[`k${i}`];
        return c.type === 'uuid' || c.type === 'user_id' ? String(value) : Number(value);
      });
      return Buffer.from(JSON.stringify([name, ...values]), 'utf8').toString('base64url');
    },
    page(rows, limit, toItem) {
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return {
        items: items.map(toItem),
        next_cursor: rows.length > limit && last ? keyset.cursorOf(last) : null,
      };
    },
  };
  return keyset;
}
