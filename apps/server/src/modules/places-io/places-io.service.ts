/**
 * Places in and out (issue 24, docs/decisions/0039-places-in-and-out.md):
 * - import: a file read into a preview (places, the day each goes to, the visible destination each
 *   matches within 50 m), then confirmed as plan.add operations through the trip-ops service, so
 *   the operation log, the event stream and everyone's planner see them as any other edit;
 * - export: the trip as GPX, KML or GeoJSON for whoever may see it (canSee, as the .ics);
 * - calendar feeds: a secret address per trip (members) and per user (all their trips) serving the
 *   .ics builder's events without a cookie.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import {
  canEditItinerary,
  canSee,
  haversineKm,
  placeImportLimits,
  sortKeyBetween,
  tripRoleOf,
  type Actor,
  type BookmarkImport,
  type BookmarkImportResult,
  type CalendarFeed,
  type Itinerary,
  type PlaceExportFormat,
  type PlaceImportConfirm,
  type PlaceImportPreview,
  type PlaceImportResult,
  type TripOp,
} from '@pintrip/shared';
import type { Viewer } from '../../auth/viewer.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { rateCounterPrefix } from '../../db/rate-counters.js';
import { canSeeRow, visibilityOf } from '../../lib/visibility.js';
import type { AppUnitOfWork } from '../../repositories.js';
import type { DestinationsService } from '../destinations/destinations.service.js';
import type { ItinerariesService } from '../itineraries/itineraries.service.js';
import { itineraryCalendar } from '../itineraries/itinerary-calendar.js';
import type { TripOpsService } from '../trip-ops/trip-ops.service.js';
import { exportContentTypes, exportDisposition, tripFile } from './place-exports.js';
import { readPlaceFile } from './place-files.js';
import type { FeedRow } from './places-io.repository.js';

const missing = () => notFound('itinerary');

/** How often one feed may be read a minute: calendar apps poll it every few hours at most. */
export const feedReadsPerMinute = 30;

/** A stable uuid from `parts` (SHA-256, shaped as a version-8 uuid): the same import, the same ids. */
export function derivedId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface PlacesIoOptions {
  itineraries: ItinerariesService;
  destinations: DestinationsService;
  tripOps: TripOpsService;
  /** The app secret: feed tokens are derived from it and the feed's id. */
  secret: string;
  /** The address users reach (config.publicUrl). */
  publicUrl: string;
}

/** A feed's owner as the services read a viewer: the policies need only the actor's fields. */
const viewerOfActor = (actor: Actor): Viewer => ({
  ...actor,
  email: '',
  name: '',
  image: null,
  twoFactorEnabled: false,
});

