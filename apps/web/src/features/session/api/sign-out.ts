import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announceSessionChange } from '../../../lib/session-channel';
import { forgetLastMe, meQueryKey } from './get-me';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>('/api/auth/sign-out', {}),
    onSettled: () => {
      forgetLastMe();
      queryClient.setQueryData(meQueryKey, null);
      void queryClient.invalidateQueries();
      // The cookie is shared by every tab: tell the others to look again.
      announceSessionChange('signed-out');
    },
  });
}
