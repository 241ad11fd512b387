import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '@pintrip/shared';
import { announceSessionChange } from '../../../lib/session-channel';
import { authRequest } from './auth-request';

/** Where the link in a verification mail sent at this login leads back to. */
export const emailVerifiedCallbackUrl = '/?email_verified=1';

/** POST /api/auth/sign-in/email */
export function signInWithEmail(input: SignInInput) {
  return authRequest<{ user: { id: string } }>('/sign-in/email', {
    email: input.email,
    password: input.password,
    callbackURL: emailVerifiedCallbackUrl,
  });
}

/** Signs in; afterwards every query reloads as the new user and the other tabs follow. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithEmail,
    onSuccess: async () => {
      announceSessionChange('signed-in');
      await queryClient.invalidateQueries();
    },
  });
}
