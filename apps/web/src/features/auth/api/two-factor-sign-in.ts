import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announceSessionChange } from '../../../lib/session-channel';
import { authRequest } from '../../../lib/auth-request';

export interface TwoFactorSignInInput {
  /** The authenticator app's 6 digits, or one of the backup codes. */
  code: string;
  kind: 'totp' | 'backup';
}

/**
 * The second step of a sign-in that answered `twoFactorRedirect`: POST
 * /api/auth/two-factor/verify-totp or /verify-backup-code, with the short-lived two-factor
 * cookie the first step set. The session cookie comes with the answer.
 */
export function verifyTwoFactorSignIn({ code, kind }: TwoFactorSignInInput) {
  const path = kind === 'totp' ? '/two-factor/verify-totp' : '/two-factor/verify-backup-code';
  return authRequest<{ user: { id: string } }>(path, { code: code.trim() });
}

/** Finishes the sign-in; afterwards every query reloads as the user and the other tabs follow. */
export function useTwoFactorSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactorSignIn,
    onSuccess: async () => {
      announceSessionChange('signed-in');
      await queryClient.invalidateQueries();
    },
  });
}
