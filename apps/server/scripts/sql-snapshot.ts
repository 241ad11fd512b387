/**
 * `npm run sql:snapshot`: rewrites apps/server/sql/*.sql with the SQL the list and viewer queries
 * really run (test/sql-snapshots.ts). Run it after changing a query and commit the diff with it.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateSqlSnapshots, snapshotDir } from '../test/sql-snapshots.js';

const generated = await generateSqlSnapshots();
await mkdir(snapshotDir, { recursive: true });
for (const name of await readdir(snapshotDir)) {
  if (name.endsWith('.sql') && !(name in generated)) await rm(path.join(snapshotDir, name));
}
for (const [name, text] of Object.entries(generated)) {
  await writeFile(path.join(snapshotDir, name), text);
}
console.log(`wrote ${Object.keys(generated).length} files to ${path.relative(process.cwd(), snapshotDir)}`);
