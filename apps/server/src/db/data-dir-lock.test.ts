/**
 * The DATA_DIR lock's decisions, without a server: a live owner holds it; a zombie, a reused pid
 * and a lock from another container or machine whose heartbeat stopped do not.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import {
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './data-dir-lock.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'pintrip-lock-'));
const freshDir = () => mkdtempSync(path.join(root, 'data-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const held: DataDirLock[] = [];
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const lock of held.splice(0)) lock.release();
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const proc = (pid: number | 'self') => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0], start: fields[19] };
};
const here = () => ({
  host: os.hostname(),
  boot: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
  pidns: readlinkSync('/proc/self/ns/pid'),
});
const writeLock = (dir: string, owner: Record<string, unknown>) =>
  writeFileSync(path.join(dir, 'pintrip.lock'), JSON.stringify(owner));

/** A shell whose own child `sleep` it never reaps: returns that child's pid, still running. */
async function childOfNonReapingParent() {
  const parent = spawn('sh', ['-c', 'sleep 600 & echo $!; exec sleep 600']);
  cleanups.push(() => parent.kill('SIGKILL'));
  const pid = await new Promise<number>((resolve) =>
    parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
  );
  // Before its parent, so that it ends as a zombie reaped with it rather than an orphan.
  cleanups.unshift(() => {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  });
  return pid;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('the DATA_DIR lock', () => {
  it('is refused while its owner runs, and taken over once the owner is a zombie (killed, not reaped)', async () => {
    const dir = freshDir();
    const pid = await childOfNonReapingParent();
    writeLock(dir, { pid, ...here(), start: proc(pid).start });
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    process.kill(pid, 'SIGKILL');
    await until(() => proc(pid).state === 'Z');
    expect(proc(pid).state).toBe('Z');
    const lock = await lockDataDir(dir);
    held.push(lock);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
  });

  it('is taken over when its pid now belongs to a later process (another start time)', async () => {
    const dir = freshDir();
    const pid = await childOfNonReapingParent();
    writeLock(dir, { pid, ...here(), start: String(Number(proc(pid).start) - 1) });
    held.push(await lockDataDir(dir));
  });

  it('from another container or machine: refused while its heartbeat moves, taken over once it stops', async () => {
    const dir = freshDir();
    const lockPath = path.join(dir, 'pintrip.lock');
    // A container recreated on the same machine: another host name and pid namespace, and pid 1,
    // which here is some live process.
    writeLock(dir, { pid: 1, host: 'old-container', boot: here().boot, pidns: 'pid:[1]', start: '1' });
    const beat = setInterval(() => {
      const now = new Date();
      utimesSync(lockPath, now, now);
    }, 50);
    cleanups.push(() => clearInterval(beat));
    await expect(lockDataDir(dir, { staleAfterMs: 400 })).rejects.toThrow(/pid 1 on old-container/);
    clearInterval(beat);
    held.push(await lockDataDir(dir, { staleAfterMs: 400 }));
  });

  it('written by an older version on another host name (no boot id): not held forever', async () => {
    const dir = freshDir();
    writeLock(dir, { pid: 1, host: 'old-container' });
    held.push(await lockDataDir(dir, { staleAfterMs: 300 }));
  });

  it("keeps its holder's heartbeat going, so a starter elsewhere sees it alive", async () => {
    const dir = freshDir();
    const lock = await lockDataDir(dir, { heartbeatMs: 50 });
    held.push(lock);
    const before = statSync(lock.path).mtimeMs;
    await until(() => statSync(lock.path).mtimeMs !== before);
    expect(statSync(lock.path).mtimeMs).not.toBe(before);
    // A second lock in this process is refused at once.
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
  });
});
