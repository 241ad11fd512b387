import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../i18n';
import { passwordResetRequestSchema, type PasswordResetRequestInput } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { FormMessage, TextField } from '../../../components/ui/form-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { errorMessageKey } from '../../../lib/error-messages';
import { useFieldMessage } from '../hooks/use-field-message';

/** "Forgot your password?": mails a reset link; the answer never says whether the address exists. */
export function ForgotPasswordForm({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const fieldMessage = useFieldMessage();
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<PasswordResetRequestInput>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const emailError = fieldMessage(errors.email?.message);
  const isBusy = isSubmitting || request.isPending;

  const onSubmit = async (values: PasswordResetRequestInput) => {
    setFailureKey(null);
    try {
      await request.mutateAsync(values);
    } catch (error) {
      setFailureKey(errorMessageKey('auth.resetRequest', error));
      throw error;
    }
  };

  return (
    <div className="flex flex-col gap-5">
      {isSubmitSuccessful && !failureKey ? (
        <FormMessage tone="success" testId="forgot-sent">
          {t('auth.forgot.sent')}
        </FormMessage>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          aria-busy={isBusy}
          onSubmit={(event) => void handleSubmit(onSubmit)(event).catch(() => undefined)}
        >
          <p className="text-sm text-ink-muted">{t('auth.forgot.description')}</p>
          <TextField
            id="forgot-email"
            label={t('auth.fields.email')}
            error={emailError}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('auth.placeholders.email')}
            {...register('email')}
          />
          {failureKey ? <FormMessage tone="error">{t(failureKey)}</FormMessage> : null}
          <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
            {isBusy ? t('auth.forgot.sending') : t('auth.forgot.submit')}
          </Button>
        </form>
      )}
      <p className="text-center text-sm">
        <button
          type="button"
          className="font-semibold text-brand underline-offset-4 hover:underline"
          onClick={onLogin}
        >
          {t('auth.forgot.back')}
        </button>
      </p>
    </div>
  );
}
