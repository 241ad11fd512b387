/**
 * The one render harness of the component tests: the app's real providers and router in memory,
 * and a scripted fetch that records every call. Answers come from a handler (or a path → answer
 * map); anything it leaves open gets the defaults (categories, an empty destination list, app
 * info) or 401 as for a visitor.
 */
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../src/app/providers';
import { routes } from '../src/app/router';
import { RouteErrorScreen } from '../src/app/routes/route-error';
import { categories, page } from './fixtures';

export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

export type Reply = { status: number; body?: unknown };
export type Answer = Reply | Promise<Reply>;
/** Answers a request, or returns undefined to fall through to the defaults. */
export type Handler = (call: Call) => Answer | undefined;
/** Or simply: pathname → answer. */
export type Answers = Handler | Record<string, Reply>;

export const json = (body: unknown, status = 200): Reply => ({ status, body });
export const apiError = (status: number, code: string, fields?: Record<string, string>): Reply => ({
  status,
  body: { error: { code, message: code, ...(fields ? { fields } : {}) } },
});

/** A deferred answer: the test decides when (and how) the server replies. */
export function deferred() {
  let resolve!: (answer: Reply) => void;
  const promise = new Promise<Reply>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const unauthorized = apiError(401, 'unauthorized');

function defaultAnswer(call: Call): Reply {
  if (call.path === '/api/categories') return json({ items: categories });
  if (call.path === '/api/destinations' && call.method === 'GET') return json(page([]));
  if (call.path === '/api/app-info') {
    return json({
      contact_email: '',
      map_tile_url: '',
      social_providers: [],
      require_email_verification: false,
      kakao_js_key: null,
    });
  }
  return unauthorized;
}

/**
 * XMLHttpRequest as the uploads use it (lib/upload.ts), answered by the same handler as fetch: the
 * request is recorded, the upload reports half then all of the file sent, then the answer lands.
 * `network_error` when the handler answers status 0.
 */
function fakeXhr(answer: (call: Call) => Promise<Reply>) {
  return class FakeXhr {
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private isAborted = false;
    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.isAborted = true;
      this.onabort?.();
    }
    send(body: unknown) {
      const url = new URL(this.url, 'http://localhost');
      const call: Call = { method: this.method, path: url.pathname, search: url.searchParams, body };
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 2 } as ProgressEvent);
      void (async () => {
        progress(1);
        const reply = await answer(call);
        if (this.isAborted) return;
        if (reply.status === 0) {
          this.onerror?.();
          return;
        }
        progress(2);
        this.status = reply.status;
        this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
        this.onload?.();
      })();
    }
  };
}

/** Replaces fetch (and XMLHttpRequest) for the rest of the test; returns the list of calls, in order. */
export function installFetch(answers: Answers = {}): Call[] {
  const handler: Handler = typeof answers === 'function' ? answers : (call) => answers[call.path];
  const calls: Call[] = [];
  globalThis.XMLHttpRequest = fakeXhr(async (call) => {
    calls.push(call);
    return (await handler(call)) ?? defaultAnswer(call);
  }) as unknown as typeof XMLHttpRequest;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url,
      'http://localhost',
    );
    const call: Call = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      search: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined),
    };
    calls.push(call);
    const answer = (await handler(call)) ?? defaultAnswer(call);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}

function renderWithRouter(router: ReturnType<typeof createMemoryRouter>, answers: Answers | undefined) {
  const calls = installFetch(answers);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, calls, router, queryClient };
}

/** Renders the app at `path`, as a visitor unless `answers` says otherwise. */
export function renderRoute(path: string, answers?: Answers) {
  return renderWithRouter(createMemoryRouter(routes, { initialEntries: [path] }), answers);
}

/** Renders any element inside the app's providers and a router (at `path`), with the app's error screen. */
export function renderInApp(element: ReactNode, answers?: Answers, path = '/') {
  return renderWithRouter(
    createMemoryRouter([{ path: '*', element, errorElement: <RouteErrorScreen /> }], {
      initialEntries: [path],
    }),
    answers,
  );
}
