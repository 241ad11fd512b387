import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../components/ui/button';
import { endBooting } from '../../lib/booting';

/**
 * What the user sees when a screen fails to render or its code fails to download (an old tab
 * after a deploy, a dropped connection): a localized apology, a retry that reloads the page and a
 * way home. React Router renders it as the `errorElement` of the routes (app/router.tsx).
 */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error('route failed', error);
  }, [error]);
  // The error screen takes presses (its retry) even when the page it replaces never hydrated.
  useEffect(endBooting, []);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      {status ? <p className="text-6xl font-extrabold text-brand">{status}</p> : null}
      <h1 className="mt-4 text-2xl font-bold">{t('errorScreen.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('errorScreen.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('errorScreen.retry')}</Button>
        <Link to="/" reloadDocument className={buttonClasses('outline', 'md')}>
          {t('errorScreen.home')}
        </Link>
      </div>
    </div>
  );
}
