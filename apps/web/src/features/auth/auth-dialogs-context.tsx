import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type AuthDialogMode = 'login' | 'signup' | 'forgot-password' | null;

/** A message the login dialog opens with (a cancelled social sign-in, a verified email…). */
export interface LoginNotice {
  tone: 'error' | 'info' | 'success';
  /** An i18n key. */
  messageKey: string;
}

interface AuthDialogsApi {
  mode: AuthDialogMode;
  notice: LoginNotice | null;
  /** The address the login form starts with (the one just signed up with). */
  loginEmail: string | null;
  openLogin: () => void;
  /** Opens the login dialog with the email field filled in. */
  openLoginWithEmail: (email: string) => void;
  openSignup: () => void;
  openForgotPassword: () => void;
  /** Opens the login dialog showing a message above the form. */
  openLoginWithNotice: (notice: LoginNotice) => void;
  close: () => void;
}

const AuthDialogsContext = createContext<AuthDialogsApi | null>(null);

/** Which auth dialog is open; any screen can ask for the login dialog. */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<AuthDialogMode>(null);
  const [notice, setNotice] = useState<LoginNotice | null>(null);
  const [loginEmail, setLoginEmail] = useState<string | null>(null);
  // Handlers are often passed straight to onClick, so they take no argument.
  const show = useCallback(
    (next: AuthDialogMode, nextNotice: LoginNotice | null = null, email: string | null = null) => {
      setMode(next);
      setNotice(nextNotice);
      setLoginEmail(email);
    },
    [],
  );
  // Stable functions, so effects that open a dialog do not re-run whenever one opens.
  const actions = useMemo(
    () => ({
      openLogin: () => show('login'),
      openLoginWithEmail: (email: string) => show('login', null, email),
      openSignup: () => show('signup'),
      openForgotPassword: () => show('forgot-password'),
      openLoginWithNotice: (next: LoginNotice) => show('login', next),
      close: () => show(null),
    }),
    [show],
  );
  const value = useMemo<AuthDialogsApi>(
    () => ({ mode, notice, loginEmail, ...actions }),
    [mode, notice, loginEmail, actions],
  );
  return <AuthDialogsContext.Provider value={value}>{children}</AuthDialogsContext.Provider>;
}

export function useAuthDialogs(): AuthDialogsApi {
  const value = useContext(AuthDialogsContext);
  if (!value) throw new Error('useAuthDialogs needs an AuthDialogsProvider');
  return value;
}
