import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from './get-me';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>('/api/auth/sign-out', {}),
    onSettled: () => {
      queryClient.setQueryData(meQueryKey, null);
      void queryClient.invalidateQueries();
    },
  });
}
