import { useLayoutEffect, useRef } from 'react';

/**
 * Remembers the control that had focus when a dialog opened and gives focus back to it when the
 * dialog closes. When that control is gone (the login button after a successful login, a deleted
 * item's button), focus goes to the page's main region rather than to <body>.
 * Pass the returned handler as the dialog content's onCloseAutoFocus.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's own effects move focus inside it.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return (event: Event) => {
    event.preventDefault();
    const target = opener.current;
    opener.current = null;
    // Whatever runs on close (a re-render, a route change) settles first.
    requestAnimationFrame(() => {
      if (target?.isConnected && !target.closest('[inert], [aria-hidden="true"]')) {
        target.focus({ preventScroll: true });
        if (document.activeElement === target) return;
      }
      // Another dialog closing at the same moment may already have placed focus.
      if (document.activeElement && document.activeElement !== document.body) return;
      const main = document.getElementById('main');
      if (!main) return;
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
      main.focus({ preventScroll: true });
    });
  };
}
