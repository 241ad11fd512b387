import { createContext, useContext, type ReactNode } from 'react';

const KakaoKeyContext = createContext<string | null>(null);

/**
 * The Kakao JavaScript key (GET /api/app-info → kakao_js_key, from KAKAO_JS_KEY), handed in once by
 * the app layout. Null while unknown or unset: the share menu then offers no KakaoTalk card.
 */
export function ShareSettingsProvider({
  kakaoKey,
  children,
}: {
  kakaoKey: string | null;
  children: ReactNode;
}) {
  return <KakaoKeyContext.Provider value={kakaoKey}>{children}</KakaoKeyContext.Provider>;
}

export function useKakaoKey(): string | null {
  return useContext(KakaoKeyContext);
}
