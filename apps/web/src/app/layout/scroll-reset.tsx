import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at its top: a link or a `navigate` to another path scrolls the window up, as
 * React Router's `<ScrollRestoration>` did (that one needs the data router, which the app no
 * longer downloads: docs/decisions/0027-page-weight.md). Changing only the query (the
 * destinations' filters) keeps the place, and going back or forward (POP) is left to the browser,
 * which restores the place the reader had there, also after a reload.
 */
export function ScrollReset() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
