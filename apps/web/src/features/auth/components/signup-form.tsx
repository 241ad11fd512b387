import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { limits, signUpSchema, type SignUpInput } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { describedBy, FormField, FormMessage, inputClasses } from '../../../components/ui/form-field';
import { useSignUp } from '../api/sign-up';
import { formMessageKey, signupErrorKey } from '../auth-messages';

export interface SignupFormProps {
  /** When the server asks new accounts to confirm their address first. */
  requireEmailVerification: boolean;
  /** After the success message has shown for 3 seconds (spec 1 §9): on to the login dialog. */
  onDone: () => void;
  onLogin: () => void;
}

/** Sign-up modal body: form → submitting → success (3 s) → login modal. */
export function SignupForm({ requireEmailVerification, onDone, onLogin }: SignupFormProps) {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: '', password: '', confirm_password: '' },
  });

  useEffect(() => {
    if (!isDone) return;
    const timer = window.setTimeout(onDone, limits.signUpSuccessMs);
    return () => window.clearTimeout(timer);
  }, [isDone, onDone]);

  const onSubmit = async (values: SignUpInput) => {
    setFailureKey(null);
    try {
      await signUp.mutateAsync(values);
      setIsDone(true);
    } catch (error) {
      setFailureKey(signupErrorKey(error));
    }
  };

  if (isDone) {
    return (
      <div className="flex flex-col items-center gap-4 py-6 text-center" data-testid="signup-success">
        <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-7 w-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </span>
        <p role="status" className="text-lg font-bold">
          {t('auth.signupSuccess')}
        </p>
        {requireEmailVerification ? <p className="text-sm text-ink-muted">{t('auth.signupVerify')}</p> : null}
        <p className="text-sm text-ink-subtle">{t('auth.signupNext')}</p>
      </div>
    );
  }

  const isBusy = isSubmitting || signUp.isPending;
  const fieldMessage = (code: string | undefined) => {
    const key = formMessageKey(code);
    return key ? t(key) : undefined;
  };
  const emailError = fieldMessage(errors.email?.message);
  const passwordError = fieldMessage(errors.password?.message);
  const confirmError = fieldMessage(errors.confirm_password?.message);

  return (
    <div className="flex flex-col gap-5">
      <form
        noValidate
        className="flex flex-col gap-4"
        aria-busy={isBusy}
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        data-testid="signup-form"
      >
        <FormField id="signup-email" label={t('auth.fields.email')} error={emailError}>
          <input
            id="signup-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('auth.placeholders.email')}
            aria-invalid={Boolean(emailError) || undefined}
            aria-describedby={describedBy('signup-email', { error: emailError })}
            className={inputClasses(Boolean(emailError))}
            {...register('email')}
          />
        </FormField>
        <FormField
          id="signup-password"
          label={t('auth.fields.password')}
          hint={passwordError ? undefined : t('auth.passwordHint')}
          error={passwordError}
        >
          <input
            id="signup-password"
            type="password"
            autoComplete="new-password"
            placeholder={t('auth.placeholders.newPassword')}
            aria-invalid={Boolean(passwordError) || undefined}
            aria-describedby={describedBy('signup-password', { error: passwordError, hint: !passwordError })}
            className={inputClasses(Boolean(passwordError))}
            {...register('password')}
          />
        </FormField>
        <FormField id="signup-confirm" label={t('auth.fields.confirmPassword')} error={confirmError}>
          <input
            id="signup-confirm"
            type="password"
            autoComplete="new-password"
            placeholder={t('auth.placeholders.confirmPassword')}
            aria-invalid={Boolean(confirmError) || undefined}
            aria-describedby={describedBy('signup-confirm', { error: confirmError })}
            className={inputClasses(Boolean(confirmError))}
            {...register('confirm_password')}
          />
        </FormField>
        {failureKey ? (
          <FormMessage tone="error" testId="signup-error">
            {t(failureKey)}
          </FormMessage>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={isBusy} data-testid="signup-submit">
          {isBusy ? t('auth.signingUp') : t('auth.signupSubmit')}
        </Button>
      </form>
      <p className="text-center text-sm text-ink-muted">
        {t('auth.haveAccount')}{' '}
        <button
          type="button"
          className="font-semibold text-brand underline-offset-4 hover:underline"
          onClick={onLogin}
          data-testid="go-login"
        >
          {t('auth.goLogin')}
        </button>
      </p>
    </div>
  );
}
