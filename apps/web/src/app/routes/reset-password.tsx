import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { useAuthDialogs, ResetPasswordForm } from '../../features/auth';
import { useDocumentTitle } from '../use-document-title';

/** /reset-password?token=… — where the link of a password-reset mail leads. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.reset.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { openLogin, openForgotPassword } = useAuthDialogs();
  const token = params.get('error') ? null : params.get('token');

  const leaveFor = (open: () => void) => {
    void navigate('/', { replace: true });
    open();
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-3xl border border-line bg-surface-raised p-6 shadow-[var(--shadow-card)] sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight">{t('auth.reset.title')}</h1>
        <p className="mt-2 mb-6 text-sm text-ink-muted">{t('auth.reset.description')}</p>
        <ResetPasswordForm
          token={token}
          onLogin={() => leaveFor(openLogin)}
          onRequestAgain={() => leaveFor(openForgotPassword)}
        />
      </div>
    </div>
  );
}
