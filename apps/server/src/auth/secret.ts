import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The session signing secret: AUTH_SECRET when given, otherwise one generated on first start and
 * kept in DATA_DIR, so sessions survive restarts without any setup.
 */
export async function resolveAuthSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(path.resolve(dataDir), 'auth-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(async () => {
    // Another process wrote it first; use theirs.
  });
  return (await readFile(file, 'utf8')).trim();
}
