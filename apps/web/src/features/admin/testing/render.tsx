/** Renders a route of the real app (providers, router) with a scripted fetch, for admin tests. */
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { routes } from '../../../app/router';

export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}
export type Answer = { status: number; body?: unknown };
export type Handler = (call: Call) => Answer | undefined;

export const adminMe = {
  id: 'a'.repeat(32),
  email: 'admin@pintrip.test',
  avatar_url: null,
  is_active: true,
  is_admin: true,
  is_super_admin: false,
  profile: { full_name: '관리자', phone: null, location: null, avatar_url: null },
};

export function renderAdmin(path: string, handler: Handler) {
  const calls: Call[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url,
      'http://localhost',
    );
    const call: Call = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      search: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { error: { code: 'not_found', message: 'x' } } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, calls, router };
}

export const apiError = (status: number, code: string): Answer => ({
  status,
  body: { error: { code, message: 'English text the web never shows' } },
});
