import type { Language, WebRouteName } from '@pintrip/shared';

/**
 * The <title> the server writes into a page before the app runs (crawlers and link previews read
 * it; the app sets the same titles from its i18n files once it starts).
 */
const titles: Record<
  Language,
  { brand: string; landing: string; notFound: string } & Partial<Record<WebRouteName, string>>
> = {
  ko: {
    brand: 'Pintrip 핀트립',
    landing: 'Pintrip 핀트립 — 여행지를 나누고 나만의 일정을 계획하세요',
    notFound: '페이지를 찾을 수 없습니다',
    destinations: '여행지',
    destination: '여행지 상세',
    itineraries: '여행 일정',
    itinerary: '여행 일정 상세',
    guides: '가이드 찾기',
    mypage: '마이페이지',
    resetPassword: '새 비밀번호 설정',
    admin: '관리자',
  },
  en: {
    brand: 'Pintrip',
    landing: 'Pintrip — share places and plan your own trip in Korea',
    notFound: 'Page not found',
    destinations: 'Destinations',
    destination: 'Destination',
    itineraries: 'Itineraries',
    itinerary: 'Itinerary',
    guides: 'Find a guide',
    mypage: 'My Page',
    resetPassword: 'Choose a new password',
    admin: 'Administration',
  },
  ja: {
    brand: 'Pintrip',
    landing: 'Pintrip — 旅先をシェアして、自分だけの旅程を立てよう',
    notFound: 'ページが見つかりません',
    destinations: '旅先',
    destination: '旅先の詳細',
    itineraries: '旅程',
    itinerary: '旅程の詳細',
    guides: 'ガイドを探す',
    mypage: 'マイページ',
    resetPassword: '新しいパスワードの設定',
    admin: '管理',
  },
};

/** "<page> | <brand>", the landing's own title, or the brand alone for a page without a name. */
export function pageTitle(language: Language, page: WebRouteName | 'notFound', custom?: string): string {
  const table = titles[language];
  if (page === 'landing') return table.landing;
  const name = custom ?? (page === 'notFound' ? table.notFound : table[page]);
  return name ? `${name} | ${table.brand}` : table.brand;
}

export const siteName = (language: Language) => titles[language].brand;
