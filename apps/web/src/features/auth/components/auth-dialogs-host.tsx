import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthDialogs } from '../auth-dialogs-context';
import { useAuthRedirectResult } from '../hooks/use-auth-redirect-result';

// The forms (react-hook-form, the shared schemas) download when a dialog first opens, not with
// every page: most visits never open one.
const LoginForm = lazy(() => import('./login-form').then((m) => ({ default: m.LoginForm })));
const SignupForm = lazy(() => import('./signup-form').then((m) => ({ default: m.SignupForm })));
const ForgotPasswordForm = lazy(() =>
  import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);

export interface AuthDialogsHostProps {
  /** Providers configured on the server (GET /api/app-info → social_providers). */
  socialProviders: readonly string[];
  requireEmailVerification: boolean;
}

/** Renders whichever auth dialog is open: login, sign-up or "forgot your password". */
export function AuthDialogsHost({ socialProviders, requireEmailVerification }: AuthDialogsHostProps) {
  const { t } = useTranslation();
  const { mode, notice, loginEmail, close, openLogin, openLoginWithEmail, openSignup, openForgotPassword } =
    useAuthDialogs();
  useAuthRedirectResult();

  const title =
    mode === 'signup'
      ? t('auth.signup')
      : mode === 'forgot-password'
        ? t('auth.forgot.title')
        : t('auth.login');
  const description =
    mode === 'signup'
      ? t('auth.signupDescription')
      : mode === 'login'
        ? t('auth.loginDescription')
        : undefined;

  return (
    <Dialog
      open={mode !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={title}
      description={description}
    >
      <Suspense fallback={<Spinner className="flex justify-center py-10" label={t('common.loading')} />}>
        {mode === 'login' ? (
          <LoginForm
            socialProviders={socialProviders}
            notice={notice}
            initialEmail={loginEmail ?? ''}
            onSuccess={close}
            onSignup={openSignup}
            onForgotPassword={openForgotPassword}
          />
        ) : mode === 'signup' ? (
          <SignupForm
            requireEmailVerification={requireEmailVerification}
            onDone={openLoginWithEmail}
            onLogin={openLogin}
          />
        ) : mode === 'forgot-password' ? (
          <ForgotPasswordForm onLogin={openLogin} />
        ) : null}
      </Suspense>
    </Dialog>
  );
}
