import { useMutation } from '@tanstack/react-query';
import type { NewsSubscribeInput } from '@pintrip/shared';
import { api } from '../../../lib/api-client';

/** POST /api/news/subscriptions: the same answer for a new address and one already signed up. */
export function subscribeToNews(input: NewsSubscribeInput) {
  return api.post<{ subscribed: true }>('/api/news/subscriptions', input);
}

export function useSubscribeToNews() {
  return useMutation({ mutationFn: subscribeToNews });
}
