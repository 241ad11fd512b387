import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { appSecrets } from '../db/schema.js';

const secretName = 'auth_secret';

async function readSecretFile(file: string): Promise<string | undefined> {
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    return existing.length >= 32 ? existing : undefined;
  } catch {
    return undefined; // first start
  }
}

/**
 * The session signing secret: AUTH_SECRET when given, otherwise one generated on first start, so
 * sessions survive restarts without any setup. On the embedded database it is kept in DATA_DIR
 * (the database's own folder); on PostgreSQL it is kept in the database (`app_secrets`), which
 * every instance shares while their disks differ — the first instance to start stores it, the
 * others read it. A secret already in DATA_DIR (a deployment that began on one machine) is the one
 * stored, so its sessions stay valid.
 */
export async function resolveAuthSecret(
  configured: string | undefined,
  dataDir: string,
  database: Pick<Database, 'db' | 'kind'>,
): Promise<string> {
  if (configured) return configured;
  const file = path.join(path.resolve(dataDir), 'auth-secret');
  if (database.kind === 'postgres') {
    const candidate = (await readSecretFile(file)) ?? randomBytes(48).toString('base64url');
    await database.db.insert(appSecrets).values({ name: secretName, value: candidate }).onConflictDoNothing();
    const [row] = await database.db
      .select({ value: appSecrets.value })
      .from(appSecrets)
      .where(eq(appSecrets.name, secretName));
    if (!row) throw new Error('the generated auth secret could not be stored in the database');
    return row.value;
  }
  const existing = await readSecretFile(file);
  if (existing) return existing;
  const secret = randomBytes(48).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(async () => {
    // Another process wrote it first; use theirs.
  });
  return (await readFile(file, 'utf8')).trim();
}
