import { z } from 'zod';
import { limits } from './limits.js';

/** The exact Korean messages of spec 1 §5 and §8 for accounts. */
export const authMessages = {
  passwordPolicy: '비밀번호는 8자 이상이며, 영문, 숫자, 특수문자를 포함해야 합니다.',
} as const;

/**
 * Spec 1 §5: at least 8 characters, at least one letter, one digit and one of @ $ ! % * # ? &,
 * and nothing but letters, digits and those characters.
 */
export function isPasswordStrong(password: string): boolean {
  return (
    password.length >= limits.passwordMinLength &&
    password.length <= 128 &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password) &&
    /[@$!%*#?&]/.test(password) &&
    /^[A-Za-z\d@$!%*#?&]+$/.test(password)
  );
}

/** Emails are trimmed and compared without regard to case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/*
 * Form schemas of the login, sign-up and password-reset dialogs. Messages are codes; the web app
 * shows the localized text of each (auth.errors.<code>).
 */

/** Login: both fields non-blank (spec 1 §5); the email is trimmed. */
export const signInSchema = z.object({
  email: z.string().trim().min(1, { error: 'credentials_required' }),
  password: z.string().min(1, { error: 'credentials_required' }),
});
export type SignInInput = z.infer<typeof signInSchema>;

const newPasswordFields = {
  password: z
    .string()
    .min(1, { error: 'password_required' })
    .refine(isPasswordStrong, { error: 'password_weak' }),
  confirm_password: z.string(),
};

/** Sign-up: a valid email, a strong password, and the same password twice. */
export const signUpSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, { error: 'email_required' })
      .pipe(z.email({ error: 'email_invalid' })),
    ...newPasswordFields,
  })
  .refine((values) => values.password === values.confirm_password, {
    error: 'password_mismatch',
    path: ['confirm_password'],
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

/** "Forgot your password?": the address to send the reset link to. */
export const passwordResetRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'email_required' })
    .pipe(z.email({ error: 'email_invalid' })),
});
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** The reset page: a new strong password, twice. */
export const passwordResetSchema = z
  .object(newPasswordFields)
  .refine((values) => values.password === values.confirm_password, {
    error: 'password_mismatch',
    path: ['confirm_password'],
  });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
