/**
 * One process at a time on an embedded database: PGlite has no lock of its own, and two processes
 * writing the same files corrupt them. The lock is a file `DATA_DIR/pintrip.lock` created with
 * O_EXCL that holds the owner's pid. A lock whose process is gone (killed with SIGKILL, a power
 * cut) is stale and taken over at once, so a crash never blocks the restart; see
 * docs/decisions/0018-data-dir-lock.md for why a pid check rather than a lock library.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Thrown when another live process holds DATA_DIR; its message is meant for the operator. */
export class DataDirLockedError extends Error {
  readonly code = 'EDATADIRLOCKED';
  constructor(
    readonly lockPath: string,
    readonly ownerPid: number,
  ) {
    super(
      `the embedded database in ${path.dirname(lockPath)} is in use by another Pintrip process (pid ${ownerPid}); ` +
        'stop it first, or use another DATA_DIR',
    );
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

interface LockOwner {
  pid: number;
  host: string;
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockOwner>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, host: String(parsed.host ?? '') } : null;
  } catch {
    // Missing, or cut short by a crash between create and write: nobody owns it.
    return null;
  }
}

/** Whether the lock's owner is a live process other than this one. */
function isHeld(owner: LockOwner | null): owner is LockOwner {
  if (!owner || owner.pid === process.pid) return false;
  // On another machine (a shared volume) the pid says nothing: count it as held.
  if (owner.host && owner.host !== os.hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const heldHere = new Set<string>();

/** Takes the lock on `dataDir` (which must exist), or throws DataDirLockedError. */
export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = path.join(path.resolve(dataDir), 'pintrip.lock');
  // A second open in this same process (its own pid in the file) is refused too.
  if (heldHere.has(lockPath)) throw new DataDirLockedError(lockPath, process.pid);
  const content = JSON.stringify({ pid: process.pid, host: os.hostname() });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(lockPath, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (isHeld(owner)) throw new DataDirLockedError(lockPath, owner.pid);
      // Stale: remove it only if it is still the one just read (another starter may have replaced it).
      if (JSON.stringify(readOwner(lockPath)) === JSON.stringify(owner)) {
        try {
          unlinkSync(lockPath);
        } catch (unlinkError) {
          if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
        }
      }
      continue;
    }
    try {
      writeSync(fd, content);
    } finally {
      closeSync(fd);
    }
    heldHere.add(lockPath);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      heldHere.delete(lockPath);
      process.off('exit', release);
      // Only our own lock: never remove one a later owner took over.
      if (readOwner(lockPath)?.pid === process.pid) {
        try {
          unlinkSync(lockPath);
        } catch {
          // Already gone.
        }
      }
    };
    process.on('exit', release);
    return { path: lockPath, release };
  }
  const owner = readOwner(lockPath);
  throw new DataDirLockedError(lockPath, owner?.pid ?? 0);
}
