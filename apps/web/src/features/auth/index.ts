/** The auth feature's public surface: the sign-in dialogs and the password reset form. */
export { AuthDialogsProvider, useAuthDialogs, type LoginNotice } from './auth-dialogs-context';
export { AuthDialogsHost } from './components/auth-dialogs-host';
export { ResetPasswordForm } from './components/reset-password-form';
