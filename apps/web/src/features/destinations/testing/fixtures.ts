/** Test data and a scriptable fetch for the destinations component tests. */
import type { Category, Destination, DestinationPage } from '@pintrip/shared';

let counter = 0;

export function makeDestination(overrides: Partial<Destination> = {}): Destination {
  counter += 1;
  const id = overrides.id ?? `d${counter}`;
  return {
    id,
    user_id: 'author-1',
    title: `여행지 ${counter}`,
    description: '바다가 보이는 아름다운 곳이에요.',
    image_url: `/uploads/destinations/${id}.webp`,
    location: '제주특별자치도 서귀포시',
    lat: 33.45,
    lng: 126.94,
    category: '자연',
    budget_min: 10000,
    budget_max: 50000,
    rating: 8,
    hashtags: ['#제주', '#바다'],
    likes_count: 3,
    comments_count: 2,
    bookmarks_count: 1,
    created_at: '2025-03-01T09:00:00+09:00',
    updated_at: '2025-03-01T09:00:00+09:00',
    is_liked: false,
    is_bookmarked: false,
    author: { id: 'author-1', display_name: '여행자', avatar_url: null },
    ...overrides,
  };
}

export const categories: Category[] = ['도시', '바다', '자연'].map((name, n) => ({
  id: `c${n}`,
  name,
  name_en: null,
  name_ja: null,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
}));

export function page(items: Destination[], next_cursor: string | null = null): DestinationPage {
  return { items, next_cursor };
}

export const activeMe = {
  id: 'me-1',
  email: 'me@pintrip.test',
  avatar_url: null,
  is_active: true,
  is_admin: false,
  is_super_admin: false,
  profile: { full_name: '나', phone: null, location: null, avatar_url: null },
};

export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

export type Answer = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;
/** Answers a request, or returns undefined to fall through to the defaults. */
export type Handler = (call: Call) => Answer | undefined;

/** A deferred answer: the test decides when (and how) the server replies. */
export function deferred() {
  let resolve!: (answer: { status: number; body?: unknown }) => void;
  const promise = new Promise<{ status: number; body?: unknown }>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const unauthorized = { status: 401, body: { error: { code: 'unauthorized', message: 'no session' } } };

/**
 * Installs a fetch that records every call and answers with `handler`, else with sensible
 * defaults (categories, an empty list, app info); anything else is 401 as for a visitor.
 */
export function installFetch(handler: Handler = () => undefined): Call[] {
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
    const answer =
      (await handler(call)) ??
      (call.path === '/api/categories'
        ? { status: 200, body: { items: categories } }
        : call.path === '/api/destinations' && call.method === 'GET'
          ? { status: 200, body: page([]) }
          : call.path === '/api/app-info'
            ? {
                status: 200,
                body: {
                  contact_email: '',
                  map_tile_url: '',
                  social_providers: [],
                  require_email_verification: false,
                },
              }
            : unauthorized);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}

export const json = (body: unknown, status = 200) => ({ status, body });
export const apiError = (status: number, code: string, fields?: Record<string, string>) => ({
  status,
  body: { error: { code, message: code, ...(fields ? { fields } : {}) } },
});
