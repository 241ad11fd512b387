import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteErrorScreen } from './routes/route-error';

/*
 * Every screen is its own chunk: a visitor downloads the code of the page they open and nothing
 * more (docs/decisions/0009-web-structure.md). RootLayout shows a spinner while a chunk loads.
 */
const LandingPage = lazy(() => import('./routes/landing'));
const GuidesPage = lazy(() => import('./routes/guides'));
const NotFoundPage = lazy(() => import('./routes/not-found'));
const DestinationsPage = lazy(() => import('./routes/destinations'));
const ItinerariesPage = lazy(() => import('./routes/itineraries'));
const ItineraryDetailPage = lazy(() => import('./routes/itinerary-detail'));
const MyPage = lazy(() => import('./routes/mypage'));
const ResetPasswordPage = lazy(() => import('./routes/reset-password'));
const AdminLayout = lazy(() => import('./routes/admin').then((m) => ({ default: m.AdminLayout })));
const AdminHub = lazy(() => import('./routes/admin').then((m) => ({ default: m.AdminHub })));
const AdminSection = lazy(() => import('./routes/admin').then((m) => ({ default: m.AdminSection })));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // The layout itself failed: the error screen alone.
    errorElement: <RouteErrorScreen />,
    children: [
      {
        // A page failed (or its chunk did not download): the error screen inside the layout.
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'destinations', element: <DestinationsPage /> },
          { path: 'destinations/:id', element: <DestinationsPage /> },
          { path: 'itineraries', element: <ItinerariesPage /> },
          { path: 'itineraries/:id', element: <ItineraryDetailPage /> },
          { path: 'guides', element: <GuidesPage /> },
          { path: 'mypage', element: <MyPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          {
            path: 'admin',
            element: <AdminLayout />,
            children: [
              { index: true, element: <AdminHub /> },
              { path: 'users', element: <AdminSection section="users" /> },
              { path: 'permissions', element: <AdminSection section="permissions" /> },
              { path: 'categories', element: <AdminSection section="categories" /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
