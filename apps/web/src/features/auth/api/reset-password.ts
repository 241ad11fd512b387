import { useMutation } from '@tanstack/react-query';
import { authRequest } from '../../../lib/auth-request';

/** POST /api/auth/reset-password: sets the new password and ends every session of the account. */
export function resetPassword(input: { token: string; password: string }) {
  return authRequest<{ status: boolean }>('/reset-password', {
    token: input.token,
    newPassword: input.password,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
