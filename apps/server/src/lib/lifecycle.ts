/**
 * The phase of a server process, as a proxy must see it: `starting` while the database opens and
 * migrates, `ready` while it serves, `draining` from SIGTERM until it exits. /api/health answers 503
 * outside `ready`, so a proxy or orchestrator stops sending traffic before the process goes away.
 */
export type Phase = 'starting' | 'ready' | 'draining';

export interface Lifecycle {
  readonly phase: Phase;
  /** Starting is over: the app serves. */
  ready(): void;
  /** Enters `draining` and runs every drain step once (e.g. telling SSE clients to reconnect). */
  drain(): Promise<void>;
  /** A step to run when draining begins. */
  onDrain(step: () => void | Promise<void>): void;
}

export function createLifecycle(initial: Phase = 'starting'): Lifecycle {
  let phase: Phase = initial;
  const steps: Array<() => void | Promise<void>> = [];
  let draining: Promise<void> | undefined;
  return {
    get phase() {
      return phase;
    },
    ready() {
      if (phase === 'starting') phase = 'ready';
    },
    drain() {
      phase = 'draining';
      draining ??= Promise.allSettled(steps.map(async (step) => step())).then(() => undefined);
      return draining;
    },
    onDrain(step) {
      steps.push(step);
    },
  };
}
