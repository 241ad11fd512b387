/**
 * The destination rules: who may write what, the ordered validation of spec 1 §5 (shared with
 * the web form), one transaction per write, and the realtime event published inside it (so it is
 * delivered exactly when the write commits).
 */
import {
  eventDescriptionMaxLength,
  normalizeHashtags,
  validateDestinationInput,
  limits,
  type BookmarkToggleResult,
  type Destination,
  type DestinationCreate,
  type DestinationListQuery,
  type DestinationPage,
  type DestinationSnapshot,
  type DestinationUpdate,
  type LikeToggleResult,
  type PageQuery,
  canEdit,
  isAdmin,
} from '@pintrip/shared';
import type { Viewer } from '../../auth/viewer.js';
import type { ViewerMarksCache } from '../../auth/viewer-marks.js';
import { toAuthor } from '../../db/author.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { throwIfInvalid } from '../../lib/validation.js';
import { byIdBatches } from '../../db/by-id-batches.js';
import { createJsonSplicer } from '../../lib/json-splice.js';
import { createPageCache, type PageCache } from '../../lib/page-cache.js';
import { canSeeRow, visibilityOf } from '../../lib/visibility.js';
import { auditAdminEdit } from '../admin/admin-edits.js';
import type { AppUnitOfWork, Repositories } from '../../repositories.js';
import {
  bookmarkKeys,
  ownKeys,
  destinationSortKeys,
  type DestinationRow,
  type DestinationValues,
  type Reaction,
} from './destinations.repository.js';

type DestinationsRepository = Repositories['destinations'];

const missing = () => notFound('destination');

/** Trimmed values of a validated create/update input, with the defaults of spec 1 §3. */
function valuesOf(input: DestinationCreate): Partial<DestinationValues> {
  const values: Partial<DestinationValues> = {};
  if (input.title !== undefined) values.title = (input.title ?? '').trim();
  if (input.description !== undefined) values.description = (input.description ?? '').trim();
  if (input.location !== undefined) values.location = (input.location ?? '').trim();
  if (input.category !== undefined) values.category = (input.category ?? '').trim();
  if (input.image_url !== undefined) values.imageUrl = (input.image_url ?? '').trim();
  if (input.lat !== undefined) values.lat = input.lat;
  if (input.lng !== undefined) values.lng = input.lng;
  if (input.budget_min != null) values.budgetMin = input.budget_min;
  if (input.budget_max != null) values.budgetMax = input.budget_max;
  if (input.rating !== undefined) values.rating = input.rating ?? limits.ratingDefault;
  if (input.hashtags !== undefined) values.hashtags = normalizeHashtags(input.hashtags ?? []);
  return values;
}

export function toDestination(row: DestinationRow): Destination {
  return {
    id: row.id,
    user_id: row.userId,
    title: row.title,
    description: row.description,
    image_url: row.imageUrl,
    location: row.location,
    lat: row.lat,
    lng: row.lng,
    category: row.category,
    budget_min: row.budgetMin,
    budget_max: row.budgetMax,
    rating: row.rating,
    hashtags: row.hashtags,
    likes_count: row.likesCount,
    comments_count: row.commentsCount,
    bookmarks_count: row.bookmarksCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    is_liked: Boolean(row.isLiked),
    is_bookmarked: Boolean(row.isBookmarked),
    author: toAuthor(row.userId, row.author),
    is_hidden: row.hiddenAt !== null,
  };
}

/**
 * The search term as the list query compares it (NFC, trimmed, lower case), or undefined. Part of
 * a cached page's key, so that `?q=해변` and `?q= 해변 ` share one entry.
 */
const searchTermOf = (query: DestinationListQuery) =>
  query.q?.normalize('NFC').trim().toLowerCase() || undefined;

/** A shared page item's flags, as its JSON has them (see `segmentsOf`). */
const noFlags = '"is_liked":false,"is_bookmarked":false';

