import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n';
import { limits } from '@pintrip/shared';
import { Button } from '../../components/ui/button';
import { useMe, useSignOut, useAppInfo } from '../../features/session';
import { ThemeSelect } from './theme-select';

export function Footer() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { data: info } = useAppInfo();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const email = info?.contact_email;
  return (
    <footer className="mt-16 border-t border-line bg-surface-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm text-ink-muted sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <p>{t('footer.copyright', { year: limits.copyrightYear })}</p>
          {email ? (
            <p>
              {t('footer.contact')}{' '}
              <a className="font-medium text-brand hover:underline" href={`mailto:${email}`}>
                {email}
              </a>
            </p>
          ) : null}
        </div>
        {me ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => signOut.mutate(undefined, { onSettled: () => void navigate('/') })}
            disabled={signOut.isPending}
          >
            {t('auth.logout')}
          </Button>
        ) : null}
        {me === null ? (
          // A visitor's phone header has no room for the theme menu; from the tablet width up it is there.
          <ThemeSelect withLabel className="inline-flex w-fit sm:hidden" />
        ) : null}
      </div>
    </footer>
  );
}
