/** Renders a route of the real app (providers, router) with a scripted fetch. */
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { routes } from '../../../app/router';
import { installFetch, type Handler } from './fixtures';

export function renderRoute(path: string, handler?: Handler) {
  const calls = installFetch(handler);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, calls, router, queryClient };
}