export function createDestinationsService(
  uow: AppUnitOfWork,
  shared: PageCache<DestinationPage> = createPageCache(),
  /** Absent: every signed-in page asks the database for the viewer's marks. */
  marks?: ViewerMarksCache,
  /**
   * Each destination's row as a visitor reads it, by id, dropped with `shared` (app.ts: on every
   * write committed here and every event of another instance — what changes a detail changes
   * the pages that show it). Visitors' details are answered from it (0059).
   */
  details: PageCache<DestinationRow> = createPageCache({ maxEntries: 10_000 }),
) {
  /** A visitor's first read of a destination, with the others asked for in the same turn (0064). */
  const visitorRow = byIdBatches((ids) => uow.read.destinations.findManyForVisitor(ids));
  /**
   * A page as everyone of an audience sees it: visitors (and users), or admins, who also see
   * hidden destinations (marked `is_hidden`). Neither carries anyone's likes or bookmarks. Any
   * page: every sort, category, cursor and search term is its own entry (bounded by bytes).
   */
  const sharedPage = (query: DestinationListQuery, audience: 'everyone' | 'admins' = 'everyone') => {
    const category = query.category?.trim() || undefined;
    const q = searchTermOf(query);
    const key = [audience, query.sort, category ?? '', query.limit, query.cursor ?? '', q ?? ''].join(
      '\u0001',
    );
    return shared.get(key, async () => {
      const rows = await uow.read.destinations.list({
        viewerId: null,
        seesHidden: audience === 'admins',
        category,
        q,
        sort: query.sort,
        cursor: query.cursor,
        limit: query.limit,
      });
      return destinationSortKeys[query.sort].page(rows, query.limit, toDestination);
    });
  };

  /** The public part of a destination for an event; the description is cut to stay under NOTIFY's limit. */
  const toSnapshot = (destination: Destination): DestinationSnapshot => {
    const { is_liked: _liked, is_bookmarked: _bookmarked, ...rest } = destination;
    const truncated = destination.description.length > eventDescriptionMaxLength;
    return {
      ...rest,
      description: truncated
        ? destination.description.slice(0, eventDescriptionMaxLength)
        : destination.description,
      description_truncated: truncated,
    };
  };

  const readInside = async (viewerId: string, repo: DestinationsRepository, id: string) => {
    const row = await repo.findById(id, viewerId);
    if (!row) throw missing();
    return toDestination(row);
  };

  /** Locks the destination; 404 unless the viewer may see it (a hidden one: author and admins). */
  const lockVisible = async (viewer: Viewer, repo: DestinationsRepository, id: string, forDelete = false) => {
    const row = await repo.lock(id, forDelete);
    if (!row || !canSeeRow(viewer, row)) throw missing();
    return row;
  };

  /** Locks the destination and checks that the viewer is its author or an admin. */
  const lockOwned = async (viewer: Viewer, repo: DestinationsRepository, id: string, forDelete = false) => {
    const row = await lockVisible(viewer, repo, id, forDelete);
    if (!canEdit(viewer, row)) throw forbidden();
    return row;
  };

  const ensureCategory = async (repo: DestinationsRepository, name: string | undefined) => {
    if (name !== undefined && !(await repo.categoryExists(name))) {
      throw new AppError('category_unknown', 'There is no category with this name.', {
        category: 'category_unknown',
      });
    }
  };

  /**
   * Flips the viewer's like or bookmark in one statement (db/toggle.ts): 404 unless the viewer may
   * see the destination (a hidden one: its author and admins); every client hears the counts.
   */
  const toggleReaction = async (viewer: Viewer, reaction: Reaction, id: string) => {
    const result = await uow.single(
      ({ destinations: repo }) => repo.toggleReaction(reaction, id, viewer.id, isAdmin(viewer)),
      (toggled) => (toggled ? ['destination.updated'] : []),
    );
    if (!result) throw missing();
    return result;
  };

  /**
   * The viewer's likes and bookmarks among `ids`, and whether they wrote a hidden destination:
   * from their marks in memory (auth/viewer-marks.ts), or one query for an account with too many
   * marks to keep.
   */
  async function overlayOf(viewerId: string, ids: readonly string[]) {
    const kept = await marks?.get(viewerId, (limit) => uow.read.destinations.viewerMarks(viewerId, limit));
    if (!kept) return uow.read.destinations.viewerOverlay(viewerId, ids);
    const flags = new Map<string, { isLiked: boolean; isBookmarked: boolean }>();
    for (const id of ids)
      flags.set(id, { isLiked: kept.liked.has(id), isBookmarked: kept.bookmarked.has(id) });
    return { flags, ownsHidden: kept.ownsHidden };
  }

  /** The viewer's flags in place of a shared page's (lib/json-splice.ts). */
  const spliceFlags = createJsonSplicer<DestinationPage>(noFlags, (value) => value.items.length);

  async function listWithJson(
    viewer: Viewer | null,
    query: DestinationListQuery,
  ): Promise<{ value: DestinationPage; json: string | null }> {
    if (!viewer) {
      const page = await sharedPage(query);
      return { value: page.value, json: page.body };
    }
    // The shared rows of the viewer's audience, plus their own flags for those ids — in one
    // query that also asks whether they wrote a hidden destination, whose page is their own.
    const page = await sharedPage(query, isAdmin(viewer) ? 'admins' : 'everyone');
    const { value } = page;
    const overlay = await overlayOf(
      viewer.id,
      value.items.map((item) => item.id),
    );
    if (isAdmin(viewer) || !overlay.ownsHidden) {
      const flagged = {
        ...value,
        items: value.items.map((item) => ({
          ...item,
          is_liked: overlay.flags.get(item.id)?.isLiked ?? false,
          is_bookmarked: overlay.flags.get(item.id)?.isBookmarked ?? false,
        })),
      };
      const json = spliceFlags(page, (i) => {
        const item = flagged.items[i];
        return `"is_liked":${item?.is_liked ?? false},"is_bookmarked":${item?.is_bookmarked ?? false}`;
      });
      return { value: flagged, json };
    }
    // An author of a hidden destination sees it in their lists: their page is their own.
    const rows = await uow.read.destinations.list({
      viewerId: viewer.id,
      seesHidden: false,
      category: query.category?.trim() || undefined,
      q: searchTermOf(query),
      sort: query.sort,
      cursor: query.cursor,
      limit: query.limit,
    });
    return { value: destinationSortKeys[query.sort].page(rows, query.limit, toDestination), json: null };
  }

  return {
    /**
     * A page (any sort, category, cursor, search) as a visitor sees it, from memory
     * (lib/page-cache.ts), with its JSON and ETag.
     */
    sharedPage,

    async list(viewer: Viewer | null, query: DestinationListQuery): Promise<DestinationPage> {
      return (await listWithJson(viewer, query)).value;
    },

    /**
     * `list` with the answer's JSON when it was written from a cached page (a signed-in viewer's
     * flags spliced into the shared page's JSON: no serialization of the items per request).
     * `json` is null when the page must be serialized as usual.
     */
    listWithJson,

    async get(viewer: Viewer | null, id: string): Promise<Destination> {
      const row = viewer
        ? await uow.read.destinations.findById(id, viewer.id)
        : (
            await details.get(id, async () => {
              const found = await visitorRow(id);
              if (!found) throw missing();
              return found;
            })
          ).value;
      // A kept row may be hidden: the policy decides each read.
      if (!row || !canSeeRow(viewer, row)) throw missing();
      return toDestination(row);
    },

    async create(viewer: Viewer, input: DestinationCreate): Promise<Destination> {
      throwIfInvalid(validateDestinationInput(input));
      const values = valuesOf(input) as DestinationValues;
      values.rating ??= limits.ratingDefault;
      values.hashtags ??= [];
      values.lat ??= null;
      values.lng ??= null;
      return uow.transaction(async ({ destinations: repo, publish }) => {
        await ensureCategory(repo, values.category);
        const id = await repo.insert(viewer.id, values);
        const destination = await readInside(viewer.id, repo, id);
        await publish('destination.created', toSnapshot(destination));
        return destination;
      });
    },

    async update(viewer: Viewer, id: string, patch: DestinationUpdate): Promise<Destination> {
      return uow.transaction(async ({ destinations: repo, admin, publish }) => {
        const row = await lockOwned(viewer, repo, id);
        const current = await readInside(viewer.id, repo, id);
        const merged: DestinationCreate = {
          title: current.title,
          description: current.description,
          location: current.location,
          category: current.category,
          image_url: current.image_url,
          budget_min: current.budget_min,
          budget_max: current.budget_max,
          rating: current.rating,
          hashtags: current.hashtags,
          lat: current.lat,
          lng: current.lng,
        };
        for (const [field, value] of Object.entries(patch) as [keyof DestinationCreate, never][]) {
          if (value !== undefined) merged[field] = value;
        }
        throwIfInvalid(validateDestinationInput(merged));
        const values = valuesOf(patch);
        if (values.category !== undefined && values.category !== current.category) {
          await ensureCategory(repo, values.category);
        }
        await repo.update(id, values);
        const destination = await readInside(viewer.id, repo, id);
        const changed = (Object.keys(patch) as (keyof DestinationUpdate)[]).filter(
          (field) => patch[field] !== undefined,
        );
        const pick = (d: Destination) => Object.fromEntries(changed.map((field) => [field, d[field]]));
        await auditAdminEdit(viewer, admin, row, {
          action: 'destination.update',
          targetType: 'destination',
          targetId: id,
          targetLabel: destination.title,
          before: pick(current),
          after: pick(destination),
        });
        await publish('destination.updated', toSnapshot(destination), [visibilityOf(row)]);
        return destination;
      });
    },

    /** Likes, bookmarks, comments and their reactions go with it (foreign keys cascade). */
    async remove(viewer: Viewer, id: string): Promise<void> {
      await uow.transaction(async ({ destinations: repo, admin, publish }) => {
        const row = await lockOwned(viewer, repo, id, true);
        const current = await readInside(viewer.id, repo, id);
        await auditAdminEdit(viewer, admin, row, {
          action: 'destination.delete',
          targetType: 'destination',
          targetId: id,
          targetLabel: current.title,
          before: toSnapshot(current),
        });
        await repo.delete(id);
        await publish('destination.deleted', { id }, [visibilityOf(row)]);
      });
    },

    async toggleLike(viewer: Viewer, id: string): Promise<LikeToggleResult> {
      const result = await toggleReaction(viewer, 'like', id);
      return { is_liked: result.isOn, likes_count: result.likesCount };
    },

    async toggleBookmark(viewer: Viewer, id: string): Promise<BookmarkToggleResult> {
      const result = await toggleReaction(viewer, 'bookmark', id);
      return { is_bookmarked: result.isOn, bookmarks_count: result.bookmarksCount };
    },

    /** The viewer's own destinations, newest first, hidden ones included and marked. */
    async own(viewer: Viewer, page: PageQuery): Promise<DestinationPage> {
      const rows = await uow.read.destinations.listOwn(viewer.id, page.limit, page.cursor);
      return ownKeys.page(rows, page.limit, toDestination);
    },

    /** The viewer's bookmarked destinations, newest bookmark first. */
    async bookmarks(viewer: Viewer, page: PageQuery): Promise<DestinationPage> {
      const rows = await uow.read.destinations.listBookmarks(viewer.id, page.limit, page.cursor);
      return bookmarkKeys.page(rows, page.limit, toDestination);
    },
  };
}

export type DestinationsService = ReturnType<typeof createDestinationsService>;
