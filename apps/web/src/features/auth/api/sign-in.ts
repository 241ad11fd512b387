import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '@pintrip/shared';
import { announceSessionChange } from '../../../lib/session-channel';
import { authRequest } from '../../../lib/auth-request';

/** Where the link in a verification mail sent at this login leads back to. */
export const emailVerifiedCallbackUrl = '/?email_verified=1';

/**
 * What a sign-in answers: the user, or — for an account with two-factor sign-in on — no session
 * yet and a request for the second step (see two-factor-sign-in.ts).
 */
export type SignInResult =
  { user: { id: string }; twoFactorRedirect?: undefined } | { twoFactorRedirect: true };

/** POST /api/auth/sign-in/email */
export function signInWithEmail(input: SignInInput) {
  return authRequest<SignInResult>('/sign-in/email', {
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
    onSuccess: async (result) => {
      if (result.twoFactorRedirect) return;
      announceSessionChange('signed-in');
      await queryClient.invalidateQueries();
    },
  });
}