export function createPlacesIoService(uow: AppUnitOfWork, options: PlacesIoOptions) {
  const repo = uow.read.placesIo;
  const base = options.publicUrl.replace(/\/+$/, '');

  /** The trip if `viewer` may see it (404 otherwise) and edit it (403 otherwise). */
  async function editableTrip(viewer: Viewer, id: string): Promise<Itinerary> {
    const itinerary = await options.itineraries.read(viewer, id);
    const members = await uow.read.tripOps.members(id);
    if (!canEditItinerary(viewer, { userId: itinerary.user_id, members })) {
      throw forbidden('only the owner and editors import into a trip');
    }
    return itinerary;
  }

  /** For each point, the nearest destination `viewer` may see within the match distance. */
  async function matches(viewer: Viewer, points: { lat: number; lng: number }[]) {
    const metres = placeImportLimits.matchMetres;
    const degLat = metres / 111_320;
    // A longitude degree shrinks with the latitude; the widest band of the batch covers every point.
    const maxLat = Math.min(89, Math.max(...points.map((p) => Math.abs(p.lat))));
    const degLng = metres / (111_320 * Math.cos((maxLat * Math.PI) / 180));
    const found = new Map<number, { destination_id: string; title: string; distance_m: number }>();
    for (const row of await repo.destinationsNear(points, degLat, degLng)) {
      if (!canSeeRow(viewer, { userId: row.user_id, hiddenAt: row.hidden_at })) continue;
      const point = points[row.i]!;
      const distance = Math.round(haversineKm(point, { lat: row.lat, lng: row.lng }) * 1000);
      const best = found.get(row.i);
      if (distance <= metres && (!best || distance < best.distance_m)) {
        found.set(row.i, { destination_id: row.id, title: row.title, distance_m: distance });
      }
    }
    return found;
  }

  const tokenOf = (feedId: string) =>
    createHmac('sha256', options.secret).update(`calendar-feed:${feedId}`).digest('base64url');
  const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
  const feedAnswer = (row: FeedRow): CalendarFeed => {
    const url = `${base}/api/calendar-feeds/${tokenOf(row.id)}/calendar.ics`;
    return {
      url,
      webcal_url: url.replace(/^https?:/, 'webcal:'),
      created_at: new Date(row.created_at).toISOString(),
    };
  };

  /** The trip a member subscribes to: 404 when `viewer` may not see it, 403 when not a member. */
  async function memberTrip(viewer: Viewer, id: string) {
    const itinerary = await options.itineraries.read(viewer, id);
    const members = await uow.read.tripOps.members(id);
    if (!tripRoleOf(viewer, { userId: itinerary.user_id, members })) {
      throw forbidden('only the trip’s owner and members subscribe to its calendar');
    }
  }

  return {
    /**
     * The file read into places with their matches; with a trip (`id`), the day each goes to (the
     * owner and editors only), without one (an import into bookmarks) every place on day 1.
     */
    async preview(
      viewer: Viewer,
      id: string | null,
      bytes: Uint8Array,
      fileName: string,
      day: number,
    ): Promise<PlaceImportPreview> {
      const itinerary = id ? await editableTrip(viewer, id) : null;
      const read = readPlaceFile(bytes, fileName);
      const dayCount = Math.max(1, itinerary?.day_count ?? 1);
      const clampDay = (n: number) => Math.min(Math.max(1, n), dayCount);
      const found = await matches(viewer, read.places);
      return {
        format: read.format,
        skipped: read.skipped,
        places: read.places.map((place, i) => ({
          name: place.name,
          lat: place.lat,
          lng: place.lng,
          note: place.note,
          group: place.group,
          day_number: clampDay(place.dayNumber ?? place.groupIndex ?? day),
          match: found.get(i) ?? null,
        })),
      };
    },

    /**
     * Adds the places as plans at the end of their days, one plan.add operation each, with ids
     * derived from `import_id`: the same import sent again answers `duplicate` for each.
     */
    async confirm(viewer: Viewer, id: string, input: PlaceImportConfirm): Promise<PlaceImportResult> {
      await editableTrip(viewer, id);
      const lastKey = new Map<number, string | null>();
      for (const plan of await uow.read.tripOps.plans(id)) {
        const last = lastKey.get(plan.day_number);
        if (last === undefined || last === null || plan.sort_key > last)
          lastKey.set(plan.day_number, plan.sort_key);
      }
      const ops: TripOp[] = input.places.map((place, i) => {
        const after = lastKey.get(place.day_number) ?? null;
        const sortKey = sortKeyBetween(after, null);
        lastKey.set(place.day_number, sortKey);
        const linked = place.destination_id ?? null;
        return {
          kind: 'plan.add',
          op_id: derivedId(input.import_id, String(i), 'op'),
          plan_id: derivedId(input.import_id, String(i), 'plan'),
          day_number: place.day_number,
          sort_key: sortKey,
          fields: {
            destination: place.name,
            destination_id: linked,
            note: place.note ?? null,
            lat: linked ? null : place.lat,
            lng: linked ? null : place.lng,
          },
        };
      });
      const { results } = await options.tripOps.apply(viewer, id, ops);
      return {
        results: results.map((result, i) => ({
          plan_id: (ops[i] as Extract<TripOp, { kind: 'plan.add' }>).plan_id,
          status: result.status,
          ...(result.error ? { error: { code: result.error.code, message: result.error.message } } : {}),
        })),
      };
    },

    /**
     * Bookmarks the destinations a preview matched, each through the destinations' own toggle (its
     * lock, counter and event): one already bookmarked stays so, one the caller may not see is
     * `not_found`. Sending the same list again changes nothing.
     */
    async bookmark(viewer: Viewer, input: BookmarkImport): Promise<BookmarkImportResult> {
      const results: BookmarkImportResult['results'] = [];
      for (const destinationId of [...new Set(input.destination_ids)]) {
        try {
          const current = await options.destinations.get(viewer, destinationId);
          if (current.is_bookmarked) {
            results.push({ destination_id: destinationId, status: 'already' });
            continue;
          }
          const result = await options.destinations.toggleBookmark(viewer, destinationId);
          // Another tab's toggle in between turned it off: turn it back on.
          if (!result.is_bookmarked) await options.destinations.toggleBookmark(viewer, destinationId);
          results.push({ destination_id: destinationId, status: 'bookmarked' });
        } catch (error) {
          if (error instanceof AppError && error.code === 'not_found') {
            results.push({ destination_id: destinationId, status: 'not_found' });
            continue;
          }
          throw error;
        }
      }
      return { results };
    },

    /** The trip as a file of places, for whoever may see it (canSee, through the itinerary's read). */
    async exportTrip(viewer: Viewer | null, id: string, format: PlaceExportFormat) {
      const itinerary = await options.itineraries.read(viewer, id);
      return {
        body: tripFile(itinerary, format, `${base}/itineraries/${id}`),
        contentType: exportContentTypes[format],
        disposition: exportDisposition(itinerary, format),
      };
    },

    async showFeed(viewer: Viewer, itineraryId: string | null): Promise<CalendarFeed | null> {
      if (itineraryId) await memberTrip(viewer, itineraryId);
      const row = await repo.findFeed(viewer.id, itineraryId);
      return row ? feedAnswer(row) : null;
    },

    /** The viewer's feed of a trip (or of all their trips), made once; `created` when new. */
    async createFeed(viewer: Viewer, itineraryId: string | null) {
      if (itineraryId) await memberTrip(viewer, itineraryId);
      const existing = await repo.findFeed(viewer.id, itineraryId);
      if (existing) return { feed: feedAnswer(existing), created: false };
      const id = randomUUID();
      const row =
        (await repo.insertFeed({ id, userId: viewer.id, itineraryId, tokenHash: hashOf(tokenOf(id)) })) ??
        (await repo.findFeed(viewer.id, itineraryId));
      if (!row) throw missing();
      return { feed: feedAnswer(row), created: row.id === id };
    },

    /** Revokes: the address stops working at once; a new one is a different address. */
    async revokeFeed(viewer: Viewer, itineraryId: string | null): Promise<void> {
      if (itineraryId) await memberTrip(viewer, itineraryId);
      if (!(await repo.deleteFeed(viewer.id, itineraryId))) throw notFound('calendar feed');
    },

    /**
     * The calendar behind a token, as its owner may see it now: a revoked token, a deactivated
     * owner, or a trip the owner is no longer on answers 404, as an unknown token does.
     */
    async feedCalendar(token: string): Promise<string> {
      const row = await repo.feedByTokenHash(hashOf(token));
      const gone = () => notFound('calendar feed');
      if (!row) throw gone();
      const [hit] = await uow.read.rateCounters.hit([`${rateCounterPrefix}feed:${row.id}`], 60_000);
      if (hit && hit.count > feedReadsPerMinute) {
        throw new AppError('rate_limited', 'This calendar was read too often; try again in a minute.');
      }
      const actor = await repo.actorOf(row.user_id);
      if (!actor || !actor.isActive) throw gone();
      const viewer = viewerOfActor(actor);
      const calendarOptions = (id: string) => ({
        url: `${base}/itineraries/${id}`,
        uidDomain: new URL(base).hostname,
      });
      if (row.itinerary_id) {
        const trip = await readIfMember(viewer, row.itinerary_id);
        if (!trip) throw gone();
        return itineraryCalendar(trip, calendarOptions(trip.id));
      }
      const trips: Itinerary[] = [];
      for (const id of await repo.tripsOf(row.user_id)) {
        const trip = await readIfMember(viewer, id);
        if (trip) trips.push(trip);
      }
      return mergeCalendars(
        'Pintrip',
        trips.map((trip) => itineraryCalendar(trip, calendarOptions(trip.id))),
      );
    },
  };

  /** The trip in full when `viewer` still has a role on it and may see it; null otherwise. */
  async function readIfMember(viewer: Viewer, id: string): Promise<Itinerary | null> {
    const trip = await uow.read.tripOps.findRef(id);
    if (!trip) return null;
    if (!tripRoleOf(viewer, trip) || !canSee(viewer, visibilityOf(trip))) return null;
    return options.itineraries.read(viewer, id);
  }
}

