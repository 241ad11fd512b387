import { useEffect, type ReactElement } from 'react';
import { matchRoutes, Outlet, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { relativeWebPath as path } from '@pintrip/shared';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './routes/route-error';
import { lazyPage, type LazyPage } from './lazy-page';

/*
 * Every screen is its own chunk: a visitor downloads the code of the page they open and nothing
 * more (docs/decisions/0013-web-structure.md). RootLayout shows a spinner while a chunk loads. The
 * trip workspace's and the admin's pages bring their section of the texts with them
 * (packages/shared/src/text-sections.ts; src/i18n/text-sections.test.ts checks who uses which).
 */
const LandingPage = lazyPage(() => import('./routes/landing'));
const GuidesPage = lazyPage(() => import('./routes/guides'), 'guides');
const NotFoundPage = lazyPage(() => import('./routes/not-found'));
const DestinationsPage = lazyPage(() => import('./routes/destinations'), 'comments');
const ItinerariesPage = lazyPage(() => import('./routes/itineraries'));
const ItineraryDetailPage = lazyPage(() => import('./routes/itinerary-detail'));
const PlannerPage = lazyPage(() => import('./routes/planner'), 'workspace');
const TripMoneyPage = lazyPage(() => import('./routes/trip-money'), 'workspace');
const TripListsPage = lazyPage(() => import('./routes/trip-lists'), 'workspace');
const TripBookingsPage = lazyPage(() => import('./routes/trip-bookings'), 'workspace');
const MyPage = lazyPage(() => import('./routes/mypage'), 'workspace');
const InvitePage = lazyPage(() => import('./routes/invite'), 'workspace');
const ResetPasswordPage = lazyPage(() => import('./routes/reset-password'));
const AdminLayout = lazyPage(
  async () => ({ default: (await import('./routes/admin')).AdminLayout }),
  'admin',
);
const AdminHub = lazyPage(async () => ({ default: (await import('./routes/admin')).AdminHub }), 'admin');
const AdminSection = lazyPage(
  async () => ({ default: (await import('./routes/admin')).AdminSection }),
  'admin',
);

export const routes: RouteObject[] = [
  {
    // The layout itself failed: the error screen alone.
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // A page failed (or its chunk did not download): the error screen inside the layout.
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          { index: true, element: <LandingPage /> },
          { path: path('destinations'), element: <DestinationsPage /> },
          { path: path('destination'), element: <DestinationsPage /> },
          { path: path('itineraries'), element: <ItinerariesPage /> },
          { path: path('itinerary'), element: <ItineraryDetailPage /> },
          { path: path('planner'), element: <PlannerPage /> },
          { path: path('tripMoney'), element: <TripMoneyPage /> },
          { path: path('tripLists'), element: <TripListsPage /> },
          { path: path('tripBookings'), element: <TripBookingsPage /> },
          { path: path('guides'), element: <GuidesPage /> },
          { path: path('mypage'), element: <MyPage /> },
          { path: path('invite'), element: <InvitePage /> },
          { path: path('resetPassword'), element: <ResetPasswordPage /> },
          {
            path: path('admin'),
            element: <AdminLayout />,
            children: [
              { index: true, element: <AdminHub /> },
              // Nested under admin: the last segment of each admin path.
              { path: path('adminUsers').split('/')[1], element: <AdminSection section="users" /> },
              {
                path: path('adminPermissions').split('/')[1],
                element: <AdminSection section="permissions" />,
              },
              { path: path('adminCategories').split('/')[1], element: <AdminSection section="categories" /> },
              { path: path('adminReports').split('/')[1], element: <AdminSection section="reports" /> },
              { path: path('adminAudit').split('/')[1], element: <AdminSection section="audit" /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * The app's pages, for a declarative router (`<BrowserRouter>` in main.tsx, `<StaticRouter>` in
 * entry-server.tsx): nothing here loads data before rendering, so the data router
 * (`createBrowserRouter`, 16 kB of gzip) is not downloaded (docs/decisions/0027-page-weight.md).
 */
export function AppRoutes() {
  useAddressMovedWhileHydrating();
  return useRoutes(routes);
}

/**
 * A Back or Forward pressed while the page hydrated (in slices, docs/decisions/0060) moves the
 * address before the router listens for it, and the router would go on showing the page it started
 * on. Once mounted it checks, and follows the address (a no-op after every other navigation).
 */
export function useAddressMovedWhileHydrating() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (pathname === location.pathname && search === location.search && hash === location.hash) return;
    const state = (window.history.state as { usr?: unknown } | null)?.usr;
    void navigate({ pathname, search, hash }, { replace: true, state });
  }, [location, navigate]);
}

/** Loads the chunks of the pages `pathname` shows, so they render without suspending. */
export async function preloadPages(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const type = (route.element as ReactElement | undefined)?.type as Partial<LazyPage<object>> | undefined;
      return type?.preload?.(pathname);
    }),
  );
}
