/**
 * The itinerary rules: who may see and change what (shared policies; a private itinerary is 404 to
 * everyone but its owner and admins, on every route), the ordered validation shared with the web
 * form, the values the server computes (day count, each day's cost, total cost, destination count,
 * location), one transaction per write, views counted once per viewer per 24 hours, copies and the
 * calendar export.
 */
import { randomUUID } from 'node:crypto';
import {
  canReadTripBookings,
  canDelete,
  canEditItinerary,
  canSee,
  canSetVisibility,
  dayCost,
  tripRoleOf,
  dayCount,
  isAdmin,
  isOwner,
  limits,
  validateItineraryInput,
  type Itinerary,
  type ItineraryLikeResult,
  type ItineraryListQuery,
  type ItineraryPage,
  type ItineraryRecommendations,
  type ItineraryShareResult,
  type ItinerarySummary,
  type ItineraryWrite,
  type ShareChannel,
  type TripMember,
  type TripRole,
} from '@pintrip/shared';
import type { Viewer } from '../../auth/viewer.js';
import type { ViewerMarksCache } from '../../auth/viewer-marks.js';
import { rateCounterPrefix } from '../../db/rate-counters.js';
import { toAuthor } from '../../db/author.js';
import { byIdBatches } from '../../db/by-id-batches.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import {
  createPageCache,
  type CachedPage,
  type PageCache,
  type PageCacheOptions,
} from '../../lib/page-cache.js';
import { throwIfInvalid } from '../../lib/validation.js';
import { canSeeRow, visibilityOf } from '../../lib/visibility.js';
import type { Publish } from '../../db/unit-of-work.js';
import { auditAdminEdit } from '../admin/admin-edits.js';
import { toBooking } from '../bookings/bookings.service.js';
import type { AppUnitOfWork, Repositories } from '../../repositories.js';
import {
  cachedCalendar,
  calendarDisposition,
  createCalendarCache,
  itineraryCalendar,
  type CachedCalendar,
  type CalendarCache,
} from './itinerary-calendar.js';
import {
  itinerarySortKeys,
  type CopiedFromRow,
  type DayValues,
  type ItineraryDayRow,
  type ItineraryPlanRow,
  type ItinerarySummaryRow,
  type ItineraryValues,
} from './itineraries.repository.js';
import { createViewCounter, type ViewCounter } from './view-counter.js';

type ItinerariesRepository = Repositories['itineraries'];

const missing = () => notFound('itinerary');

/**
 * A list page as a visitor gets it, kept in memory (`ItineraryReads.pages`), with what a signed-in
 * reader's answer needs beside it: each item's source as stored (`copied_from` is withheld from
 * visitors when the source is private or hidden; its owner and admins see it).
 */
export interface SharedItineraryList {
  page: ItineraryPage;
  sources: (CopiedFromRow | null)[];
}

/**
 * An itinerary as stored, kept in memory by id (`ItineraryReads.details`): what the policies decide
 * on (owner, visibility, hiding, members), the rows every reader's answer is made from, and the
 * answer a visitor gets. Kept whether or not it is public: canSee decides each read.
 */
export interface CachedItinerary {
  ref: { id: string; userId: string; isPublic: boolean; hiddenAt: Date | null; members: TripMember[] };
  row: ItinerarySummaryRow;
  days: ItineraryDayRow[];
  plans: ItineraryPlanRow[];
  visitor: Itinerary;
}

/**
 * The itinerary reads kept in memory (docs/decisions/0041-itinerary-reads.md): every visitor list
 * page (any scope, sort, limit, cursor) and the most liked list the recommendations come from, and
 * each itinerary's detail. app.ts empties both on every NOTIFY of pintrip_itineraries (a trigger
 * on every table they are made of, migration 0025) and with the other caches.
 */
export interface ItineraryReads {
  pages: PageCache<SharedItineraryList>;
  details: PageCache<CachedItinerary>;
  /**
   * A signed-in reader's own lists (`mine`, `liked`), as stored rows (made into the reader's
   * answer on each read: the source of a copy as they may see it, the views heard since), by
   * reader, scope, sort, limit and cursor. Dropped with the rest, pages by views on every batch of
   * views, and a reader's when their marks change (`forgetReaders`).
   */
  own: PageCache<ItinerarySummaryRow[]>;
  /**
   * The marks of these accounts changed (a pintrip_marks payload: ids joined by commas, or `*`):
   * their kept own lists are dropped — a like written without its count is heard only there.
   */
  forgetReaders(payload: string): void;
  clear(): void;
  /**
   * New views were counted: `counts` holds each itinerary's stored count after them. A kept
   * detail shows that count from now on (`storedViews`; never a lower one: counts only grow this
   * way), and what else shows or orders by the counts is dropped — every page holding one of
   * them, every page by views. Nothing else changes: no detail is rebuilt or dropped (0059).
   */
  viewsCounted(counts: ReadonlyMap<string, number>): void;
  /** The stored views of itinerary `id` whose kept detail holds `kept`: that, or more heard since. */
  storedViews(id: string, kept: number): number;
}

/** The channel migration 0025's triggers notify on a change to anything an itinerary read shows. */
export const itineraryReadsChannel = 'pintrip_itineraries';

