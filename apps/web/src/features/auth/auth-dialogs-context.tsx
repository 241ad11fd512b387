import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export type AuthDialogMode = 'login' | 'signup' | null;

interface AuthDialogsApi {
  mode: AuthDialogMode;
  openLogin: () => void;
  openSignup: () => void;
  close: () => void;
}

const AuthDialogsContext = createContext<AuthDialogsApi | null>(null);

/** Which auth dialog is open; any screen can ask for the login dialog. */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<AuthDialogMode>(null);
  const value = useMemo<AuthDialogsApi>(
    () => ({
      mode,
      openLogin: () => setMode('login'),
      openSignup: () => setMode('signup'),
      close: () => setMode(null),
    }),
    [mode],
  );
  return <AuthDialogsContext.Provider value={value}>{children}</AuthDialogsContext.Provider>;
}

export function useAuthDialogs(): AuthDialogsApi {
  const value = useContext(AuthDialogsContext);
  if (!value) throw new Error('useAuthDialogs needs an AuthDialogsProvider');
  return value;
}
