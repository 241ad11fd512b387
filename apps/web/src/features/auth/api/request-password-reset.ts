import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequestInput } from '@pintrip/shared';
import { authRequest } from '../../../lib/auth-request';

/** The web page the reset link leads to (it receives `?token=`). */
export const resetPasswordPath = '/reset-password';

/** POST /api/auth/request-password-reset: the same answer whether or not the address exists. */
export function requestPasswordReset(input: PasswordResetRequestInput) {
  return authRequest<{ status: boolean }>('/request-password-reset', {
    email: input.email,
    redirectTo: resetPasswordPath,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
