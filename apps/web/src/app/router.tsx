import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import LandingPage from './routes/landing';
import GuidesPage from './routes/guides';
import NotFoundPage from './routes/not-found';
import DestinationsPage from './routes/destinations';
import ItinerariesPage from './routes/itineraries';
import ItineraryDetailPage from './routes/itinerary-detail';
import MyPage from './routes/mypage';
import ResetPasswordPage from './routes/reset-password';
import { AdminHub, AdminLayout, AdminSection } from './routes/admin';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
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
          { path: 'reports', element: <AdminSection section="reports" /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
