import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/** Codes with a message of their own; anything else shows the action's message (spec 2 §8). */
const specific: Record<string, string> = {
  admin_required: 'admin.messages.adminRequired',
  super_admin_required: 'admin.messages.super_admin_required',
  two_factor_required: 'admin.messages.two_factor_required',
  last_super_admin: 'admin.messages.last_super_admin',
  forbidden: 'admin.messages.self',
  category_exists: 'admin.messages.category_exists',
  category_in_use: 'admin.messages.category_in_use',
  name_required: 'admin.messages.name_required',
  email_required: 'admin.messages.email_required',
  conflict: 'admin.messages.already_admin',
};

/** The localized message for a failed admin call: by the error's code, never the server's text. */
export function adminErrorMessage(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError) {
    if (error.code === 'validation_failed' && Object.values(error.fields ?? {}).includes('too_long')) {
      return t('admin.messages.too_long');
    }
    const key = specific[error.code];
    if (key) return t(key);
  }
  return t(fallbackKey);
}

/** A date and time in the interface's language. */
export function formatDateTime(value: string | null, language: string): string | null {
  if (!value) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}

export function formatDate(value: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(value));
}
