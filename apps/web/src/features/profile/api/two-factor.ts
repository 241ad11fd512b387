import { useMutation } from '@tanstack/react-query';
import { authRequest } from '../../../lib/auth-request';
import { announceSessionChange } from '../../../lib/session-channel';

/** What POST /api/auth/two-factor/enable answers: the authenticator URI and ten backup codes. */
export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

/** Starts turning two-factor sign-in on (the password again); it is on once a code is confirmed. */
export function startTwoFactor(password: string) {
  return authRequest<TwoFactorSetup>('/two-factor/enable', { password });
}

/** Confirms the setup with the authenticator app's current code: two-factor sign-in is on. */
export function confirmTwoFactor(code: string) {
  return authRequest<{ token?: string }>('/two-factor/verify-totp', { code: code.replace(/\s/g, '') });
}

/** Turns two-factor sign-in off (the password again). */
export function disableTwoFactor(password: string) {
  return authRequest<{ status: boolean }>('/two-factor/disable', { password });
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor });
}

/**
 * Confirming and disabling replace the session cookie (better-auth issues a new session), so the
 * other tabs are told, and `onChanged` lets the screen reload GET /api/me.
 */
export function useConfirmTwoFactor({ onChanged }: { onChanged?: () => unknown } = {}) {
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: async () => {
      announceSessionChange('profile-updated');
      await onChanged?.();
    },
  });
}

export function useDisableTwoFactor({ onChanged }: { onChanged?: () => unknown } = {}) {
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async () => {
      announceSessionChange('profile-updated');
      await onChanged?.();
    },
  });
}

/** The base32 secret of an otpauth:// URI, in groups of four for typing into an app by hand. */
export function setupKeyOf(totpURI: string): string {
  let secret: string;
  try {
    secret = new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    secret = '';
  }
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
