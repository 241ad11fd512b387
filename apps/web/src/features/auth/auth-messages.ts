/**
 * The one place that turns an auth failure into the i18n key of its message (spec 1 §8).
 */
import { AuthError } from './api/auth-request';

/** Zod message codes of the shared form schemas → message keys. */
const formCodes: Record<string, string> = {
  credentials_required: 'auth.errors.credentialsRequired',
  email_required: 'auth.errors.emailRequired',
  email_invalid: 'auth.errors.emailInvalid',
  password_required: 'auth.errors.passwordRequired',
  password_weak: 'auth.errors.passwordWeak',
  password_mismatch: 'auth.errors.passwordMismatch',
};

export function formMessageKey(code: string | undefined): string | undefined {
  return code ? (formCodes[code] ?? 'auth.errors.invalidInput') : undefined;
}

export function loginErrorKey(error: unknown): string {
  if (!(error instanceof AuthError) || error.status === 0) return 'auth.errors.loginException';
  switch (error.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_EMAIL':
    case 'INVALID_PASSWORD':
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      return 'auth.errors.invalidCredentials';
    case 'EMAIL_NOT_VERIFIED':
      return 'auth.errors.emailNotConfirmed';
    default:
      if (error.status === 429) return 'auth.errors.rateLimited';
      if (error.status >= 500) return 'auth.errors.loginException';
      return 'auth.errors.loginFailed';
  }
}

export function signupErrorKey(error: unknown): string {
  if (!(error instanceof AuthError) || error.status === 0) return 'auth.errors.signupException';
  if (
    error.code === 'PASSWORD_WEAK' ||
    error.code === 'PASSWORD_TOO_SHORT' ||
    error.code === 'PASSWORD_TOO_LONG'
  ) {
    return 'auth.errors.passwordWeak';
  }
  if (error.code.startsWith('USER_ALREADY_EXISTS')) return 'auth.errors.emailTaken';
  if (error.code === 'INVALID_EMAIL') return 'auth.errors.emailInvalid';
  if (error.status === 429) return 'auth.errors.rateLimited';
  if (error.status >= 500) return 'auth.errors.signupException';
  return 'auth.errors.signupFailed';
}

/** The `error` a provider or better-auth put on the way back from a social sign-in. */
export function socialErrorKey(error: string | null): string {
  return error === 'access_denied' ? 'auth.errors.socialCancelled' : 'auth.errors.socialFailed';
}

export function socialStartErrorKey(error: unknown): string {
  if (error instanceof AuthError && error.status > 0 && error.status < 500) return 'auth.errors.socialFailed';
  return 'auth.errors.socialException';
}
