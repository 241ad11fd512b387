import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '../../i18n';
import { AuthDialogsHost, useAuthDialogs } from '../../features/auth';
import { InactiveAccountBanner, useAppInfo, useSessionSync } from '../../features/session';
import { MapTilesProvider } from '../../components/map';
import { ShareSettingsProvider } from '../../components/share-menu';
import { Spinner } from '../../components/ui/spinner';
import { PageHydrated } from '../../lib/booting';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollReset } from './scroll-reset';

export function RootLayout() {
  const { t } = useTranslation();
  const { data: info } = useAppInfo();
  const { openLogin } = useAuthDialogs();
  // Any change that leaves no user opens the login dialog (spec 2 §2).
  useSessionSync({ onSignedOut: openLogin });
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-brand focus:px-4 focus:py-2 focus:text-brand-ink"
      >
        {t('common.skipToContent')}
      </a>
      <Header />
      <InactiveAccountBanner />
      <main id="main" className="flex-1">
        {/* Each page is a lazy chunk (app/router.tsx): a spinner while it downloads. */}
        <MapTilesProvider tileUrl={info?.map_tile_url ?? ''}>
          <ShareSettingsProvider kakaoKey={info?.kakao_js_key ?? null}>
            <Suspense
              fallback={<Spinner className="flex justify-center py-24" label={t('common.loading')} />}
            >
              <Outlet />
              <PageHydrated />
            </Suspense>
          </ShareSettingsProvider>
        </MapTilesProvider>
      </main>
      <Footer />
      <AuthDialogsHost
        socialProviders={info?.social_providers ?? []}
        requireEmailVerification={info?.require_email_verification ?? false}
      />
      <ScrollReset />
    </div>
  );
}
