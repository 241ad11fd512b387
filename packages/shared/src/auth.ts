import { z } from 'zod';
import { limits } from './limits.js';

/** The exact Korean messages of spec 1 §5 and §8 for accounts. */
export const authMessages = {
  passwordPolicy: '비밀번호는 8자 이상이며, 영문, 숫자, 특수문자를 포함해야 합니다.',
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  loginRequiredFields: '이메일과 비밀번호를 모두 입력해주세요.',
} as const;

export const passwordSpecials = '@$!%*#?&';

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

export const passwordSchema = z.string().refine(isPasswordStrong, { message: authMessages.passwordPolicy });

/** Emails are trimmed and compared without regard to case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
