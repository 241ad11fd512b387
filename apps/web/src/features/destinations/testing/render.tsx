/** Renders a route of the real app (providers, router) with a scripted fetch, for component tests. */
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { routes } from '../../../app/router';
import { installFetch, type Handler } from './fixtures';

function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function renderDestinations(path: string, handler?: Handler) {
  const calls = installFetch(handler);
  const queryClient = testQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, calls, router, queryClient };
}

/** Renders any element inside the app's providers and a router. */
export function renderInApp(element: ReactNode, handler?: Handler) {
  const calls = installFetch(handler);
  const queryClient = testQueryClient();
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/mypage'] });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, calls, router, queryClient };
}
