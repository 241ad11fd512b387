import { Component, useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { useTranslation } from '../../i18n';
import { Button, buttonClasses } from '../../components/ui/button';
import { endBooting } from '../../lib/booting';

/**
 * What the user sees when a screen fails to render or its code fails to download (an old tab
 * after a deploy, a dropped connection): a localized apology, a retry that reloads the page and a
 * way home. The routes wrap their elements in `RouteErrorBoundary` (app/router.tsx).
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
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

/** The error screen as a data router's `errorElement` (the component tests' routers). */
export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />;
}

interface BoundaryProps {
  children: ReactNode;
  /** The address shown: another address renders its page again instead of the error. */
  pathname: string;
}

interface BoundaryState {
  error: unknown;
  pathname: string;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('a route failed') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: undefined, pathname: props.pathname };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <ErrorScreen error={this.state.error} />;
  }
}

/**
 * Catches what its routes throw while rendering (a page's chunk that did not download included)
 * and shows the error screen in their place, until the reader goes to another address. The app's
 * router is the declarative one, whose routes have no `errorElement`
 * (docs/decisions/0027-page-weight.md).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}
