/**
 * One process at a time on an embedded database: PGlite has no lock of its own, and two processes
 * writing the same files corrupt them. The lock is a file `DATA_DIR/pintrip.lock` created with
 * O_EXCL that names its owner: pid, host name, the kernel's boot id, the pid namespace and the
 * process's start time. A lock whose owner is gone is stale and taken over, so a crash never
 * blocks the restart:
 * - an owner in this same kernel run and pid namespace is checked directly in /proc: gone when its
 *   pid is missing, a zombie (killed but not yet reaped), or a later process with the same pid;
 * - an owner the pid cannot be checked for (another container, machine or boot, sharing the
 *   volume) keeps the file's mtime moving from a heartbeat thread; a lock whose mtime stands still
 *   for `staleAfterMs` is stale.
 * See docs/decisions/0018-data-dir-lock.md for why this rather than a kernel lock.
 */
import { closeSync, openSync, readFileSync, readlinkSync, statSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Thrown when another live process holds DATA_DIR; its message is meant for the operator. */
export class DataDirLockedError extends Error {
  readonly code = 'EDATADIRLOCKED';
  constructor(
    readonly lockPath: string,
    readonly ownerPid: number,
    ownerHost = '',
  ) {
    super(
      `the embedded database in ${path.dirname(lockPath)} is in use by another Pintrip process (pid ${ownerPid}` +
        `${ownerHost ? ` on ${ownerHost}` : ''}); stop it first, or use another DATA_DIR`,
    );
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

export interface LockOptions {
  /** How long an owner we cannot check by pid must show no heartbeat to count as gone. */
  staleAfterMs?: number;
  /** How often the holder moves the lock file's mtime. */
  heartbeatMs?: number;
}

const defaultStaleAfterMs = 10_000;
const defaultHeartbeatMs = 1_000;

/** Who holds a lock; fields after `host` are missing in locks written before they existed. */
interface LockOwner {
  pid: number;
  host: string;
  /** /proc/sys/kernel/random/boot_id: the same in every container of one running kernel. */
  boot?: string;
  /** The pid namespace (`pid:[inode]`): pids compare only within one. */
  pidns?: string;
  /** /proc/<pid>/stat field 22 (clock ticks after boot): tells a reused pid from the owner. */
  start?: string;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** State letter and start time of a process from /proc, null when it has no entry there. */
function procStat(pid: number | 'self'): { state: string; start: string } | null {
  const text = readText(`/proc/${pid}/stat`);
  if (text === undefined) return null;
  // "pid (command) state ppid …": the command may hold spaces and parentheses, so split after it.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', start: fields[19] ?? '' };
}

const hasProc = () => procStat('self') !== null;

function currentOwner(): LockOwner {
  let pidns: string | undefined;
  try {
    pidns = readlinkSync('/proc/self/ns/pid');
  } catch {
    pidns = undefined;
  }
  return {
    pid: process.pid,
    host: os.hostname(),
    boot: readText('/proc/sys/kernel/random/boot_id'),
    pidns,
    start: procStat('self')?.start,
  };
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid !== 'number') return null;
    const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
    return {
      pid: parsed.pid,
      host: String(parsed.host ?? ''),
      boot: text(parsed.boot),
      pidns: text(parsed.pidns),
      start: text(parsed.start),
    };
  } catch {
    // Missing, or cut short by a crash between create and write: nobody owns it.
    return null;
  }
}

/** Whether the owner's pid means something here: the same kernel run and pid namespace. */
function isCheckableByPid(owner: LockOwner, me: LockOwner): boolean {
  if (owner.boot && me.boot) return owner.boot === me.boot && owner.pidns === me.pidns;
  // A lock from before boot ids were written, or a system without /proc: the host name decides.
  return !owner.host || owner.host === me.host;
}

/** Whether a process in our pid namespace is the lock's owner, alive (a zombie is not). */
function isAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return false;
  if (hasProc()) {
    const stat = procStat(owner.pid);
    if (!stat || stat.state === 'Z' || stat.state === 'X') return false;
    return !owner.start || owner.start === stat.start;
  }
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function mtimeOf(lockPath: string): number | undefined {
  try {
    return statSync(lockPath).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * For an owner we cannot check by pid: watches the lock's heartbeat. Resolves true as soon as the
 * mtime moves (a live holder) and false when it stood still for `staleAfterMs` or the file changed
 * hands (the caller reads it again).
 */
async function hasHeartbeat(lockPath: string, staleAfterMs: number): Promise<boolean> {
  const first = mtimeOf(lockPath);
  const deadline = Date.now() + staleAfterMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(250, staleAfterMs)));
    const now = mtimeOf(lockPath);
    if (now === undefined) return false;
    if (now !== first) return true;
  }
  return false;
}

/**
 * Moves the lock's mtime every `ms` from a thread of its own, so that a main thread busy for a long
 * while (a large migration runs in PGlite on it) never looks like a dead owner.
 */
function startHeartbeat(lockPath: string, ms: number): Worker {
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     const { utimesSync } = require('node:fs');
     setInterval(() => {
       try { const now = new Date(); utimesSync(workerData.lockPath, now, now); } catch {}
     }, workerData.ms);`,
    { eval: true, workerData: { lockPath, ms } },
  );
  worker.unref();
  worker.on('error', () => undefined);
  return worker;
}

const heldHere = new Set<string>();

/** Takes the lock on `dataDir` (which must exist), or throws DataDirLockedError. */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<DataDirLock> {
  const staleAfterMs = options.staleAfterMs ?? defaultStaleAfterMs;
  const lockPath = path.join(path.resolve(dataDir), 'pintrip.lock');
  // A second open in this same process (its own pid in the file) is refused too.
  if (heldHere.has(lockPath)) throw new DataDirLockedError(lockPath, process.pid);
  const me = currentOwner();
  const content = JSON.stringify(me);
  let lastOwner: LockOwner | null = null;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(lockPath, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      lastOwner = owner;
      if (owner) {
        const held = isCheckableByPid(owner, me)
          ? isAlive(owner)
          : await hasHeartbeat(lockPath, staleAfterMs);
        if (held) throw new DataDirLockedError(lockPath, owner.pid, owner.host === me.host ? '' : owner.host);
      }
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
    const heartbeat = startHeartbeat(lockPath, options.heartbeatMs ?? defaultHeartbeatMs);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      void heartbeat.terminate();
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
  throw new DataDirLockedError(lockPath, lastOwner?.pid ?? 0);
}
