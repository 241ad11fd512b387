import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../i18n';
import { signInSchema, type SignInInput } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { FormField, FormMessage, inputClasses } from '../../../components/ui/form-field';
import { useSignIn } from '../api/sign-in';
import type { LoginNotice } from '../auth-dialogs-context';
import { errorMessageKey } from '../../../lib/error-messages';
import { AuthSwitchPrompt } from './auth-switch-prompt';
import { SocialButtons } from './social-buttons';
import { TwoFactorChallenge } from './two-factor-challenge';

export interface LoginFormProps {
  socialProviders: readonly string[];
  notice: LoginNotice | null;
  /** Filled into the email field (after sign-up). */
  initialEmail?: string;
  onSuccess: () => void;
  onSignup: () => void;
  onForgotPassword: () => void;
}

/** Login modal body (spec 1 §2, §4, §5, §8): idle → submitting → error, or success (closes). */
export function LoginForm({
  socialProviders,
  notice,
  initialEmail = '',
  onSuccess,
  onSignup,
  onForgotPassword,
}: LoginFormProps) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [failureKey, setFailureKey] = useState<string | null>(null);
  // The password was right and the account asks for its second step (two-factor sign-in).
  const [isChallenged, setIsChallenged] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: initialEmail, password: '' },
  });

  const isBusy = isSubmitting || signIn.isPending;
  // Either blank field gives the one message of spec 1 §5.
  const messageKey = errors.email || errors.password ? 'auth.errors.credentialsRequired' : failureKey;

  const onSubmit = async (values: SignInInput) => {
    setFailureKey(null);
    try {
      const result = await signIn.mutateAsync(values);
      if (result.twoFactorRedirect) setIsChallenged(true);
      else onSuccess();
    } catch (error) {
      setFailureKey(errorMessageKey('auth.login', error));
    }
  };

  if (isChallenged) return <TwoFactorChallenge onSuccess={onSuccess} onBack={() => setIsChallenged(false)} />;

  return (
    <div className="flex flex-col gap-5">
      {notice && !messageKey ? (
        <FormMessage tone={notice.tone} testId="login-notice">
          {t(notice.messageKey)}
        </FormMessage>
      ) : null}
      <form
        noValidate
        className="flex flex-col gap-4"
        aria-busy={isBusy}
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        data-testid="login-form"
      >
        <FormField id="login-email" label={t('auth.fields.email')}>
          <input
            id="login-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('auth.placeholders.email')}
            aria-invalid={Boolean(errors.email) || undefined}
            className={inputClasses(Boolean(errors.email))}
            {...register('email')}
          />
        </FormField>
        <FormField id="login-password" label={t('auth.fields.password')}>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            placeholder={t('auth.placeholders.password')}
            aria-invalid={Boolean(errors.password) || undefined}
            className={inputClasses(Boolean(errors.password))}
            {...register('password')}
          />
        </FormField>
        <div className="-mt-1 flex justify-end">
          <button
            type="button"
            className="text-sm font-medium text-ink-muted underline-offset-4 hover:text-brand hover:underline"
            onClick={onForgotPassword}
          >
            {t('auth.forgotPassword')}
          </button>
        </div>
        {messageKey ? (
          <FormMessage tone="error" testId="login-error">
            {t(messageKey)}
          </FormMessage>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={isBusy} data-testid="login-submit">
          {isBusy ? t('auth.loggingIn') : t('auth.loginWithEmail')}
        </Button>
      </form>

      {socialProviders.length > 0 ? (
        <>
          <div className="flex items-center gap-3 text-xs font-medium text-ink-subtle" aria-hidden="true">
            <span className="h-px flex-1 bg-line" />
            {t('auth.or')}
            <span className="h-px flex-1 bg-line" />
          </div>
          <SocialButtons providers={socialProviders} onError={setFailureKey} disabled={isBusy} />
        </>
      ) : null}

      <AuthSwitchPrompt
        question={t('auth.noAccount')}
        action={t('auth.goSignup')}
        onClick={onSignup}
        testId="go-signup"
      />
    </div>
  );
}
