/*
 * Which map link each device gets for a leg: Kakao Map's web link everywhere in Korea, Naver Map's
 * app scheme on a phone or tablet and its web page on a desktop, Google Maps outside Korea.
 */
import { describe, expect, it } from 'vitest';
import { hasMapApps, legLinks, type DeviceHints } from './map-links';

const hotel = { name: '호텔', lat: 37.5665, lng: 126.978 };
const tower = { name: '남산타워, 서울/중구', lat: 37.5512, lng: 126.9882 };
const phone = { appName: 'https://pintrip.example', hasMapApps: true };
const desktop = { appName: 'https://pintrip.example', hasMapApps: false };
const hrefOf = (links: ReturnType<typeof legLinks>, app: string) =>
  links.find((link) => link.app === app)?.href;

describe('legLinks', () => {
  it('gives a phone Naver Map’s app scheme, with the site named as appname', () => {
    for (const [mode, naverMode] of [
      ['walk', 'walk'],
      ['transit', 'public'],
      ['car', 'car'],
    ] as const) {
      const href = hrefOf(legLinks(hotel, tower, mode, phone), 'naver')!;
      const url = new URL(href);
      expect(url.protocol).toBe('nmap:');
      expect(href.startsWith(`nmap://route/${naverMode}?`)).toBe(true);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        slat: '37.5665',
        slng: '126.978',
        sname: '호텔',
        dlat: '37.5512',
        dlng: '126.9882',
        dname: '남산타워, 서울/중구',
        appname: 'https://pintrip.example',
      });
    }
  });

  it('gives a desktop Naver Map’s web directions (lng,lat,name), which a browser can open', () => {
    for (const [mode, naverMode] of [
      ['walk', 'walk'],
      ['transit', 'transit'],
      ['car', 'car'],
    ] as const) {
      expect(hrefOf(legLinks(hotel, tower, mode, desktop), 'naver')).toBe(
        `https://map.naver.com/p/directions/126.978,37.5665,${encodeURIComponent('호텔')}/126.9882,37.5512,${encodeURIComponent('남산타워  서울 중구')}/-/${naverMode}`,
      );
    }
  });

  it('gives every device the same Kakao Map web link: walk, traffic (대중교통) or car', () => {
    for (const [mode, kakaoMode] of [
      ['walk', 'walk'],
      ['transit', 'traffic'],
      ['car', 'car'],
    ] as const) {
      const expected = `https://map.kakao.com/link/by/${kakaoMode}/${encodeURIComponent('호텔')},37.5665,126.978/${encodeURIComponent('남산타워  서울 중구')},37.5512,126.9882`;
      expect(hrefOf(legLinks(hotel, tower, mode, phone), 'kakao')).toBe(expected);
      expect(hrefOf(legLinks(hotel, tower, mode, desktop), 'kakao')).toBe(expected);
    }
  });

  it('outside Korea gives Google Maps only, the same on every device', () => {
    const paris = { name: 'Louvre', lat: 48.8606, lng: 2.3376 };
    const eiffel = { name: 'Tour Eiffel', lat: 48.8584, lng: 2.2945 };
    for (const target of [phone, desktop]) {
      expect(legLinks(paris, eiffel, 'transit', target)).toEqual([
        {
          app: 'google',
          href: 'https://www.google.com/maps/dir/?api=1&origin=48.8606%2C2.3376&destination=48.8584%2C2.2945&travelmode=transit',
        },
      ]);
    }
  });
});

describe('hasMapApps', () => {
  const device = (userAgent: string, extra: Partial<DeviceHints> = {}): DeviceHints => ({
    userAgent,
    ...extra,
  });
  it('says yes for phones and tablets', () => {
    expect(
      hasMapApps(
        device(
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
          { maxTouchPoints: 5 },
        ),
      ),
    ).toBe(true);
    expect(
      hasMapApps(
        device(
          'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
        ),
      ),
    ).toBe(true);
    // iPadOS asks for desktop sites and says Macintosh; only its touch screen tells it apart.
    expect(
      hasMapApps(
        device(
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
          { maxTouchPoints: 5 },
        ),
      ),
    ).toBe(true);
    // Chrome's reduced user agent on Android still says "Android"; Client Hints say mobile outright.
    expect(hasMapApps(device('Mozilla/5.0 (X11; Linux x86_64)', { userAgentData: { mobile: true } }))).toBe(
      true,
    );
  });

  it('says no for desktops, a Mac included', () => {
    expect(
      hasMapApps(
        device(
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
          { maxTouchPoints: 0, userAgentData: { mobile: false } },
        ),
      ),
    ).toBe(false);
    expect(
      hasMapApps(
        device(
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
          { maxTouchPoints: 0 },
        ),
      ),
    ).toBe(false);
    expect(hasMapApps(device('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'))).toBe(
      false,
    );
  });
});
