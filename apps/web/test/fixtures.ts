/** Builders of the API's answers for component tests (shared by every feature's tests). */
import type {
  Booking,
  Category,
  Destination,
  DestinationPage,
  Itinerary,
  ItinerarySummary,
  Me,
} from '@pintrip/shared';

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

/** GET /api/me of a signed-in user; `overrides` make them an admin, deactivated, ... */
export function makeMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 'me-1',
    email: 'me@pintrip.test',
    avatar_url: null,
    is_active: true,
    is_admin: false,
    is_super_admin: false,
    profile: { full_name: '나', phone: null, location: null, avatar_url: null },
    ...overrides,
  };
}

export const activeMe = makeMe();

/** An admin (not super admin) with a better-auth style id. */
export const adminMe = makeMe({
  id: 'a'.repeat(32),
  email: 'admin@pintrip.test',
  is_admin: true,
  profile: { full_name: '관리자', phone: null, location: null, avatar_url: null },
});

// Itineraries

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

/** A reservation of trip-1 made by me-1 (a lodging in Tokyo, nothing optional set). */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'b0b0b0b0-0000-4000-8000-000000000001',
    itinerary_id: 'trip-1',
    kind: 'lodging',
    title: '신주쿠 호텔',
    confirmation: null,
    starts_at: '2026-12-20T06:00:00.000Z',
    start_zone: 'Asia/Tokyo',
    ends_at: null,
    end_zone: null,
    place_name: null,
    address: null,
    lat: null,
    lng: null,
    cost: null,
    currency: null,
    expense_id: null,
    note: null,
    created_by: 'me-1',
    created_at: '2026-11-20T00:00:00.000Z',
    updated_at: '2026-11-20T00:00:00.000Z',
    attachments: [],
    ...overrides,
  };
}
