import { useLocation } from 'react-router';

/** State a detail link carries so that closing the dialog can go back instead of forward. */
export interface DetailLinkState {
  fromList: true;
}

/**
 * Where a destination's detail lives: /destinations/:id with the list's current search params, so
 * the list underneath (filters, view, sort) stays as it was.
 */
export function useDetailLink() {
  const { search } = useLocation();
  return (id: string) => ({ pathname: `/destinations/${encodeURIComponent(id)}`, search });
}
