/**
 * Resolves in a later task, so the work after it does not lengthen the current one: with
 * `scheduler.yield()` where the browser has it (Chromium 129+: the continuation runs before other
 * queued tasks), else a macrotask through a MessageChannel (no setTimeout clamping).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
