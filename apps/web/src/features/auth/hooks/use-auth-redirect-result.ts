import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useToast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { socialFailureParam } from '../api/social-sign-in';
import { useAuthDialogs } from '../auth-dialogs-context';

/**
 * Reads what an auth round trip left in the address and says it once: a failed or cancelled
 * social sign-in (`?social_login=failed&error=…`) reopens the login dialog with its message; a
 * followed verification link (`?email_verified=1`, maybe with `error`) shows a toast; the sign-in
 * link mailed to an account's owner (`?login=1&email=…`) opens the login dialog with the address.
 * The parameters are then removed, so a reload says nothing.
 */
export function useAuthRedirectResult() {
  const [params, setParams] = useSearchParams();
  const { openLoginWithNotice, openLoginWithEmail } = useAuthDialogs();
  const toast = useToast();
  const { t } = useTranslation();

  const social = params.get(socialFailureParam);
  const verified = params.get('email_verified');
  const error = params.get('error');
  const login = params.get('login');
  const loginEmail = params.get('email') ?? '';

  // Said once per result, even if this renders again before the address is cleaned.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!social && !verified && !login) return;
    const result = `${social}|${verified}|${error}|${login}`;
    if (handled.current === result) return;
    handled.current = result;
    if (social) {
      // The error table (lib/error-messages.ts, ~3 kB of gzip) comes with this rare return only:
      // every page's first download leaves it out (docs/decisions/0063-one-translator.md).
      void import('../../../lib/error-messages').then(({ errorMessageKey }) =>
        openLoginWithNotice({ tone: 'error', messageKey: errorMessageKey('auth.socialReturn', error) }),
      );
    } else if (login) {
      openLoginWithEmail(loginEmail);
    } else if (error) {
      toast.show(t('auth.emailVerifyFailed'), 'error');
    } else {
      toast.show(t('auth.emailVerified'), 'success');
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of [
          socialFailureParam,
          'email_verified',
          'error',
          'error_description',
          'login',
          'email',
        ])
          next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [
    social,
    verified,
    error,
    login,
    loginEmail,
    openLoginWithNotice,
    openLoginWithEmail,
    setParams,
    toast,
    t,
  ]);
}
