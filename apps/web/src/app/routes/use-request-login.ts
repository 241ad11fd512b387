import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthDialogs } from '../../features/auth';
import { getMe, meQueryKey } from '../../features/session';

/**
 * What a feature calls when a visitor presses something that needs an account. Right after a page
 * appears the session may not be known yet (the page was rendered for everyone, and GET /api/me is
 * still on its way): then it waits for the answer instead of taking the reader for a visitor — a
 * signed-in reader gets `whenSignedIn` (the action they pressed), never the login dialog.
 */
export function useRequestLogin(): (whenSignedIn?: () => void) => void {
  const queryClient = useQueryClient();
  const { openLogin } = useAuthDialogs();
  return useCallback(
    (whenSignedIn?: () => void) => {
      if (queryClient.getQueryState(meQueryKey)?.status === 'success') {
        if (!queryClient.getQueryData(meQueryKey)) openLogin();
        return;
      }
      void queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: getMe, staleTime: Infinity }).then(
        (me) => (me ? whenSignedIn?.() : openLogin()),
        () => openLogin(),
      );
    },
    [queryClient, openLogin],
  );
}
