import { useEffect } from 'react';

/**
 * A server-rendered page ignores the pointer until it has hydrated (apps/web/theme-init.js sets the
 * `booting` class before paint, at most ten seconds): a press never lands on a button that does
 * nothing yet, or on one React is about to replace.
 */
export const endBooting = () => document.documentElement.classList.remove('booting');

/**
 * Rendered last inside the page's Suspense boundary (app/layout/root-layout.tsx): React hydrates a
 * boundary after the shell around it, so the page takes presses only once the page itself — not
 * just the header — is live.
 */
export function PageHydrated() {
  useEffect(endBooting, []);
  return null;
}
