import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { TextField } from '../../../components/ui/form-field';

export interface NewPasswordFieldsProps {
  /** Prefix of the two inputs' ids: `<idPrefix>-password` and `<idPrefix>-confirm`. */
  idPrefix: string;
  /** Label of the first field (the confirmation always reads the same). */
  passwordLabel: string;
  /** Shows the example placeholders in both fields. */
  withPlaceholders?: boolean;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  passwordError: string | undefined;
  confirmError: string | undefined;
}

/** A new password, with the policy of spec 1 §5 as its hint, and the same password again. */
export function NewPasswordFields({
  idPrefix,
  passwordLabel,
  withPlaceholders = false,
  password,
  confirm,
  passwordError,
  confirmError,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const passwordId = `${idPrefix}-password`;
  const confirmId = `${idPrefix}-confirm`;
  return (
    <>
      <TextField
        id={passwordId}
        label={passwordLabel}
        hint={passwordError ? undefined : t('auth.passwordHint')}
        error={passwordError}
        type="password"
        autoComplete="new-password"
        placeholder={withPlaceholders ? t('auth.placeholders.newPassword') : undefined}
        {...password}
      />
      <TextField
        id={confirmId}
        label={t('auth.fields.confirmPassword')}
        error={confirmError}
        type="password"
        autoComplete="new-password"
        placeholder={withPlaceholders ? t('auth.placeholders.confirmPassword') : undefined}
        {...confirm}
      />
    </>
  );
}
