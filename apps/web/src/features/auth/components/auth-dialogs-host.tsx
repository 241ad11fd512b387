import { lazyDialog } from '../../../components/ui/lazy-dialog';
import { useAuthDialogs } from '../auth-dialogs-context';
import { useAuthRedirectResult } from '../hooks/use-auth-redirect-result';

export interface AuthDialogsHostProps {
  /** Providers configured on the server (GET /api/app-info → social_providers). */
  socialProviders: readonly string[];
  requireEmailVerification: boolean;
}

// The dialog (Radix Dialog) and its forms download when one first opens: most visits never open
// one (docs/decisions/0027-page-weight.md).
const AuthDialog = lazyDialog(() => import('./auth-dialog').then((module) => module.AuthDialog));

/**
 * Renders whichever auth dialog is open (login, sign-up or "forgot your password") and says what
 * an auth round trip left in the address.
 */
export function AuthDialogsHost(props: AuthDialogsHostProps) {
  const { mode } = useAuthDialogs();
  useAuthRedirectResult();
  return <AuthDialog open={mode !== null} {...props} />;
}
