import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/news/unsubscribe with the token of the mail's link (204, also when already done). */
export function unsubscribeFromNews(token: string) {
  return api.post<void>('/api/news/unsubscribe', { token });
}

export function useUnsubscribeFromNews() {
  return useMutation({ mutationFn: unsubscribeFromNews });
}
