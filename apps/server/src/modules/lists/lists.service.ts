/**
 * The rules of a trip's packing list and to-dos (issue 23, docs/decisions/0037-trip-lists.md):
 * members read them, the owner and editors write them (policies.ts `canReadTripLists`,
 * `canWriteTripLists`). Items are written under the client's id, so a replay changes nothing;
 * a template adds only what the trip lacks (same list, same text), so applying it twice adds
 * nothing the second time.
 */
import {
  builtinListTemplates,
  canReadTripLists,
  canWriteTripLists,
  isId,
  listLimits,
  type BuiltinListTemplateKey,
  type ListApplyResult,
  type ListItem,
  type ListItemPatch,
  type ListItems,
  type ListTemplate,
  type ListTemplates,
  type listApplyInputSchema,
  type listItemInputSchema,
  type listTemplateInputSchema,
} from '@pintrip/shared';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Viewer } from '../../auth/viewer.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { translate } from '../../lib/translations.js';
import { canSeeRow, visibilityOf } from '../../lib/visibility.js';
import type { Publish } from '../../db/unit-of-work.js';
import type { AppUnitOfWork, Repositories } from '../../repositories.js';
import type { EventAudience } from '../events/event-bus.js';
import type { ListItemChanges, ListItemValues, TemplateItem } from './lists.repository.js';

type Work = Repositories;
type TripRow = NonNullable<Awaited<ReturnType<Work['lists']['trip']>>>;
type ItemRow = NonNullable<Awaited<ReturnType<Work['lists']['item']>>>;
type TemplateRow = NonNullable<Awaited<ReturnType<Work['lists']['template']>>>;
type ItemInput = z.output<typeof listItemInputSchema>;
type ApplyInput = z.output<typeof listApplyInputSchema>;
type TemplateInput = z.output<typeof listTemplateInputSchema>;

const invalid = (fields: Record<string, string>) =>
  new AppError('validation_failed', 'The list item is not valid.', fields);
const tooMany = () => new AppError('conflict', `A trip holds at most ${listLimits.itemsPerTrip} list items.`);

/** The owner and the members of a trip: who may be assigned an item. */
const participantsOf = (trip: TripRow) =>
  new Set([...(trip.userId ? [trip.userId] : []), ...trip.members.map((member) => member.userId)]);

/** List events go to the trip's owner and members only, even on a public trip. */
const listsAudience = (trip: TripRow): EventAudience => [
  visibilityOf({ userId: trip.userId, hiddenAt: new Date(0), isPublic: false, members: trip.members }),
];

