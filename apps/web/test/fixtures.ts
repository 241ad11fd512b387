/** Builders of the API's answers for component tests (shared by every feature's tests). */
import type { Category, Destination, DestinationPage, Me } from '@pintrip/shared';

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
