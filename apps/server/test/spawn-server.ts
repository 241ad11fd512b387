/**
 * The one way tests run the server (or a command) as a separate process: Node with tsx's loader
 * on the source (or on nothing, for the built bundle), so a signal reaches the server itself rather than a wrapper, with the test's
 * environment on top of a fixed base (no TEST_DATABASE_URL, no DATABASE_URL, PORT=0, LOG_LEVEL=info,
 * write rate limits off).
 * Used by process.test.ts, trust/crash.test.ts, the scale tests, the CLI tests and e2e's scale run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** apps/server: the working directory of every spawned process. */
export const serverDir = path.resolve(import.meta.dirname, '..');

export interface SpawnOptions {
  /** Variables on top of the base; an empty string unsets one for the server's config. */
  env?: Record<string, string>;
  /**
   * The entry, relative to apps/server. Default: the server, `src/main.ts`. A `.ts` entry runs under
   * tsx's loader; a `.js` one (the built server, `dist/main.js`) runs as it is.
   */
  script?: string;
  args?: string[];
  /**
   * Runs the process under a parent that never reaps it (a shell that execs `sleep`, as under a
   * PID 1 that does not wait): once killed it stays a zombie until stop() ends that parent.
   */
  unreaped?: boolean;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SpawnedProcess {
  child: ChildProcess;
  readonly pid: number;
  /** stdout and stderr as they arrived, interleaved. */
  output(): string;
  stdout(): string;
  stderr(): string;
  /** Resolves once the process has exited. */
  readonly exited: Promise<Exit>;
  /** Resolves with the first match of `pattern` in the output; rejects if the process exits first. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** Sends the signal (SIGTERM by default) and resolves with the exit code (null when unreaped). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** SIGKILL, resolved once the process is gone (immediately if it already is), or a zombie when unreaped. */
  kill(): Promise<void>;
}

export interface RunningServer extends SpawnedProcess {
  /** Where the server listens, from its `Server listening at URL` line. */
  url: string;
}

/** The state letter of a process in /proc (`Z` for a zombie), or null when it has no entry. */
export function processState(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? null;
  } catch {
    return null;
  }
}

/** Spawns `node [--import tsx] SCRIPT` in apps/server with the base environment and `env`. */
export function spawnProcess(options: SpawnOptions = {}): SpawnedProcess {
  const script = options.script ?? 'src/main.ts';
  const loader = script.endsWith('.js') ? [] : ['--import', 'tsx'];
  const command = [...loader, script, ...(options.args ?? [])];
  const spawnOptions = {
    cwd: serverDir,
    env: {
      ...process.env,
      TEST_DATABASE_URL: '',
      DATABASE_URL: '',
      PORT: '0',
      LOG_LEVEL: 'info',
      // These tests write faster than a person; the write limits have their own tests
      // (http/rate-limit.test.ts). A test of the limits sets its own.
      WRITE_RATE_LIMIT: '0',
      WRITE_RATE_LIMIT_PER_ADDRESS: '0',
      UPLOAD_RATE_LIMIT: '0',
      UPLOAD_RATE_LIMIT_PER_ADDRESS: '0',
      OPS_RATE_LIMIT: '0',
      OPS_RATE_LIMIT_PER_ADDRESS: '0',
      ...options.env,
    },
  };
  const child = options.unreaped
    ? spawn(
        'sh',
        ['-c', '"$@" & echo "spawned pid $!"; exec sleep 3600', 'sh', process.execPath, ...command],
        spawnOptions,
      )
    : spawn(process.execPath, command, spawnOptions);
  let all = '';
  let out = '';
  let err = '';
  const watchers = new Set<() => void>();
  const notify = () => {
    for (const watcher of watchers) watcher();
  };
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    all += chunk.toString();
    notify();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
    all += chunk.toString();
    notify();
  });
  // 'close' rather than 'exit': it comes after the last output has been read.
  let closed = false;
  const exited = new Promise<Exit>((resolve) => {
    child.once('close', (code, signal) => {
      closed = true;
      resolve({ code, signal });
      notify();
    });
  });
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  /** The pid of the process itself (under the non-reaping parent, from the shell's first line). */
  const pidOf = (): number =>
    options.unreaped ? Number(/spawned pid (\d+)/.exec(out)?.[1] ?? 0) : (child.pid ?? 0);
  const untilZombieOrGone = async (pid: number) => {
    for (let i = 0; i < 500; i += 1) {
      const state = processState(pid);
      if (state === null || state === 'Z') return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`process ${pid} did not stop`);
  };

  return {
    child,
    get pid() {
      return pidOf();
    },
    output: () => all,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitForOutput(pattern, timeoutMs = 120_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          watchers.delete(check);
          reject(new Error(`timed out waiting for ${pattern}; output so far:\n${all}`));
        }, timeoutMs);
        function check() {
          const match = pattern.exec(all);
          if (match || closed) {
            clearTimeout(timer);
            watchers.delete(check);
            if (match) resolve(match);
            else reject(new Error(`exited ${child.exitCode ?? child.signalCode} before ${pattern}:\n${all}`));
          }
        }
        watchers.add(check);
        check();
      });
    },
    async stop(signal = 'SIGTERM') {
      if (options.unreaped) {
        const pid = pidOf();
        if (pid && processState(pid) !== null && processState(pid) !== 'Z') process.kill(pid, signal);
        if (pid) await untilZombieOrGone(pid);
        if (!hasExited()) child.kill('SIGKILL');
        await exited;
        return null;
      }
      if (!hasExited()) child.kill(signal);
      return (await exited).code;
    },
    async kill() {
      if (options.unreaped) {
        const pid = pidOf();
        if (pid && processState(pid) !== null) process.kill(pid, 'SIGKILL');
        if (pid) await untilZombieOrGone(pid);
        return;
      }
      if (!hasExited()) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Starts the server and resolves once it serves; rejects with its output if it exits first. */
export async function startServer(options: SpawnOptions = {}): Promise<RunningServer> {
  const spawned = spawnProcess(options);
  try {
    const match = await spawned.waitForOutput(/Server listening at (http:\/\/[\w.:[\]-]+)/);
    return Object.assign(spawned, { url: match[1] as string });
  } catch (error) {
    // Leave nothing running behind a failed start (a slow one, or the parent of an unreaped one).
    await spawned.kill();
    if (options.unreaped) await spawned.stop();
    throw error;
  }
}

/** Runs a process to its end: its exit code and what it wrote. */
export async function runToExit(options: SpawnOptions = {}) {
  const spawned = spawnProcess(options);
  const { code } = await spawned.exited;
  return { code, stdout: spawned.stdout(), stderr: spawned.stderr() };
}