export const toListItem = (row: ItemRow): ListItem => ({
  id: row.id,
  itinerary_id: row.itineraryId,
  kind: row.kind,
  text: row.text,
  category: row.category,
  assignee_id: row.assigneeId,
  is_checked: row.isChecked,
  position: row.position,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const toTemplate = (row: TemplateRow): ListTemplate => ({
  id: row.id,
  name: row.name,
  items: row.items,
  created_at: row.createdAt.toISOString(),
});

/** A built-in template's items in `lang` (the default language's for an unknown code). */
function builtinItems(key: BuiltinListTemplateKey, lang: string): TemplateItem[] {
  const t = translate(lang);
  return builtinListTemplates[key].map((item) => ({
    kind: item.kind,
    text: t(`lists.builtin.${key}.items.${item.key}`),
    category: item.category === null ? null : t(`lists.builtin.categories.${item.category}`),
  }));
}

const sameKey = (item: { kind: string; text: string }) => `${item.kind}\u0000${item.text.trim()}`;

export function createListsService(uow: AppUnitOfWork) {
  /** The trip if `viewer` may see it (404 otherwise); 403 to a reader who is not on it. */
  const readable = async (viewer: Viewer | null, work: Work, id: string, lock = false) => {
    const trip = await work.lists.trip(id, lock);
    if (!trip || !canSeeRow(viewer, trip)) throw notFound('itinerary');
    if (!canReadTripLists(viewer, trip)) throw forbidden("only the trip's members see its lists");
    return trip;
  };

  const writable = async (viewer: Viewer, work: Work, id: string) => {
    const trip = await readable(viewer, work, id, true);
    if (!canWriteTripLists(viewer, trip)) throw forbidden('only the owner and editors write the lists');
    return trip;
  };

  const checkAssignee = (trip: TripRow, assigneeId: string | null | undefined) => {
    if (assigneeId && !participantsOf(trip).has(assigneeId)) throw invalid({ assignee_id: 'not_a_member' });
  };

  const publish = (
    work: { publish: Publish },
    trip: TripRow,
    kind: 'item.saved' | 'item.deleted' | 'template.applied',
    userId: string,
    itemId?: string,
  ) =>
    work.publish(
      'itinerary.lists',
      { id: trip.id, kind, user_id: userId, ...(itemId ? { item_id: itemId } : {}) },
      listsAudience(trip),
    );

  return {
    async list(viewer: Viewer | null, id: string): Promise<ListItems> {
      const work = uow.read;
      await readable(viewer, work, id);
      return { items: (await work.lists.items(id)).map(toListItem) };
    },

    /**
     * Creates or replaces the item `itemId` (the client's id). A replay of what is stored answers
     * it unchanged, with no event; an id used on another trip is 409 `conflict`.
     */
    async put(
      viewer: Viewer,
      id: string,
      itemId: string,
      input: ItemInput,
    ): Promise<{ item: ListItem; created: boolean }> {
      return uow.transaction(async (work) => {
        const trip = await writable(viewer, work, id);
        checkAssignee(trip, input.assignee_id);
        const existing = await work.lists.item(id, itemId);
        if (!existing && (await work.lists.itemTrip(itemId)) !== null)
          throw new AppError('conflict', 'This list item id is taken.');
        if (!existing && (await work.lists.countItems(id)) >= listLimits.itemsPerTrip) throw tooMany();
        const position =
          input.position ??
          (existing && existing.kind === input.kind
            ? existing.position
            : await work.lists.nextPosition(id, input.kind));
        const values: ListItemValues = {
          id: itemId,
          itineraryId: id,
          kind: input.kind,
          text: input.text,
          category: input.category ? input.category : null,
          assigneeId: input.assignee_id ?? null,
          isChecked: input.is_checked,
          position,
        };
        if (
          existing &&
          existing.kind === values.kind &&
          existing.text === values.text &&
          existing.category === values.category &&
          existing.assigneeId === values.assigneeId &&
          existing.isChecked === values.isChecked &&
          existing.position === values.position
        )
          return { item: toListItem(existing), created: false };
        await work.lists.save([values], viewer.id);
        const saved = await work.lists.item(id, itemId);
        if (!saved) throw new Error('saved list item not found');
        await publish(work, trip, 'item.saved', viewer.id, itemId);
        return { item: toListItem(saved), created: !existing };
      });
    },

    /** Changes only the fields sent; 404 when the item is not on the trip. */
    async patch(viewer: Viewer, id: string, itemId: string, patch: ListItemPatch): Promise<ListItem> {
      return uow.transaction(async (work) => {
        const trip = await writable(viewer, work, id);
        const existing = await work.lists.item(id, itemId);
        if (!existing) throw notFound('list item');
        checkAssignee(trip, patch.assignee_id);
        const changes: ListItemChanges = {};
        if (patch.text !== undefined && patch.text !== existing.text) changes.text = patch.text;
        if (patch.category !== undefined) {
          const category = patch.category ? patch.category : null;
          if (category !== existing.category) changes.category = category;
        }
        if (patch.assignee_id !== undefined && patch.assignee_id !== existing.assigneeId)
          changes.assigneeId = patch.assignee_id;
        if (patch.is_checked !== undefined && patch.is_checked !== existing.isChecked)
          changes.isChecked = patch.is_checked;
        if (patch.position !== undefined && patch.position !== existing.position)
          changes.position = patch.position;
        if (Object.keys(changes).length === 0) return toListItem(existing);
        await work.lists.update(id, itemId, changes);
        const saved = await work.lists.item(id, itemId);
        if (!saved) throw new Error('updated list item not found');
        await publish(work, trip, 'item.saved', viewer.id, itemId);
        return toListItem(saved);
      });
    },

    /** Deletes an item; deleting one already gone answers the same (a replayed delete). */
    async remove(viewer: Viewer, id: string, itemId: string): Promise<void> {
      await uow.transaction(async (work) => {
        const trip = await writable(viewer, work, id);
        if (await work.lists.remove(id, itemId)) await publish(work, trip, 'item.deleted', viewer.id, itemId);
      });
    },

    /**
     * Adds a template's items the trip lacks (same list, same text), each last in its list. A
     * built-in template is written in `lang`; a user's template is the viewer's own (404 otherwise).
     */
    async apply(viewer: Viewer, id: string, input: ApplyInput): Promise<ListApplyResult> {
      return uow.transaction(async (work) => {
        const trip = await writable(viewer, work, id);
        let source: TemplateItem[];
        if (isId(input.template)) {
          const row = await work.lists.template(input.template);
          if (!row || row.userId !== viewer.id) throw notFound('list template');
          source = row.items;
        } else {
          source = builtinItems(input.template as BuiltinListTemplateKey, input.lang);
        }
        const current = await work.lists.items(id);
        const seen = new Set(current.map(sameKey));
        const fresh = source.filter((item) => {
          const key = sameKey(item);
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
        if (current.length + fresh.length > listLimits.itemsPerTrip) throw tooMany();
        const next: Record<string, number> = {};
        for (const item of current) next[item.kind] = Math.max(next[item.kind] ?? 0, item.position + 1);
        const values = fresh.map((item): ListItemValues => ({
          id: randomUUID(),
          itineraryId: id,
          kind: item.kind,
          text: item.text.trim(),
          category: item.category,
          assigneeId: null,
          isChecked: false,
          position: (next[item.kind] = (next[item.kind] ?? 0) + 1) - 1,
        }));
        await work.lists.save(values, viewer.id);
        if (values.length > 0) await publish(work, trip, 'template.applied', viewer.id);
        return { added: values.length, items: (await work.lists.items(id)).map(toListItem) };
      });
    },

    /** The built-in templates in `lang` and the viewer's own. */
    async templates(viewer: Viewer, lang: string): Promise<ListTemplates> {
      const t = translate(lang);
      const own = await uow.read.lists.templates(viewer.id);
      return {
        builtin: (Object.keys(builtinListTemplates) as BuiltinListTemplateKey[]).map((key) => ({
          key,
          name: t(`lists.builtin.${key}.name`),
          items: builtinItems(key, lang),
        })),
        own: own.map(toTemplate),
      };
    },

    /**
     * Saves a trip's lists (the kinds asked for) as the viewer's template `templateId`: anyone who
     * reads the trip's lists may. The same id again replaces the template (200); another user's
     * id is 409 `conflict`.
     */
    async saveTemplate(
      viewer: Viewer,
      templateId: string,
      input: TemplateInput,
    ): Promise<{ template: ListTemplate; created: boolean }> {
      return uow.transaction(async (work) => {
        await readable(viewer, work, input.itinerary_id);
        const existing = await work.lists.template(templateId);
        if (existing && existing.userId !== viewer.id)
          throw new AppError('conflict', 'This template id is taken.');
        if (!existing && (await work.lists.countTemplates(viewer.id)) >= listLimits.templatesPerUser)
          throw new AppError('conflict', `You keep at most ${listLimits.templatesPerUser} templates.`);
        const kinds = new Set(input.kinds);
        const items = (await work.lists.items(input.itinerary_id))
          .filter((row) => kinds.has(row.kind))
          .map((row): TemplateItem => ({ kind: row.kind, text: row.text, category: row.category }));
        if (items.length === 0) throw invalid({ itinerary_id: 'list_empty' });
        await work.lists.saveTemplate({ id: templateId, userId: viewer.id, name: input.name, items });
        const saved = await work.lists.template(templateId);
        if (!saved) throw new Error('saved template not found');
        return { template: toTemplate(saved), created: !existing };
      });
    },

    /** Deletes one of the viewer's templates (204, also when already gone); another user's is 404. */
    async removeTemplate(viewer: Viewer, templateId: string): Promise<void> {
      await uow.transaction(async (work) => {
        if (await work.lists.removeTemplate(viewer.id, templateId)) return;
        const row = await work.lists.template(templateId);
        if (row) throw notFound('list template');
      });
    },
  };
}

export type ListsService = ReturnType<typeof createListsService>;