/**
 * The itineraries a notification on `itineraryReadsChannel` reports new views of, with their
 * stored counts (migration 0030 sends `views:<id>=<count>,…` for an update of nothing but
 * `views_count`); null for any other change.
 */
export function viewsCountedIn(payload: string): Map<string, number> | null {
  if (!payload.startsWith('views:')) return null;
  const counts = new Map<string, number>();
  for (const part of payload.slice('views:'.length).split(',')) {
    const [id = '', views] = part.split('=');
    counts.set(id, Number(views));
  }
  return counts;
}

/** A kept list's key (sort, limit, cursor), as `sharedList` writes it. */
const listKey = (query: Pick<ItineraryListQuery, 'sort' | 'limit' | 'cursor'>) =>
  ['list', query.sort, query.limit, query.cursor ?? ''].join('\u0001');

/** Where the keys of the lists ordered by views begin (after the reader and scope of an own list). */
const viewsOrderedKey = `list\u0001${'views' satisfies ItineraryListQuery['sort']}\u0001`;

/** A reader's own list's key: the reader, the scope, then the list's key. */
const ownKey = (viewerId: string, query: ItineraryListQuery) =>
  `${viewerId}\u0001${query.scope}\u0001${listKey(query)}`;

/** The reader of an own list's key (`ownKey`). */
const readerOfOwnKey = (key: string) => key.slice(0, key.indexOf('\u0001'));

export function createItineraryReads(options: Pick<PageCacheOptions, 'epoch'> = {}): ItineraryReads {
  const pages = createPageCache<SharedItineraryList>({
    ...options,
    serialize: (value) => JSON.stringify(value.page),
  });
  // A detail holds its rows beside its JSON: about 21.6 KB of heap for a trip of 3 days of 4 plans,
  // whose JSON counts about 5,100. 16 MB of JSON keeps about 3,300 such trips (about 70 MB of
  // heap): a reader cycling over more than fit finds none kept (the least recently served goes
  // first), so the bound is sized for the trips read within a minute, not just a few (0056).
  const details = createPageCache<CachedItinerary>({
    ...options,
    maxBytes: 16 * 1024 * 1024,
    maxEntries: 5000,
    serialize: (value) => JSON.stringify(value.visitor),
  });
  /*
   * The stored counts heard since the details were loaded, by itinerary (the latest last). A
   * detail's JSON keeps the count it was loaded with, and a read splices in the higher one heard:
   * a batch of views costs a map entry an itinerary, not a detail serialized again, and a load
   * running meanwhile is kept (its count, older or not, is corrected the same way). Bounded: an
   * entry forgotten belongs to a detail long unread or evicted, whose next load reads the count.
   */
  const heard = new Map<string, number>();
  const maxHeard = 20_000;
  // The rows' JSON only weighs an entry: each read makes its answer from the rows.
  const own = createPageCache<ItinerarySummaryRow[]>({
    ...options,
    maxBytes: 16 * 1024 * 1024,
    maxEntries: 10_000,
    group: readerOfOwnKey,
  });
  return {
    pages,
    details,
    own,
    forgetReaders(payload) {
      if (payload === '*') return own.clear();
      // By the readers' index: a like costs its reader's entries, not a walk over every reader's.
      own.forgetGroups(payload.split(','));
    },
    clear() {
      pages.clear();
      details.clear();
      own.clear();
      // Every detail is loaded again, after the counts heard so far: none of them is needed.
      heard.clear();
    },
    viewsCounted(counts) {
      if (counts.size === 0) return;
      for (const [id, views] of counts) {
        if (views <= (heard.get(id) ?? -1)) continue;
        heard.delete(id);
        heard.set(id, views);
      }
      while (heard.size > maxHeard) heard.delete(heard.keys().next().value as string);
      pages.forget(
        (key, value) =>
          key.startsWith(viewsOrderedKey) || value.page.items.some((item) => counts.has(item.id)),
      );
      // A reader's own page shows the counts heard (`storedViews`, each read): only its order moves.
      own.forget((key) => key.includes(viewsOrderedKey));
    },
    storedViews(id, kept) {
      return Math.max(kept, heard.get(id) ?? 0);
    },
  };
}

export interface ItinerariesServiceOptions {
  /** The address users reach (config.publicUrl): link previews and calendar events link there. */
  publicUrl: string;
  /** Visitors' calendar files by itinerary version (app.ts empties it with the page cache). */
  calendars?: CalendarCache;
  /** The reads kept in memory (app.ts empties them on every change); default: this service's own. */
  reads?: ItineraryReads;
  /** Where the detail records its views (app.ts flushes it on close); default: this service's own. */
  views?: ViewCounter;
  /**
   * Signed-in readers' marks in memory (auth/viewer-marks.ts): their likes and whether they own an
   * itinerary others do not see, with no statement. Absent: asked of the database each read.
   */
  marks?: ViewerMarksCache;
}

/** A read's answer, with its JSON when it was kept in memory (null: serialize `value` as usual). */
export interface Answer<T> {
  value: T;
  json: string | null;
}

