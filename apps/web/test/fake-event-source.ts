import { afterEach, beforeEach } from 'vitest';

/**
 * An EventSource that never connects: it starts open, records its listeners, and `emit` delivers a
 * named server event to them, as the real one would on a message from /api/events.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(name: string, fn: (event: MessageEvent) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), fn]);
  }
  close() {
    this.readyState = 2;
  }
  emit(name: string, data: unknown) {
    for (const fn of this.listeners.get(name) ?? [])
      fn(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
}

/**
 * Puts FakeEventSource in place of the global EventSource around each test of the enclosing file
 * or describe block. Returns the list of every source opened since, newest last.
 */
export function installFakeEventSource(): FakeEventSource[] {
  const sources: FakeEventSource[] = [];
  class RecordedEventSource extends FakeEventSource {
    constructor(url: string) {
      super(url);
      sources.push(this);
    }
  }
  const original = globalThis.EventSource;
  beforeEach(() => {
    globalThis.EventSource = RecordedEventSource as unknown as typeof EventSource;
  });
  afterEach(() => {
    globalThis.EventSource = original;
  });
  return sources;
}