/**
 * One calendar of the events of several (the user's feed): each file's VEVENT blocks, and each
 * VTIMEZONE once by its TZID. Reads the builder's output by its BEGIN/END lines only, so whatever
 * the builder adds to its events (bookings, zones) comes along.
 */
export function mergeCalendars(name: string, bodies: string[]): string {
  const zones = new Map<string, string[]>();
  const events: string[] = [];
  for (const body of bodies) {
    let block: string[] | null = null;
    let kind: 'VEVENT' | 'VTIMEZONE' | null = null;
    for (const line of body.split('\r\n')) {
      if (!block && (line === 'BEGIN:VEVENT' || line === 'BEGIN:VTIMEZONE')) {
        kind = line === 'BEGIN:VEVENT' ? 'VEVENT' : 'VTIMEZONE';
        block = [];
      }
      if (block) block.push(line);
      if (block && line === `END:${kind}`) {
        if (kind === 'VEVENT') events.push(...block);
        else {
          const tzid = block.find((l) => l.startsWith('TZID:')) ?? '';
          if (!zones.has(tzid)) zones.set(tzid, block);
        }
        block = null;
        kind = null;
      }
    }
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Pintrip//Itineraries//KO',
    'METHOD:PUBLISH',
    `NAME:${name}`,
    `X-WR-CALNAME:${name}`,
    ...[...zones.values()].flat(),
    ...events,
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export type PlacesIoService = ReturnType<typeof createPlacesIoService>;