/**
 * What a link preview of an itinerary shows (modules/web writes it into the HTML of
 * /itineraries/:id as Open Graph tags, worded in the reader's language).
 */
export interface ItineraryPreview {
  title: string;
  start_date: string;
  end_date: string;
  day_count: number;
  total_cost: number;
  image_url: string | null;
  url: string;
  /** The reader's place on the trip (owner, editor, viewer), or null: who may open its planner. */
  my_role: TripRole | null;
}

function parseJson<T>(value: unknown): T | null {
  if (value == null) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** The source of a copy, as `viewer` may see it: nothing of a hidden or private source to others. */
function copiedFromFor(viewer: Viewer | null, value: unknown): ItinerarySummary['copied_from'] {
  const source = parseJson<CopiedFromRow>(value);
  if (!source) return null;
  const seen = canSee(viewer, {
    user_id: source.user_id,
    isHidden: source.is_hidden,
    isPublic: source.is_public,
  });
  return seen ? { id: source.id, title: source.title } : null;
}

export function toSummary(viewer: Viewer | null, row: ItinerarySummaryRow): ItinerarySummary {
  return {
    id: row.id,
    title: row.title,
    user_id: row.userId,
    is_public: row.isPublic,
    is_liked: Boolean(row.isLiked),
    likes_count: row.likesCount,
    views_count: Number(row.viewsCount),
    share_count: row.shareCount,
    copy_count: row.copyCount,
    start_date: row.startDate,
    end_date: row.endDate,
    day_count: dayCount(row.startDate, row.endDate) ?? 1,
    destination_count: row.destinationCount,
    total_cost: Number(row.totalCost),
    location: row.location,
    copied_from: copiedFromFor(viewer, row.copiedFrom),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    author: toAuthor(row.userId, row.author),
    is_hidden: row.hiddenAt !== null,
  };
}

/**
 * A plan as `viewer` may see it. One linked to a destination they may not see (hidden by a
 * moderator) keeps its time, note, duration and cost but shows nothing that came from that
 * destination: no link, image, coordinates, nor its title (the plan's name was taken from it).
 */
function planFor(viewer: Viewer | null, plan: ItineraryPlanRow, position: number) {
  const linked =
    plan.destinationId === null ||
    canSeeRow(viewer, { userId: plan.linkedUserId, hiddenAt: plan.linkedHiddenAt });
  return {
    id: plan.id,
    time: plan.time,
    destination: linked ? plan.destination : '',
    destination_id: linked ? plan.destinationId : null,
    location: plan.location,
    note: plan.note,
    duration: plan.duration,
    cost: plan.cost,
    image_url: (linked && plan.imageUrl) || null,
    lat: plan.destinationId === null ? plan.ownLat : linked ? (plan.lat ?? null) : null,
    lng: plan.destinationId === null ? plan.ownLng : linked ? (plan.lng ?? null) : null,
    // The rank in the day's order (sort_key, id): `position` of the contract, however the plan moved.
    position,
    sort_key: plan.sortKey,
  };
}

function toItinerary(
  viewer: Viewer | null,
  row: ItinerarySummaryRow,
  members: readonly TripMember[],
  days: ItineraryDayRow[],
  plans: ItineraryPlanRow[],
): Itinerary {
  // In the schema's order: a visitor's detail is kept as JSON.stringify writes it, and must be the
  // bytes the route's compiled serializer writes.
  return {
    ...toSummary(viewer, row),
    days: days.map((day) => ({
      id: day.id,
      day_number: day.dayNumber,
      estimated_cost: Number(day.estimatedCost),
      plans: plans
        .filter((plan) => plan.dayId === day.id)
        .map((plan, position) => planFor(viewer, plan, position)),
    })),
    op_seq: Number(row.opSeq),
    my_role: tripRoleOf(viewer, { userId: row.userId, members }),
    member_count: members.length,
  };
}

const trimmedOrNull = (value: string | null | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/**
 * The itinerary's display location (spec 2 §3, "display only"): the first two words of the first
 * plan location, e.g. "제주특별자치도 제주시" — the region the trip starts in.
 */
export function itineraryLocation(
  days: readonly { plans: readonly { location?: string | null }[] }[],
): string | null {
  for (const day of days) {
    for (const plan of day.plans) {
      if (plan.location) return plan.location.split(/\s+/).slice(0, 2).join(' ');
    }
  }
  return null;
}

/**
 * What a validated write stores: every day 1..day_count (a day the client left out is empty), its
 * plans in array order, defaults for duration and cost, and the computed totals. The
 * destination_count is the number of plans: every plan names a destination (spec 2 §7), whether or
 * not it links to a registered one (docs/decisions/0010-itinerary-server.md).
 */
function writeValuesOf(input: ItineraryWrite): { itinerary: ItineraryValues; days: DayValues[] } {
  const startDate = input.start_date!.trim();
  const endDate = input.end_date!.trim();
  const count = dayCount(startDate, endDate)!;
  const byNumber = new Map((input.days ?? []).map((day) => [day.day_number, day.plans ?? []]));
  const days: DayValues[] = Array.from({ length: count }, (_, index) => {
    const plans = (byNumber.get(index + 1) ?? []).map((plan, position) => {
      const destinationId = trimmedOrNull(plan.destination_id)?.toLowerCase() ?? null;
      return {
        position,
        time: trimmedOrNull(plan.time),
        destination: plan.destination!.trim(),
        destinationId,
        location: trimmedOrNull(plan.location),
        note: trimmedOrNull(plan.note),
        duration: plan.duration ?? limits.planDurationDefault,
        cost: plan.cost ?? limits.planCostDefault,
        // A linked plan is where its destination is; only a free-text plan keeps its own place.
        lat: destinationId === null ? (plan.lat ?? null) : null,
        lng: destinationId === null ? (plan.lng ?? null) : null,
      };
    });
    return { dayNumber: index + 1, estimatedCost: dayCost(plans), plans };
  });
  return {
    itinerary: {
      title: input.title!.trim(),
      startDate,
      endDate,
      location: itineraryLocation(days),
      totalCost: days.reduce((sum, day) => sum + day.estimatedCost, 0),
      destinationCount: days.reduce((sum, day) => sum + day.plans.length, 0),
    },
    days,
  };
}

/** `12345` → `12,345원`. */

/** Logs a whole rewrite of trip `id` as a `trip.replace` operation and announces it. */
async function logTripReplaced(
  viewer: Viewer,
  id: string,
  row: { userId: string; isPublic: boolean; hiddenAt: Date | null },
  tripOps: Repositories['tripOps'],
  publish: Publish,
) {
  const opId = randomUUID();
  const { seq } = await tripOps.append(id, {
    opId,
    userId: viewer.id,
    kind: 'trip.replace',
    op: {},
    summary: {},
  });
  const members = await tripOps.members(id);
  await publish('itinerary.op', { id, seq, op_id: opId, user_id: viewer.id, kind: 'trip.replace', op: {} }, [
    { ...visibilityOf(row), members },
  ]);
}

export function createItinerariesService(uow: AppUnitOfWork, options: ItinerariesServiceOptions) {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const pageUrl = (id: string) => `${publicUrl}/itineraries/${id}`;
  const absolute = (url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);
  const calendars = options.calendars ?? createCalendarCache();
  const reads = options.reads ?? createItineraryReads();
  const views =
    options.views ?? createViewCounter({ write: (batch) => uow.read.itineraries.flushViews(batch) });

  /**
   * A signed-in reader's likes (among `ids`, or all of them) and whether they own an itinerary
   * others do not see: from their marks in memory, or one statement for an account with too many
   * marks to keep.
   */
  const overlayOf = async (viewerId: string, ids: readonly string[]) => {
    const kept = await options.marks?.get(viewerId, (limit) =>
      uow.read.destinations.viewerMarks(viewerId, limit),
    );
    if (!kept) return uow.read.itineraries.viewerOverlay(viewerId, ids);
    return { liked: kept.likedItineraries, ownsUnlisted: kept.ownsUnlistedItinerary };
  };

  /** An itinerary's first read, with the others asked for in the same turn (0064). */
  const storedRows = byIdBatches((ids) => uow.read.itineraries.findFullMany(ids));

  /**
   * The itinerary `id` as stored, from memory (loaded on a miss in one statement, with the other
   * misses of the same turn: its summary as a visitor reads it, its members, days and plans). 404
   * when there is none.
   */
  const stored = async (id: string) =>
    reads.details.get(id, async () => {
      const found = await storedRows(id);
      if (!found) throw missing();
      const { summary: row, members, days, plans } = found;
      return {
        ref: { id: row.id, userId: row.userId, isPublic: row.isPublic, hiddenAt: row.hiddenAt, members },
        row,
        days,
        plans,
        visitor: toItinerary(null, row, members, days, plans),
      };
    });

  /** The stored itinerary if `viewer` may see it (canSee, every read); 404 otherwise. */
  const storedFor = async (viewer: Viewer | null, id: string) => {
    const page = await stored(id);
    if (!canSeeRow(viewer, page.value.ref)) throw missing();
    return page;
  };

  /** The itinerary as `viewer` sees it, from memory plus their like (one statement; none for a visitor). */
  const detailOf = async (
    viewer: Viewer | null,
    id: string,
    counted: (ref: CachedItinerary['ref']) => void = () => {},
  ): Promise<Answer<Itinerary>> => {
    const page = await storedFor(viewer, id);
    const { ref, row, days, plans, visitor } = page.value;
    counted(ref);
    // The stored count as last heard, and on top the views recorded here and not yet written
    // (the reader's own).
    const shownViews = reads.storedViews(id, visitor.views_count) + views.pendingFor(id);
    if (!viewer) {
      if (shownViews === visitor.views_count) return { value: visitor, json: page.body };
      const value = { ...visitor, views_count: shownViews };
      return { value, json: splicedDetail(page.body, visitor, value) };
    }
    const overlay = await overlayOf(viewer.id, [id]);
    if (seesAsVisitor(viewer, page.value)) {
      // The visitor's answer but for the reader's like, role and views: no rebuilding of the days.
      const mine: Itinerary = {
        ...visitor,
        is_liked: overlay.liked.has(id),
        views_count: shownViews,
        my_role: tripRoleOf(viewer, { userId: row.userId, members: ref.members }),
      };
      return { value: mine, json: splicedDetail(page.body, visitor, mine) };
    }
    const itinerary = toItinerary(
      viewer,
      { ...row, isLiked: overlay.liked.has(id) },
      ref.members,
      days,
      plans,
    );
    itinerary.views_count = shownViews;
    return { value: itinerary, json: splicedDetail(page.body, visitor, itinerary) };
  };

  /**
   * Whether `viewer` sees the kept itinerary as a visitor does but for their like, role and the
   * views shown: the same source of a copy (or none) and every linked plan alike (a plan linked to
   * a destination hidden from others shows that destination to its author and admins).
   */
  const seesAsVisitor = (viewer: Viewer, kept: CachedItinerary) =>
    (copiedFromFor(viewer, kept.row.copiedFrom)?.id ?? null) === (kept.visitor.copied_from?.id ?? null) &&
    kept.plans.every((plan) => {
      if (plan.destinationId === null) return true;
      const linked = { userId: plan.linkedUserId, hiddenAt: plan.linkedHiddenAt };
      return canSeeRow(viewer, linked) === canSeeRow(null, linked);
    });

  /**
   * The reader's detail as JSON, written from the visitor's kept JSON when the two differ only in
   * the reader's like, role and the views shown (the first `"is_liked":false` and `"views_count":`
   * are the itinerary's own: they come before any text a user wrote, whose quotes are escaped;
   * `"my_role":null,"member_count":n}` ends it). Null when more differs (a plan linked to a
   * destination hidden from others, a source only the reader sees): serialized as usual.
   */
  const splicedDetail = (body: string, visitor: Itinerary, mine: Itinerary): string | null => {
    const sameSource = (visitor.copied_from?.id ?? null) === (mine.copied_from?.id ?? null);
    const samePlans = visitor.days.every((day, d) =>
      day.plans.every((plan, p) => plan.destination_id === mine.days[d]?.plans[p]?.destination_id),
    );
    const ending = `,"my_role":null,"member_count":${visitor.member_count}}`;
    if (!sameSource || !samePlans || !body.endsWith(ending)) return null;
    const views = `"views_count":${visitor.views_count},`;
    return (
      body
        .slice(0, -ending.length)
        .replace('"is_liked":false', `"is_liked":${mine.is_liked}`)
        .replace(views, `"views_count":${mine.views_count},`) +
      `,"my_role":${JSON.stringify(mine.my_role ?? null)},"member_count":${mine.member_count}}`
    );
  };

  /**
   * A list page as a visitor gets it (scope `all` and `public` are the same rows for a visitor),
   * from memory: every sort, limit and cursor is its own entry.
   */
  const sharedList = (query: ItineraryListQuery) => {
    return reads.pages.get(listKey(query), async () => {
      const rows = await uow.read.itineraries.list({
        viewerId: null,
        scope: 'public',
        sort: query.sort,
        cursor: query.cursor,
        limit: query.limit,
      });
      return {
        page: itinerarySortKeys[query.sort].page(rows, query.limit, (row) => toSummary(null, row)),
        sources: rows.slice(0, query.limit).map((row) => parseJson<CopiedFromRow>(row.copiedFrom)),
      };
    });
  };

  /**
   * Where a reader's likes go in a kept list's JSON: the text between its items' `"is_liked":false`
   * (that text with unescaped quotes can only be an item's own key), one more segment than items.
   * Kept per cached page; null when the split does not match (the page is then serialized).
   */
  const likeSegments = new WeakMap<CachedPage<SharedItineraryList>, string[] | null>();
  const segmentsOf = (page: CachedPage<SharedItineraryList>) => {
    let segments = likeSegments.get(page);
    if (segments === undefined) {
      const split = page.body.split('"is_liked":false');
      segments = split.length === page.value.page.items.length + 1 ? split : null;
      likeSegments.set(page, segments);
    }
    return segments;
  };

  /** A kept list's JSON with the reader's likes, when only their likes differ from the visitor's. */
  const splicedList = (page: CachedPage<SharedItineraryList>, items: readonly ItinerarySummary[]) => {
    const visitorItems = page.value.page.items;
    const sameSources = items.every(
      (item, index) => (item.copied_from?.id ?? null) === (visitorItems[index]?.copied_from?.id ?? null),
    );
    const segments = sameSources ? segmentsOf(page) : null;
    if (!segments) return null;
    let json = segments[0]!;
    items.forEach((item, index) => {
      json += `"is_liked":${item.is_liked}${segments[index + 1]!}`;
    });
    return json;
  };

  /** `items` of a shared list as `viewer` sees them: their likes, and the sources they may see. */
  const forViewer = (
    viewer: Viewer,
    items: readonly ItinerarySummary[],
    sources: readonly (CopiedFromRow | null)[],
    liked: ReadonlySet<string>,
  ): ItinerarySummary[] =>
    items.map((item, index) => ({
      ...item,
      is_liked: liked.has(item.id),
      copied_from: copiedFromFor(viewer, sources[index] ?? null),
    }));

  const readFull = async (
    viewer: Viewer | null,
    repo: ItinerariesRepository,
    id: string,
    known?: readonly TripMember[],
  ) => {
    const row = await repo.findById(id, viewer?.id ?? null);
    if (!row) throw missing();
    const members = known ?? (await repo.members(id));
    const [days, plans] = [await repo.days(id), await repo.plans(id)];
    return toItinerary(viewer, row, members, days, plans);
  };

  /**
   * The itinerary, with its members, if `viewer` may see it; 404 otherwise, as if it did not
   * exist. A private one, or one a moderator hid, is seen by its owner, its members and admins.
   */
  const visible = async <
    T extends {
      id: string;
      userId: string;
      isPublic: boolean;
      hiddenAt: Date | null;
      members?: TripMember[];
    },
  >(
    viewer: Viewer | null,
    repo: ItinerariesRepository,
    row: T | null,
  ): Promise<T & { members: TripMember[] }> => {
    if (!row) throw missing();
    // findRef reads the members with the row; another row has them read here.
    const trip = { ...row, members: row.members ?? (await repo.members(row.id)) };
    if (!canSeeRow(viewer, trip)) throw missing();
    return trip;
  };

  /**
   * 400 with the plan fields whose destination_id names no destination that `viewer` may see: a
   * hidden destination answers exactly as a missing one (its author and admins may still link it).
   */
  const ensureDestinations = async (viewer: Viewer, repo: ItinerariesRepository, days: DayValues[]) => {
    const ids = [
      ...new Set(days.flatMap((d) => d.plans.map((p) => p.destinationId)).filter((id) => id !== null)),
    ];
    const existing = new Set(
      (await repo.lockExistingDestinations(ids)).filter((row) => canSeeRow(viewer, row)).map((row) => row.id),
    );
    const fields: Record<string, string> = {};
    days.forEach((day, d) =>
      day.plans.forEach((plan, p) => {
        if (plan.destinationId && !existing.has(plan.destinationId)) {
          fields[`days.${d}.plans.${p}.destination_id`] = 'unknown';
        }
      }),
    );
    if (Object.keys(fields).length > 0) {
      throw new AppError('validation_failed', 'A plan links to a destination that does not exist.', fields);
    }
  };

  /**
   * The view keys of a reader: the user, else the visitor's keys from the route (the first one
   * decides; the others are recorded with it). None: the view is not counted.
   */
  const viewKeys = (viewer: Viewer | null, visitorKeys: readonly string[]) =>
    viewer ? [`u:${viewer.id}`] : visitorKeys;

  /**
   * `list` with the answer's JSON when it came from memory. A visitor's page (scope `all` or
   * `public`) is kept; a signed-in reader of those gets the kept page with their likes and the
   * sources they may see, from one statement that also tells whether they own an itinerary
   * others do not see — their `all` list is then their own, read in full. Their `mine` and
   * `liked` pages are kept as rows per reader (`ItineraryReads.own`, 0059).
   */
  async function listWithJson(
    viewer: Viewer | null,
    query: ItineraryListQuery,
  ): Promise<Answer<ItineraryPage>> {
    if ((query.scope === 'mine' || query.scope === 'liked') && !viewer) {
      throw new AppError('unauthorized', 'Sign in to see your own or liked itineraries.');
    }
    const read = () =>
      uow.read.itineraries.list({
        viewerId: viewer?.id ?? null,
        scope: query.scope,
        sort: query.sort,
        cursor: query.cursor,
        limit: query.limit,
      });
    const answer = (rows: ItinerarySummaryRow[]): Answer<ItineraryPage> => ({
      value: itinerarySortKeys[query.sort].page(rows, query.limit, (row) => toSummary(viewer, row)),
      json: null,
    });
    const full = async () => answer(await read());
    if (viewer && (query.scope === 'mine' || query.scope === 'liked')) {
      const rows = (await reads.own.get(ownKey(viewer.id, query), read)).value;
      return answer(
        rows.map((row) => {
          const views = reads.storedViews(row.id, row.viewsCount);
          return views === row.viewsCount ? row : { ...row, viewsCount: views };
        }),
      );
    }
    const shared = await sharedList(query);
    if (!viewer) return { value: shared.value.page, json: shared.body };
    const { page, sources } = shared.value;
    const overlay = await overlayOf(
      viewer.id,
      page.items.map((item) => item.id),
    );
    if (query.scope === 'all' && overlay.ownsUnlisted) return full();
    const items = forViewer(viewer, page.items, sources, overlay.liked);
    return { value: { ...page, items }, json: splicedList(shared, items) };
  }

  /**
   * `get` with the answer's JSON when a visitor's came from memory. The view is recorded in
   * memory and written with others within a second (view-counter.ts); the answer counts it.
   */
  async function getWithJson(
    viewer: Viewer | null,
    id: string,
    visitorKeys: readonly string[],
  ): Promise<Answer<Itinerary>> {
    const keys = viewKeys(viewer, visitorKeys);
    return detailOf(viewer, id, (ref) => {
      if (keys.length > 0 && !isOwner(viewer, ref)) views.record(id, keys);
    });
  }

  return {
    async list(viewer: Viewer | null, query: ItineraryListQuery): Promise<ItineraryPage> {
      return (await listWithJson(viewer, query)).value;
    },

    listWithJson,

    /**
     * One itinerary in full. Counts a view once per viewer per 24 hours (`visitorKeys` name an
     * anonymous reader: its visitor cookie, or its address and agent), never the owner's own.
     */
    async get(viewer: Viewer | null, id: string, visitorKeys: readonly string[]): Promise<Itinerary> {
      return (await getWithJson(viewer, id, visitorKeys)).value;
    },

    getWithJson,

    /** One itinerary in full for another module (routing, exports): `get` counting no view; 404 alike. */
    async read(viewer: Viewer | null, id: string): Promise<Itinerary> {
      return (await detailOf(viewer, id)).value;
    },

    async create(viewer: Viewer, input: ItineraryWrite): Promise<Itinerary> {
      throwIfInvalid(validateItineraryInput(input));
      const values = writeValuesOf(input);
      return uow.transaction(async ({ itineraries: repo }) => {
        await ensureDestinations(viewer, repo, values.days);
        const id = await repo.insert(viewer.id, { ...values.itinerary, isPublic: false });
        await repo.insertDays(id, values.days);
        return readFull(viewer, repo, id);
      });
    },

    /** Replaces the title, dates and every day and plan, in one transaction (owner only). */
    async update(viewer: Viewer, id: string, input: ItineraryWrite): Promise<Itinerary> {
      return uow.transaction(async ({ itineraries: repo, tripOps, publish }) => {
        const row = await visible(viewer, repo, await repo.lock(id, 'update'));
        if (!canEditItinerary(viewer, row)) throw forbidden('only the owner and editors edit an itinerary');
        throwIfInvalid(validateItineraryInput(input));
        const values = writeValuesOf(input);
        await ensureDestinations(viewer, repo, values.days);
        await repo.deleteDays(id);
        await repo.update(id, values.itinerary);
        await repo.insertDays(id, values.days);
        // Every plan was rewritten (new ids): one `trip.replace` in the operation log tells the
        // planners to reload the trip (docs/decisions/0029-trip-operations.md).
        await logTripReplaced(viewer, id, row, tripOps, publish);
        return readFull(viewer, repo, id);
      });
    },

    /** Owner or admin (an admin's deletion of someone else's is audited). Copies stay, without their source. */
    async remove(viewer: Viewer, id: string): Promise<void> {
      await uow.transaction(async ({ itineraries: repo, admin }) => {
        const row = await visible(viewer, repo, await repo.lock(id, 'update'));
        if (!canDelete(viewer, row)) throw forbidden();
        const before = await readFull(viewer, repo, id);
        await auditAdminEdit(viewer, admin, row, {
          action: 'itinerary.delete',
          targetType: 'itinerary',
          targetId: id,
          targetLabel: before.title,
          before: { ...before, days: undefined },
        });
        await repo.delete(id);
      });
    },

    /**
     * The owner either way; an admin may make someone else's public itinerary private but never
     * publish a private one (canSetVisibility; spec 2 §6 gives admins the toggle on public ones).
     */
    async setVisibility(viewer: Viewer, id: string, isPublic: boolean): Promise<Itinerary> {
      return uow.transaction(async ({ itineraries: repo, admin }) => {
        const row = await visible(viewer, repo, await repo.lock(id));
        if (!canSetVisibility(viewer, row, isPublic)) throw forbidden();
        await repo.setVisibility(id, isPublic);
        const itinerary = await readFull(viewer, repo, id);
        // An admin acting on someone else's itinerary is an admin action: on the record, in the
        // same transaction.
        if (!isOwner(viewer, row) && row.isPublic !== isPublic) {
          await admin.insertAudit({
            actorId: viewer.id,
            actorEmail: viewer.email,
            action: 'itinerary.visibility',
            targetType: 'itinerary',
            targetId: id,
            targetLabel: itinerary.title,
            before: { is_public: row.isPublic },
            after: { is_public: isPublic },
          });
        }
        return itinerary;
      });
    },

    /** In one statement (db/toggle.ts): 404 unless the viewer may see the itinerary. */
    async toggleLike(viewer: Viewer, id: string): Promise<ItineraryLikeResult> {
      const result = await uow.single(
        ({ itineraries: repo }) => repo.toggleLike(id, viewer.id, isAdmin(viewer)),
        () => [],
      );
      if (!result) throw missing();
      return { is_liked: result.isOn, likes_count: result.likesCount };
    },

    /**
     * Anyone who may see it shares it (a deactivated account is refused by the access hook). A
     * sharer (`sharerKey`: the account, else the visitor) counts at most once a minute per
     * itinerary; a share past that answers the count as it stands.
     */
    async share(
      viewer: Viewer | null,
      id: string,
      channel: ShareChannel,
      sharerKey: string,
    ): Promise<ItineraryShareResult> {
      return uow.transaction(async ({ itineraries: repo, rateCounters }) => {
        const row = await visible(viewer, repo, await repo.lock(id));
        const isFirst = await rateCounters.first(`${rateCounterPrefix}share:${id}:${sharerKey}`, 60_000);
        return { share_count: isFirst ? await repo.share(id, channel) : row.shareCount };
      });
    },

    /**
     * A private copy for the viewer, titled with the copy suffix, every day and plan field kept;
     * it remembers its source, and the source counts its copies. Refused for the owner.
     */
    async copy(viewer: Viewer, id: string): Promise<Itinerary> {
      return uow.transaction(async ({ itineraries: repo }) => {
        const row = await visible(viewer, repo, await repo.lock(id));
        if (isOwner(viewer, row)) {
          throw new AppError('cannot_copy_own', 'This itinerary is already yours.');
        }
        // Read as the copier sees it: a plan linked to a destination hidden from them is copied unlinked.
        const source = await readFull(viewer, repo, id);
        const days: DayValues[] = source.days.map((day) => ({
          dayNumber: day.day_number,
          estimatedCost: day.estimated_cost,
          plans: day.plans.map((plan) => ({
            position: plan.position,
            time: plan.time,
            destination: plan.destination,
            destinationId: plan.destination_id,
            location: plan.location,
            note: plan.note,
            duration: plan.duration,
            cost: plan.cost,
            lat: plan.destination_id === null ? plan.lat : null,
            lng: plan.destination_id === null ? plan.lng : null,
          })),
        }));
        const copyId = await repo.insert(viewer.id, {
          title: `${source.title}${limits.copySuffix}`,
          startDate: source.start_date,
          endDate: source.end_date,
          location: source.location,
          totalCost: source.total_cost,
          destinationCount: source.destination_count,
          isPublic: false,
          copiedFromId: source.id,
        });
        await repo.insertDays(copyId, days);
        await repo.incrementCopyCount(id);
        return readFull(viewer, repo, copyId);
      });
    },

    /**
     * At most `recommendationsCount` other itineraries everyone sees, most liked first: the most
     * liked list (one more than needed, kept in memory) without this one, for a visitor with no
     * statement, for a signed-in reader with one (their likes).
     */
    async recommendations(viewer: Viewer | null, id: string): Promise<ItineraryRecommendations> {
      await storedFor(viewer, id);
      const count = limits.recommendationsCount;
      const top = await reads.pages.get(`mostLiked\u0001${count + 1}`, async () => {
        const rows = await uow.read.itineraries.mostLiked(count + 1);
        return {
          page: { items: rows.map((row) => toSummary(null, row)), next_cursor: null },
          sources: rows.map((row) => parseJson<CopiedFromRow>(row.copiedFrom)),
        };
      });
      const picked = top.value.page.items
        .map((item, index) => ({ item, source: top.value.sources[index] ?? null }))
        .filter(({ item }) => item.id !== id)
        .slice(0, count);
      const items = picked.map(({ item }) => item);
      if (!viewer) return { items };
      const overlay = await overlayOf(
        viewer.id,
        items.map((item) => item.id),
      );
      return {
        items: forViewer(
          viewer,
          items,
          picked.map(({ source }) => source),
          overlay.liked,
        ),
      };
    },

    /** The itinerary as an `.ics` file and the Content-Disposition to send it with. */
    async calendar(viewer: Viewer | null, id: string): Promise<CachedCalendar> {
      const repo = uow.read.itineraries;
      const ref = await visible(viewer, repo, await repo.findRef(id));
      const build = async () => {
        const itinerary = await readFull(viewer, repo, id, ref.members);
        // Reservations are the companions' (docs/API.md "Trip reservations"): only a member's file
        // holds them, and a visitor's cached file never does.
        const bookings =
          viewer && canReadTripBookings(viewer, { userId: ref.userId, members: ref.members })
            ? (await uow.read.bookings.list(id)).map((row) => toBooking(row))
            : [];
        return {
          body: itineraryCalendar(itinerary, {
            url: pageUrl(id),
            uidDomain: new URL(publicUrl).hostname,
            bookings,
          }),
          disposition: calendarDisposition(itinerary),
        };
      };
      // What a visitor downloads depends on the itinerary's version and on what others may see of
      // the destinations it links (a moderator may hide one): built once per version, and dropped
      // with the page cache on every write (app.ts). A signed-in reader may see more (their own
      // hidden destination), so theirs is built for them.
      return viewer ? cachedCalendar(await build()) : calendars.get(`${id}@${ref.version}`, build);
    },

    /**
     * What a shared link shows: title, "dates · N일 · total cost", the first destination's image
     * and the page address. Null when the itinerary is missing or private to `viewer`.
     */
    async preview(viewer: Viewer | null, id: string): Promise<ItineraryPreview | null> {
      const repo = uow.read.itineraries;
      const row = await repo.findById(id, null);
      const members = row ? await repo.members(id) : [];
      if (!row || !canSeeRow(viewer, { ...row, members })) return null;
      const summary = toSummary(viewer, row);
      const image = await repo.firstDestinationImage(id);
      return {
        title: summary.title,
        start_date: summary.start_date,
        end_date: summary.end_date,
        day_count: summary.day_count,
        total_cost: summary.total_cost,
        image_url: image ? absolute(image) : null,
        url: pageUrl(id),
        my_role: tripRoleOf(viewer, { userId: row.userId, members }),
      };
    },
  };
}

export type ItinerariesService = ReturnType<typeof createItinerariesService>;
