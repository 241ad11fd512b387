/**
 * Resolves once `element` comes within a quarter screen of the viewport (at once where there is no
 * IntersectionObserver or no element): Leaflet, 50 kB of gzip, downloads only when a map is about to
 * be seen, not for a map further down a phone's page (docs/decisions/0027-page-weight.md), and a
 * part of a server-rendered page below the first screen hydrates then (`HydrateWhenSeen`).
 */
export function whenNearScreen(element: Element | null): { promise: Promise<void>; cancel: () => void } {
  if (!element || typeof IntersectionObserver === 'undefined') {
    return { promise: Promise.resolve(), cancel: () => undefined };
  }
  let observer: IntersectionObserver | undefined;
  const promise = new Promise<void>((resolve) => {
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        resolve();
      },
      { rootMargin: '25% 0px' },
    );
    observer.observe(element);
  });
  return { promise, cancel: () => observer?.disconnect() };
}
