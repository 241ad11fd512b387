import { createBrowserRouter, type RouteObject } from 'react-router';
import { relativeWebPath as path } from '@pintrip/shared';
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
      { path: path('destinations'), element: <DestinationsPage /> },
      { path: path('destination'), element: <DestinationsPage /> },
      { path: path('itineraries'), element: <ItinerariesPage /> },
      { path: path('itinerary'), element: <ItineraryDetailPage /> },
      { path: path('guides'), element: <GuidesPage /> },
      { path: path('mypage'), element: <MyPage /> },
      { path: path('resetPassword'), element: <ResetPasswordPage /> },
      {
        path: path('admin'),
        element: <AdminLayout />,
        children: [
          { index: true, element: <AdminHub /> },
          // Nested under admin: the last segment of each admin path.
          { path: path('adminUsers').split('/')[1], element: <AdminSection section="users" /> },
          { path: path('adminPermissions').split('/')[1], element: <AdminSection section="permissions" /> },
          { path: path('adminCategories').split('/')[1], element: <AdminSection section="categories" /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
