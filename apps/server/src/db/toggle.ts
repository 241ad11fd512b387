/**
 * A toggle (like, bookmark) in one round trip (docs/decisions/0042-fewer-round-trips.md): one call
 * of a database function (migration 0026) that, in its statement's own transaction, locks the
 * parent row, asks whether the viewer may see it (`pintrip_can_see`, the SQL twin of `canSee`;
 * test/toggle-visibility.test.ts proves they agree on every case), deletes the viewer's row or
 * inserts it when there was none, sets the parent's counter from the rows and, where the toggle is
 * news, notifies the event. Concurrent toggles wait for the parent's lock and then see the previous
 * one's row (each statement of a PL/pgSQL function takes a fresh snapshot), so the counter always
 * equals the number of rows. Run it on the pool through the unit of work's `single`, never inside
 * a transaction that should outlive it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * `select <columns> from <call> as toggled`: the toggle function's row (none when the parent is
 * missing or hidden from the viewer), to prepare once per repository. Columns read `toggled.*`.
 */
export function toggleQuery<T extends Record<string, SQL>>(db: Db, call: SQL, columns: T) {
  return db.select(columns).from(sql`${call} as toggled`);
}
