/**
 * The web app's pages, once: the web router builds its routes from these paths, and the server
 * uses them to answer 404 for any other address (the same page, with the right status).
 */
export const webRoutes = {
  landing: '/',
  destinations: '/destinations',
  destination: '/destinations/:id',
  itineraries: '/itineraries',
  itinerary: '/itineraries/:id',
  planner: '/itineraries/:id/plan',
  tripMoney: '/itineraries/:id/money',
  tripLists: '/itineraries/:id/lists',
  tripBookings: '/itineraries/:id/bookings',
  invite: '/invites/:token',
  guides: '/guides',
  mypage: '/mypage',
  resetPassword: '/reset-password',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminPermissions: '/admin/permissions',
  adminCategories: '/admin/categories',
  adminReports: '/admin/reports',
  adminAudit: '/admin/audit',
} as const;

export type WebRouteName = keyof typeof webRoutes;

/**
 * The translation key of each page's name in its <title> ("<name> | <brand>"), which the server
 * writes before the app runs and the app's pages set again; a page without one shows the brand
 * alone. The landing page has its own title (`titles.landing`), an unknown address `notFound.title`.
 */
export const webRouteTitleKeys: Partial<Record<WebRouteName, string>> = {
  destinations: 'nav.destinations',
  destination: 'titles.destination',
  itineraries: 'nav.itineraries',
  itinerary: 'itineraries.detailTitle',
  planner: 'planner.title',
  tripMoney: 'tripNav.money',
  tripLists: 'tripNav.lists',
  tripBookings: 'tripNav.bookings',
  invite: 'titles.invite',
  guides: 'nav.guides',
  mypage: 'mypage.title',
  resetPassword: 'auth.reset.title',
  admin: 'admin.title',
  adminUsers: 'admin.title',
  adminPermissions: 'admin.title',
  adminCategories: 'admin.title',
  adminReports: 'admin.title',
  adminAudit: 'admin.title',
};

export interface WebRouteMatch {
  name: WebRouteName;
  /** The `:name` segments, decoded. */
  params: Record<string, string>;
}

/** A route's path without its leading slash, as nested router entries write it (`destinations/:id`). */
export const relativeWebPath = (name: WebRouteName): string => webRoutes[name].replace(/^\//, '');

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Which page a pathname is (a trailing slash is ignored), or null when the app has no such page. */
export function matchWebRoute(pathname: string): WebRouteMatch | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = trimmed.split('/').slice(1);
  for (const name of Object.keys(webRoutes) as WebRouteName[]) {
    const pattern = webRoutes[name].split('/').slice(1);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const isMatch = pattern.every((segment, index) => {
      const part = parts[index] ?? '';
      if (segment.startsWith(':')) {
        const value = decode(part);
        if (!value) return false;
        params[segment.slice(1)] = value;
        return true;
      }
      return segment === part;
    });
    if (isMatch) return { name, params };
  }
  return null;
}
