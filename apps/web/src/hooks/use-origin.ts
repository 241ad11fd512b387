import { useHydrated } from './use-hydrated';

/**
 * The site's origin for absolute links (share URLs, Open Graph images): the browser's, known once
 * hydrated; '' while the server renders and the browser hydrates, so both render the same HTML.
 */
export function useOrigin(): string {
  return useHydrated() ? window.location.origin : '';
}
