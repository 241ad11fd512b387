import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@pintrip/shared';
import { authRequest } from '../../../lib/auth-request';
import { emailVerifiedCallbackUrl } from './sign-in';

/** POST /api/auth/sign-up/email. No session follows: the user logs in afterwards (spec 1 §2). */
export function signUpWithEmail(input: SignUpInput) {
  return authRequest<{ user?: { id: string } }>('/sign-up/email', {
    email: input.email,
    password: input.password,
    // better-auth requires a name; the nickname itself is chosen on My Page.
    name: input.email.split('@')[0] ?? input.email,
    callbackURL: emailVerifiedCallbackUrl,
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUpWithEmail });
}
