import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../components/ui/button';
import { FormField, FormMessage, inputClasses } from '../../../components/ui/form-field';
import { errorMessageKey } from '../../../lib/error-messages';
import { useTwoFactorSignIn } from '../api/two-factor-sign-in';

export interface TwoFactorChallengeProps {
  onSuccess: () => void;
  /** Back to the email and password form (the pending sign-in is dropped). */
  onBack: () => void;
}

/**
 * The second step of signing in to an account with two-factor sign-in on: the authenticator
 * app's 6-digit code, or one of the backup codes (each works once).
 */
export function TwoFactorChallenge({ onSuccess, onBack }: TwoFactorChallengeProps) {
  const { t } = useTranslation();
  const verify = useTwoFactorSignIn();
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const [messageKey, setMessageKey] = useState<string | null>(null);
  const isBackup = kind === 'backup';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = isBackup ? code.trim() : code.replace(/\s/g, '');
    if (!isBackup && !/^\d{6}$/.test(value)) return setMessageKey('auth.twoFactor.errors.codeFormat');
    if (isBackup && value === '') return setMessageKey('auth.twoFactor.errors.backupRequired');
    setMessageKey(null);
    try {
      await verify.mutateAsync({ code: value, kind });
      onSuccess();
    } catch (error) {
      setMessageKey(errorMessageKey('auth.twoFactor', error));
    }
  };

  const switchKind = () => {
    setKind(isBackup ? 'totp' : 'backup');
    setCode('');
    setMessageKey(null);
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-busy={verify.isPending}
      onSubmit={(event) => void onSubmit(event)}
      data-testid="two-factor-form"
    >
      <div>
        <h3 className="text-lg font-bold">{t('auth.twoFactor.title')}</h3>
        <p className="mt-1 text-sm text-ink-muted">
          {isBackup ? t('auth.twoFactor.backupDescription') : t('auth.twoFactor.description')}
        </p>
      </div>
      <FormField
        id="two-factor-code"
        label={isBackup ? t('auth.twoFactor.backupCode') : t('auth.twoFactor.code')}
      >
        <input
          id="two-factor-code"
          // A new key per kind, so the browser's one-time-code autofill applies to the app's code only.
          key={kind}
          type="text"
          autoFocus
          autoComplete={isBackup ? 'off' : 'one-time-code'}
          inputMode={isBackup ? 'text' : 'numeric'}
          maxLength={isBackup ? 32 : 7}
          placeholder={isBackup ? t('auth.twoFactor.backupPlaceholder') : t('auth.twoFactor.codePlaceholder')}
          aria-invalid={Boolean(messageKey) || undefined}
          className={inputClasses(
            Boolean(messageKey),
            isBackup
              ? undefined
              : 'tracking-[0.4em] text-lg placeholder:tracking-normal placeholder:text-base',
          )}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </FormField>
      {messageKey ? (
        <FormMessage tone="error" testId="two-factor-error">
          {t(messageKey)}
        </FormMessage>
      ) : null}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={verify.isPending}
        data-testid="two-factor-submit"
      >
        {verify.isPending ? t('auth.twoFactor.verifying') : t('auth.twoFactor.submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-brand-strong underline-offset-4 hover:underline"
          onClick={switchKind}
        >
          {isBackup ? t('auth.twoFactor.useApp') : t('auth.twoFactor.useBackup')}
        </button>
        <button
          type="button"
          className="font-medium text-ink-muted underline-offset-4 hover:text-brand hover:underline"
          onClick={onBack}
        >
          {t('auth.twoFactor.back')}
        </button>
      </div>
    </form>
  );
}
