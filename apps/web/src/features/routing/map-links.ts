/**
 * Links that open a leg's directions in a maps app, by their public URL schemes:
 * - Kakao Map: https://map.kakao.com/link/by/{walk|traffic|car}/{name},{lat},{lng}/{name},{lat},{lng}
 *   (Kakao Maps API guide, "URL로 사용하기");
 * - Naver Map (the app): nmap://route/{walk|public|car}?slat&slng&sname&dlat&dlng&dname&appname
 *   (NAVER Cloud Maps "지도앱 연동 URL Scheme");
 * - Google Maps, outside Korea: https://www.google.com/maps/dir/?api=1&origin&destination&travelmode
 *   (Google Maps URLs).
 */
import type { RouteMode } from '@pintrip/shared';

export interface LinkPoint {
  name: string;
  lat: number;
  lng: number;
}

export interface MapLink {
  app: 'kakao' | 'naver' | 'google';
  href: string;
}

/** Roughly South Korea's land and islands (Kakao and Naver route there; Google does not walk there). */
export const isInKorea = (p: { lat: number; lng: number }) =>
  p.lat >= 33 && p.lat <= 38.7 && p.lng >= 124.5 && p.lng <= 131.9;

const kakaoModes: Record<RouteMode, string> = { walk: 'walk', transit: 'traffic', car: 'car' };
const naverModes: Record<RouteMode, string> = { walk: 'walk', transit: 'public', car: 'car' };
const googleModes: Record<RouteMode, string> = { walk: 'walking', transit: 'transit', car: 'driving' };

// Kakao's path takes "name,lat,lng": a comma or slash in the name would break it.
const kakaoName = (name: string) => encodeURIComponent(name.replace(/[,/]/g, ' ').trim() || '-');

/** The links for the leg from `from` to `to` in `mode`; `appName` identifies the site to Naver. */
export function legLinks(from: LinkPoint, to: LinkPoint, mode: RouteMode, appName: string): MapLink[] {
  if (isInKorea(from) && isInKorea(to)) {
    const kakao = `https://map.kakao.com/link/by/${kakaoModes[mode]}/${kakaoName(from.name)},${from.lat},${from.lng}/${kakaoName(to.name)},${to.lat},${to.lng}`;
    const naver = new URLSearchParams({
      slat: String(from.lat),
      slng: String(from.lng),
      sname: from.name,
      dlat: String(to.lat),
      dlng: String(to.lng),
      dname: to.name,
      appname: appName,
    });
    return [
      { app: 'kakao', href: kakao },
      { app: 'naver', href: `nmap://route/${naverModes[mode]}?${naver.toString()}` },
    ];
  }
  const google = new URLSearchParams({
    api: '1',
    origin: `${from.lat},${from.lng}`,
    destination: `${to.lat},${to.lng}`,
    travelmode: googleModes[mode],
  });
  return [{ app: 'google', href: `https://www.google.com/maps/dir/?${google.toString()}` }];
}
