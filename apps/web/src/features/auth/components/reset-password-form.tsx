import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { passwordResetSchema, type PasswordResetInput } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { describedBy, FormField, FormMessage, inputClasses } from '../../../components/ui/form-field';
import { AuthError } from '../api/auth-request';
import { useResetPassword } from '../api/reset-password';
import { formMessageKey } from '../auth-messages';

export interface ResetPasswordFormProps {
  /** From the mailed link (`?token=`); null when the link was expired or broken. */
  token: string | null;
  onLogin: () => void;
  onRequestAgain: () => void;
}

/** The page a reset link leads to: a new password under the policy of spec 1 §5, twice. */
export function ResetPasswordForm({ token, onLogin, onRequestAgain }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetInput>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { password: '', confirm_password: '' },
  });

  if (isDone) {
    return (
      <div className="flex flex-col gap-4" data-testid="reset-done">
        <FormMessage tone="success">{t('auth.reset.done')}</FormMessage>
        <Button size="lg" className="w-full" onClick={onLogin}>
          {t('auth.login')}
        </Button>
      </div>
    );
  }

  if (!token || failureKey === 'auth.reset.invalidLink') {
    return (
      <div className="flex flex-col gap-4" data-testid="reset-invalid">
        <FormMessage tone="error">{t('auth.reset.invalidLink')}</FormMessage>
        <Button size="lg" className="w-full" onClick={onRequestAgain}>
          {t('auth.reset.requestAgain')}
        </Button>
      </div>
    );
  }

  const message = (code: string | undefined) => {
    const key = formMessageKey(code);
    return key ? t(key) : undefined;
  };
  const passwordError = message(errors.password?.message);
  const confirmError = message(errors.confirm_password?.message);
  const isBusy = isSubmitting || reset.isPending;

  const onSubmit = async (values: PasswordResetInput) => {
    setFailureKey(null);
    try {
      await reset.mutateAsync({ token, password: values.password });
      setIsDone(true);
    } catch (error) {
      setFailureKey(
        error instanceof AuthError && error.code === 'INVALID_TOKEN'
          ? 'auth.reset.invalidLink'
          : error instanceof AuthError && error.code === 'PASSWORD_WEAK'
            ? 'auth.errors.passwordWeak'
            : 'auth.reset.failed',
      );
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-busy={isBusy}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      data-testid="reset-form"
    >
      <FormField
        id="reset-password"
        label={t('auth.fields.newPassword')}
        hint={passwordError ? undefined : t('auth.passwordHint')}
        error={passwordError}
      >
        <input
          id="reset-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={Boolean(passwordError) || undefined}
          aria-describedby={describedBy('reset-password', { error: passwordError, hint: !passwordError })}
          className={inputClasses(Boolean(passwordError))}
          {...register('password')}
        />
      </FormField>
      <FormField id="reset-confirm" label={t('auth.fields.confirmPassword')} error={confirmError}>
        <input
          id="reset-confirm"
          type="password"
          autoComplete="new-password"
          aria-invalid={Boolean(confirmError) || undefined}
          aria-describedby={describedBy('reset-confirm', { error: confirmError })}
          className={inputClasses(Boolean(confirmError))}
          {...register('confirm_password')}
        />
      </FormField>
      {failureKey ? <FormMessage tone="error">{t(failureKey)}</FormMessage> : null}
      <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
        {isBusy ? t('auth.reset.saving') : t('auth.reset.submit')}
      </Button>
    </form>
  );
}
