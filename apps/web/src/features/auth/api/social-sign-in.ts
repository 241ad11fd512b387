import { useMutation } from '@tanstack/react-query';
import { authRequest } from '../../../lib/auth-request';

/** Marks the address a failed social sign-in comes back to (see hooks/use-auth-redirect-result). */
export const socialFailureParam = 'social_login';

/**
 * POST /api/auth/sign-in/social, then off to the provider. Success comes back to the page the
 * user was on; failure (cancelled included) to the same page with `?social_login=failed&error=…`.
 */
export async function startSocialSignIn(provider: string) {
  const here = `${window.location.pathname}${window.location.search}`;
  const result = await authRequest<{ url?: string; redirect?: boolean }>('/sign-in/social', {
    provider,
    callbackURL: here,
    errorCallbackURL: `${window.location.pathname}?${socialFailureParam}=failed`,
  });
  if (!result.url) throw new Error('no provider address');
  window.location.assign(result.url);
}

export function useSocialSignIn() {
  return useMutation({ mutationFn: startSocialSignIn });
}
