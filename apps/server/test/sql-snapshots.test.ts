/**
 * The committed SQL snapshots (apps/server/sql) are the SQL the app runs today: a query changed
 * without its snapshot fails here, so every change to a list's SQL is seen in review.
 */
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateSqlSnapshots, readSqlSnapshots, snapshotCommand, snapshotDir } from './sql-snapshots.js';
import { testDatabaseKind } from './helpers.js';

describe(`SQL snapshots (${testDatabaseKind})`, () => {
  it('apps/server/sql holds the SQL each list and the viewer query really run', async () => {
    const generated = await generateSqlSnapshots();
    const committed = await readSqlSnapshots(Object.keys(generated));
    const stale = (await readdir(snapshotDir).catch(() => [])).filter(
      (name) => name.endsWith('.sql') && !(name in generated),
    );
    const hint = `The SQL changed: run \`${snapshotCommand}\` and commit apps/server/sql with the change.`;
    expect(stale, hint).toEqual([]);
    for (const [name, text] of Object.entries(generated)) {
      expect(firstDifference(committed[name] ?? null, text), `${name}: ${hint}`).toBeNull();
    }
  }, 120_000);
});

/** Where `now` first departs from `committed`, as a line a reader can act on; null when equal. */
function firstDifference(committed: string | null, now: string): string | null {
  if (committed === null) return 'the file is not committed';
  if (committed === now) return null;
  const before = committed.split('\n');
  const after = now.split('\n');
  const line = after.findIndex((text, i) => text !== before[i]);
  const at = line < 0 ? after.length : line;
  return `line ${at + 1}: committed ${JSON.stringify(before[at] ?? '')}, now ${JSON.stringify(after[at] ?? '')}`;
}
