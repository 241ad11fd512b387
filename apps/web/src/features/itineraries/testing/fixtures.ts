/** Test data and a scripted fetch for the itineraries component tests. */
import type { Itinerary, ItinerarySummary } from '@pintrip/shared';

export const me = {
  id: 'me-1',
  email: 'me@pintrip.test',
  avatar_url: null,
  is_active: true,
  is_admin: false,
  is_super_admin: false,
  profile: { full_name: '나', phone: null, location: null, avatar_url: null },
};

let counter = 0;
export function makeSummary(overrides: Partial<ItinerarySummary> = {}): ItinerarySummary {
  counter += 1;
  return {
    id: `it-${counter}`,
    title: `제주 여행 ${counter}`,
    user_id: 'other-1',
    is_public: true,
    is_liked: false,
    likes_count: 4,
    views_count: 120,
    share_count: 2,
    copy_count: 1,
    start_date: '2025-05-01',
    end_date: '2025-05-03',
    day_count: 3,
    destination_count: 2,
    total_cost: 35000,
    location: '제주',
    copied_from: null,
    created_at: '2025-04-01T09:00:00+09:00',
    updated_at: '2025-04-01T09:00:00+09:00',
    author: { id: 'other-1', display_name: '여행자', avatar_url: null },
    ...overrides,
  };
}

export function makeItinerary(overrides: Partial<Itinerary> = {}): Itinerary {
  const base = makeSummary(overrides);
  return {
    ...base,
    days: [
      {
        id: 'day-1',
        day_number: 1,
        estimated_cost: 35000,
        plans: [
          {
            id: 'p1',
            time: '09:00',
            destination: '성산일출봉',
            destination_id: '0b0c7f4e-8d3a-4f6e-9a41-2b1c3d4e5f60',
            location: '제주 서귀포시 성산읍',
            note: '일출 보기',
            duration: 90,
            cost: 5000,
            image_url: null,
            lat: 33.4581,
            lng: 126.9425,
            position: 0,
          },
          {
            id: 'p2',
            time: '10:00',
            destination: '섭지코지',
            destination_id: null,
            location: null,
            note: null,
            duration: 60,
            cost: 30000,
            image_url: null,
            lat: 33.4242,
            lng: 126.9308,
            position: 1,
          },
        ],
      },
      { id: 'day-2', day_number: 2, estimated_cost: 0, plans: [] },
      { id: 'day-3', day_number: 3, estimated_cost: 0, plans: [] },
    ],
    ...overrides,
  };
}

export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}
export type Answer = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;
export type Handler = (call: Call) => Answer | undefined;

const unauthorized = { status: 401, body: { error: { code: 'unauthorized', message: 'no session' } } };

/** A fetch that records every call and answers with `handler`, else app info, else 401. */
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
      (call.path === '/api/app-info'
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
