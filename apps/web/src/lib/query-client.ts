import { QueryClient } from '@tanstack/react-query';
import { syncOnlineState } from '../hooks/use-online';
import { ApiError } from './api-client';

export function createQueryClient() {
  // Offline at start (a page the service worker served) must count as offline, or reconnecting
  // would refetch nothing.
  syncOnlineState();
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}
