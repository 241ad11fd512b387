import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../i18n';
import { passwordResetSchema, type PasswordResetInput } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { errorMessageKey } from '../../../lib/error-messages';
import { useResetPassword } from '../api/reset-password';
import { useFieldMessage } from '../hooks/use-field-message';
import { NewPasswordFields } from './new-password-fields';

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
  const message = useFieldMessage();
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

  const passwordError = message(errors.password?.message);
  const confirmError = message(errors.confirm_password?.message);
  const isBusy = isSubmitting || reset.isPending;

  const onSubmit = async (values: PasswordResetInput) => {
    setFailureKey(null);
    try {
      await reset.mutateAsync({ token, password: values.password });
      setIsDone(true);
    } catch (error) {
      setFailureKey(errorMessageKey('auth.reset', error));
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
      <NewPasswordFields
        idPrefix="reset"
        passwordLabel={t('auth.fields.newPassword')}
        password={register('password')}
        confirm={register('confirm_password')}
        passwordError={passwordError}
        confirmError={confirmError}
      />
      {failureKey ? <FormMessage tone="error">{t(failureKey)}</FormMessage> : null}
      <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
        {isBusy ? t('auth.reset.saving') : t('auth.reset.submit')}
      </Button>
    </form>
  );
}
