import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../i18n';
import { limits, signUpSchema, type SignUpInput } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { FormMessage, TextField } from '../../../components/ui/form-field';
import { useSignUp } from '../api/sign-up';
import { errorMessageKey } from '../../../lib/error-messages';
import { useFieldMessage } from '../hooks/use-field-message';
import { AuthSwitchPrompt } from './auth-switch-prompt';
import { NewPasswordFields } from './new-password-fields';

export interface SignupFormProps {
  /** When the server asks new accounts to confirm their address first. */
  requireEmailVerification: boolean;
  /** After the success message has shown for 3 seconds (spec 1 §9): on to the login dialog with the address. */
  onDone: (email: string) => void;
  onLogin: () => void;
}

/** Sign-up modal body: form → submitting → success (3 s) → login modal. */
export function SignupForm({ requireEmailVerification, onDone, onLogin }: SignupFormProps) {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const fieldMessage = useFieldMessage();
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const [doneEmail, setDoneEmail] = useState<string | null>(null);
  const isDone = doneEmail !== null;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: '', password: '', confirm_password: '' },
  });

  useEffect(() => {
    if (doneEmail === null) return;
    const timer = window.setTimeout(() => onDone(doneEmail), limits.signUpSuccessMs);
    return () => window.clearTimeout(timer);
  }, [doneEmail, onDone]);

  const onSubmit = async (values: SignUpInput) => {
    setFailureKey(null);
    try {
      await signUp.mutateAsync(values);
      setDoneEmail(values.email);
    } catch (error) {
      setFailureKey(errorMessageKey('auth.signup', error));
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
        <TextField
          id="signup-email"
          label={t('auth.fields.email')}
          error={emailError}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth.placeholders.email')}
          {...register('email')}
        />
        <NewPasswordFields
          idPrefix="signup"
          passwordLabel={t('auth.fields.password')}
          withPlaceholders
          password={register('password')}
          confirm={register('confirm_password')}
          passwordError={passwordError}
          confirmError={confirmError}
        />
        {failureKey ? (
          <FormMessage tone="error" testId="signup-error">
            {failureKey === 'auth.errors.emailTaken' ? (
              // The spec's failure message, then why.
              <>
                {t('auth.errors.signupFailed')} {t(failureKey)}
              </>
            ) : (
              t(failureKey)
            )}
          </FormMessage>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={isBusy} data-testid="signup-submit">
          {isBusy ? t('auth.signingUp') : t('auth.signupSubmit')}
        </Button>
      </form>
      <AuthSwitchPrompt
        question={t('auth.haveAccount')}
        action={t('auth.goLogin')}
        onClick={onLogin}
        testId="go-login"
      />
    </div>
  );
}
