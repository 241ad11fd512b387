/**
 * Reads by primary key that many requests ask for at once, gathered into one statement
 * (docs/decisions/0064-first-reads-in-batches.md). A kept detail's first read (a visitor's
 * destination, an itinerary in full) was one statement a request: at 50 connections the reads of
 * fifty different rows arrive together, and each paid a statement's fixed cost — on the embedded
 * database about 0.8 ms of the server's own thread for one destination, 0.08 ms a row when fifty
 * go in one `= any($1::uuid[])` statement. DataLoader gathers the ids asked for until the loop
 * next checks for I/O (`setImmediate`: every request read in one poll of the sockets) and loads
 * them in one call; it keeps nothing (the caller's cache keeps the rows), and a lone read goes as
 * soon as the loop turns.
 */
import DataLoader from 'dataloader';
import { isId } from '@pintrip/shared';

/** At most this many ids a statement. */
export const maxIdsPerBatch = 100;

/**
 * `load(id)`: the row with that id, or null, read with the others asked for in the same turn by
 * `readMany` (rows by id, missing ids absent). An id that is not a UUID names nothing and is never
 * sent: one bad id must not fail the statement of the others.
 */
export function byIdBatches<T>(
  readMany: (ids: string[]) => Promise<ReadonlyMap<string, T>>,
): (id: string) => Promise<T | null> {
  const loader = new DataLoader<string, T | null>(
    async (ids) => {
      const wanted = [...new Set(ids.filter(isId).map((id) => id.toLowerCase()))];
      const found = wanted.length > 0 ? await readMany(wanted) : new Map<string, T>();
      return ids.map((id) => found.get(id.toLowerCase()) ?? null);
    },
    { cache: false, maxBatchSize: maxIdsPerBatch, batchScheduleFn: (run) => setImmediate(run) },
  );
  return (id) => loader.load(id);
}
