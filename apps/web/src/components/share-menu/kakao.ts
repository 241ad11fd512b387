/**
 * The Kakao JavaScript SDK, loaded only when someone is about to share (never on page load): a
 * script from Kakao's CDN with its published integrity hash. The server's CSP allows that origin
 * only when KAKAO_JS_KEY is configured, which is also the only time the share menu offers it.
 */
export const kakaoSdkUrl = 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js';
/** Kakao's published SRI hash of kakaoSdkUrl (developers.kakao.com, "JavaScript SDK 다운로드"). */
export const kakaoSdkIntegrity = 'sha384-TiCUE00h649CAMonG018J2ujOgDKW/kVWlChEuu4jK2vxfAAD0eZxzCKakxg55G4';

interface KakaoLink {
  mobileWebUrl: string;
  webUrl: string;
}

/** The part of the SDK the share menu uses. */
export interface KakaoSdk {
  init(key: string): void;
  isInitialized(): boolean;
  Share: {
    sendDefault(
      template:
        | {
            objectType: 'feed';
            content: { title: string; description?: string; imageUrl: string; link: KakaoLink };
          }
        | { objectType: 'text'; text: string; link: KakaoLink },
    ): void;
  };
}

declare global {
  interface Window {
    Kakao?: KakaoSdk;
  }
}

let loading: Promise<KakaoSdk> | null = null;

/** The SDK initialised with `key`; the script is added once, on the first call. */
export function loadKakao(key: string): Promise<KakaoSdk> {
  loading ??= new Promise<KakaoSdk>((resolve, reject) => {
    const ready = () => {
      const sdk = window.Kakao;
      if (!sdk) return reject(new Error('Kakao SDK missing'));
      if (!sdk.isInitialized()) sdk.init(key);
      resolve(sdk);
    };
    if (window.Kakao) return ready();
    const script = document.createElement('script');
    script.src = kakaoSdkUrl;
    script.integrity = kakaoSdkIntegrity;
    script.crossOrigin = 'anonymous';
    script.async = true;
    script.dataset.testid = 'kakao-sdk';
    script.addEventListener('load', ready, { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove();
        reject(new Error('Kakao SDK failed to load'));
      },
      { once: true },
    );
    document.head.append(script);
  }).catch((error: unknown) => {
    // A failed load may be retried on the next share (e.g. back online).
    loading = null;
    throw error;
  });
  return loading;
}

/** A KakaoTalk link card: a feed card with the picture when there is one, else a text card. */
export async function shareToKakao(
  key: string,
  {
    url,
    title,
    description,
    imageUrl,
  }: { url: string; title: string; description?: string; imageUrl?: string | null },
): Promise<void> {
  const sdk = await loadKakao(key);
  const link = { mobileWebUrl: url, webUrl: url };
  sdk.Share.sendDefault(
    imageUrl
      ? {
          objectType: 'feed',
          content: { title, ...(description ? { description } : {}), imageUrl, link },
        }
      : { objectType: 'text', text: description ? `${title}\n${description}` : title, link },
  );
}
