import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { useAuthDialogs } from '../auth-dialogs-context';

/**
 * Renders whichever auth dialog is open. The login and sign-up forms arrive with the accounts
 * issue; until then the dialog names itself so the header's buttons lead somewhere honest.
 */
export function AuthDialogsHost() {
  const { t } = useTranslation();
  const { mode, close } = useAuthDialogs();
  return (
    <Dialog
      open={mode !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={mode === 'signup' ? t('auth.signup') : t('auth.login')}
    >
      <p className="text-ink-muted">{t('auth.unavailable')}</p>
    </Dialog>
  );
}
