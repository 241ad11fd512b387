/**
 * Links that open a leg's directions in a maps app, by their public URL formats:
 * - Kakao Map's web link, on every device:
 *   https://map.kakao.com/link/by/{walk|traffic|car}/{name},{lat},{lng}/{name},{lat},{lng}
 *   ("traffic" is 대중교통 in this web link; Kakao's app scheme, kakaomap://route?sp&ep&by, names the
 *   same mode PUBLICTRANSIT and walking FOOT — the web link works on desktops and phones alike);
 * - Naver Map: on a phone or tablet its app scheme (NAVER Cloud Maps, "지도앱 연동 URL Scheme"),
 *   nmap://route/{walk|public|car}?slat&slng&sname&dlat&dlng&dname&appname; on a desktop, where no
 *   app answers nmap://, its web directions page,
 *   https://map.naver.com/p/directions/{lng},{lat},{name}/{lng},{lat},{name}/-/{walk|transit|car};
 * - Google Maps, outside Korea: https://www.google.com/maps/dir/?api=1&origin&destination&travelmode
 *   (Google Maps URLs), on every device.
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

/** Where the links will be opened. */
export interface LinkTarget {
  /** Identifies the site to Naver (the `appname` its app scheme requires: the page's origin). */
  appName: string;
  /** A phone or tablet, where a maps app's own scheme can open it (see `hasMapApps`). */
  hasMapApps: boolean;
}

/** What `hasMapApps` reads of the browser (navigator's fields, UA Client Hints where offered). */
export interface DeviceHints {
  userAgent: string;
  maxTouchPoints?: number;
  userAgentData?: { mobile: boolean } | undefined;
}

/**
 * Whether the browser runs on a phone or tablet (Android, iPhone, iPad — iPadOS says "Macintosh"
 * but has a touch screen), where maps apps are installed and answer their link schemes. A desktop
 * has none: a link to nmap:// there does nothing at all.
 */
export function hasMapApps(device: DeviceHints): boolean {
  if (device.userAgentData?.mobile) return true;
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(device.userAgent)) return true;
  return /Macintosh/.test(device.userAgent) && (device.maxTouchPoints ?? 0) > 1;
}

/** Roughly South Korea's land and islands (Kakao and Naver route there; Google does not walk there). */
export const isInKorea = (p: { lat: number; lng: number }) =>
  p.lat >= 33 && p.lat <= 38.7 && p.lng >= 124.5 && p.lng <= 131.9;

const kakaoModes: Record<RouteMode, string> = { walk: 'walk', transit: 'traffic', car: 'car' };
const naverAppModes: Record<RouteMode, string> = { walk: 'walk', transit: 'public', car: 'car' };
const naverWebModes: Record<RouteMode, string> = { walk: 'walk', transit: 'transit', car: 'car' };
const googleModes: Record<RouteMode, string> = { walk: 'walking', transit: 'transit', car: 'driving' };

// A point in a path is "name,lat,lng" (Kakao) or "lng,lat,name" (Naver): a comma or a slash in the
// name would break it.
const pathName = (name: string) => encodeURIComponent(name.replace(/[,/]/g, ' ').trim() || '-');

/** The links for the leg from `from` to `to` in `mode`, for the device `target` describes. */
export function legLinks(from: LinkPoint, to: LinkPoint, mode: RouteMode, target: LinkTarget): MapLink[] {
  if (isInKorea(from) && isInKorea(to)) {
    const kakao = `https://map.kakao.com/link/by/${kakaoModes[mode]}/${pathName(from.name)},${from.lat},${from.lng}/${pathName(to.name)},${to.lat},${to.lng}`;
    return [
      { app: 'kakao', href: kakao },
      {
        app: 'naver',
        href: target.hasMapApps ? naverApp(from, to, mode, target.appName) : naverWeb(from, to, mode),
      },
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

function naverApp(from: LinkPoint, to: LinkPoint, mode: RouteMode, appName: string) {
  const query = new URLSearchParams({
    slat: String(from.lat),
    slng: String(from.lng),
    sname: from.name,
    dlat: String(to.lat),
    dlng: String(to.lng),
    dname: to.name,
    appname: appName,
  });
  return `nmap://route/${naverAppModes[mode]}?${query.toString()}`;
}

function naverWeb(from: LinkPoint, to: LinkPoint, mode: RouteMode) {
  const point = (p: LinkPoint) => `${p.lng},${p.lat},${pathName(p.name)}`;
  return `https://map.naver.com/p/directions/${point(from)}/${point(to)}/-/${naverWebModes[mode]}`;
}
