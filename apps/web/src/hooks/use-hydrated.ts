import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates it, true afterwards (and
 * from the start in a page the browser renders alone). What only the browser knows — a choice in
 * localStorage, the page's own address, the device — waits for true, so the first client render
 * equals the server's HTML (docs/decisions/0026-server-rendering.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
