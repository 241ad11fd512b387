/**
 * What the scale project's tests share: app instances started as separate processes with the
 * production settings, the session cookie of a sign-in, JSON bodies that say what came instead,
 * and a long-lived event stream read as it arrives. Free of Vitest: the Playwright scale run
 * (e2e/scale-global-setup.ts) starts its instances with it too.
 */
import { startServer, type RunningServer } from '../spawn-server.js';

export interface Instance extends RunningServer {
  name: string;
}

/**
 * An app instance on `port` (production settings, no AUTH_SECRET, no demo seed) plus `env`; the
 * source under tsx, or `script` (relative to apps/server, e.g. the built `dist/main.js`).
 */
export async function startInstance(
  name: string,
  port: number,
  env: Record<string, string>,
  script?: string,
): Promise<Instance> {
  const server = await startServer({
    script,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      AUTH_SECRET: '',
      SEED_DEMO: 'false',
      ...env,
    },
  }).catch((error: Error) => {
    throw new Error(`${name}: ${error.message}`);
  });
  return Object.assign(server, { name, url: `http://127.0.0.1:${port}` });
}

/** The `Cookie` header of a response's cookies. */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A response's JSON body; an error naming the status and the start of the body when it is not JSON. */
export async function json(response: Response) {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${response.status}: ${text.slice(0, 200)}`);
  }
}

export interface EventStream {
  /** Everything received so far. */
  text(): string;
  /** Resolves once `until` holds of what arrived (checked on each chunk); rejects after `timeoutMs`. */
  waitFor(until: (text: string) => boolean, timeoutMs: number): Promise<void>;
  close(): void;
}

/**
 * Opens GET /api/events with `cookie` and keeps reading it; resolves once the stream is open (its
 * first bytes, the `: connected` comment, arrived), so an event caused afterwards is on it.
 */
export async function openEventStream(url: string, cookie: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    signal: controller.signal,
    headers: { accept: 'text/event-stream', cookie },
  });
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.includes('text/event-stream'))
    throw new Error(`the event stream answered ${response.status} ${type}`);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let received = '';
  const waiters = new Set<() => void>();
  let opened!: () => void;
  const isOpen = new Promise<void>((resolve) => (opened = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value, { stream: true });
        if (received.includes(': connected')) opened();
        for (const wake of waiters) wake();
      }
    } catch {
      // closed: a waiter times out and says so
    }
  })();
  await isOpen;
  return {
    text: () => received,
    waitFor(until, timeoutMs) {
      if (until(received)) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const wake = () => {
          if (!until(received)) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`not seen within ${timeoutMs} ms; the stream had:\n${received.slice(-2000)}`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    close: () => controller.abort(),
  };
}
