/**
 * A toggle (like, bookmark) in one statement: delete the user's row, or insert it when there was
 * none, and set the parent's counter from the rows themselves. Call inside a transaction that
 * holds the parent's row lock: concurrent toggles then run one after the other, each seeing the
 * previous one's row, so the counter always equals the number of rows.
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { rowsOf } from './raw-sql.js';

export interface ToggleTarget {
  /** The rows toggled, with a unique (parentColumn, user_id). */
  rows: PgTable;
  /** Their column naming the parent, e.g. `destination_id`. */
  parentColumn: string;
  /** The parent table and its counter column, e.g. destinations.likes_count. */
  parent: PgTable;
  counter: string;
  /** Counter columns of the parent to return (their current values). */
  returning: readonly string[];
}

export async function toggleRow(
  db: Db,
  target: ToggleTarget,
  parentId: string,
  userId: string,
): Promise<{ isOn: boolean; counts: Record<string, number> } | null> {
  const parentColumn = sql.identifier(target.parentColumn);
  const result = await db.execute(sql`
    with removed as (
      delete from ${target.rows}
      where ${parentColumn} = ${parentId} and user_id = ${userId}
      returning 1
    ), added as (
      insert into ${target.rows} (${parentColumn}, user_id)
      select ${parentId}::uuid, ${userId} where not exists (select 1 from removed)
      on conflict do nothing
      returning 1
    )
    update ${target.parent}
    set ${sql.identifier(target.counter)} = (select count(*) from ${target.rows} where ${parentColumn} = ${parentId})
      + (select count(*) from added) - (select count(*) from removed)
    where id = ${parentId}
    returning exists (select 1 from added) as is_on, ${sql.join(
      target.returning.map((column) => sql.identifier(column)),
      sql`, `,
    )}`);
  const [row] = rowsOf(result);
  if (!row) return null;
  const counts: Record<string, number> = {};
  for (const column of target.returning) counts[column] = Number(row[column]);
  return { isOn: Boolean(row.is_on), counts };
}
