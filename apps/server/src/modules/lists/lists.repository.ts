/**
 * SQL of a trip's packing list and to-dos (docs/decisions/0037-trip-lists.md): items read through
 * trip_list_items_list_idx (trip, list, position), the user's own templates, and the trip row the
 * rules need (visibility and members).
 */
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { ListKind } from '@pintrip/shared';
import type { Db } from '../../db/client.js';
import { itineraries, listTemplates as tpl, tripListItems as li } from '../../db/schema.js';
import { tripMembersColumn } from '../itineraries/trip-members.js';

export interface ListItemValues {
  id: string;
  itineraryId: string;
  kind: ListKind;
  text: string;
  category: string | null;
  assigneeId: string | null;
  isChecked: boolean;
  position: number;
}

export type ListItemChanges = Partial<
  Pick<ListItemValues, 'text' | 'category' | 'assigneeId' | 'isChecked' | 'position'>
>;

export interface TemplateItem {
  kind: ListKind;
  text: string;
  category: string | null;
}

const itemColumns = {
  id: li.id,
  itineraryId: li.itineraryId,
  kind: li.kind,
  text: li.text,
  category: li.category,
  assigneeId: li.assigneeId,
  isChecked: li.isChecked,
  position: li.position,
  createdBy: li.createdBy,
  createdAt: li.createdAt,
  updatedAt: li.updatedAt,
};

const templateColumns = {
  id: tpl.id,
  userId: tpl.userId,
  name: tpl.name,
  items: tpl.items,
  createdAt: tpl.createdAt,
};

export function createListsRepository(db: Db) {
  return {
    /**
     * The trip as the list rules need it: owner, visibility and members. `lock` holds the row (FOR
     * NO KEY UPDATE) so that one trip's list writes (positions, the item limit) run one at a time.
     */
    async trip(id: string, lock = false) {
      const query = db
        .select({
          id: itineraries.id,
          userId: itineraries.userId,
          isPublic: itineraries.isPublic,
          hiddenAt: itineraries.hiddenAt,
          members: tripMembersColumn(itineraries.id),
        })
        .from(itineraries)
        .where(eq(itineraries.id, id));
      const [row] = lock ? await query.for('no key update') : await query;
      return row ?? null;
    },

    /** Both lists of the trip, packing first, each by position then id (trip_list_items_list_idx). */
    async items(itineraryId: string) {
      return db
        .select(itemColumns)
        .from(li)
        .where(eq(li.itineraryId, itineraryId))
        .orderBy(asc(li.kind), asc(li.position), asc(li.id));
    },

    async item(itineraryId: string, id: string) {
      const [row] = await db
        .select(itemColumns)
        .from(li)
        .where(and(eq(li.itineraryId, itineraryId), eq(li.id, id)));
      return row ?? null;
    },

    /** The trip an item id belongs to, whichever it is (a client id is global), or null. */
    async itemTrip(id: string) {
      const [row] = await db.select({ itineraryId: li.itineraryId }).from(li).where(eq(li.id, id));
      return row?.itineraryId ?? null;
    },

    async countItems(itineraryId: string) {
      const [row] = await db.select({ n: count() }).from(li).where(eq(li.itineraryId, itineraryId));
      return Number(row?.n ?? 0);
    },

    /** The position after the last item of one list (0 for an empty list). */
    async nextPosition(itineraryId: string, kind: ListKind) {
      const [row] = await db
        .select({ last: max(li.position) })
        .from(li)
        .where(and(eq(li.itineraryId, itineraryId), eq(li.kind, kind)));
      return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
    },

    /** Inserts items, or replaces one under its id on the same trip. */
    async save(values: ListItemValues[], userId: string) {
      if (values.length === 0) return;
      await db
        .insert(li)
        .values(values.map((v) => ({ ...v, createdBy: userId })))
        .onConflictDoUpdate({
          target: li.id,
          set: {
            kind: sql`excluded.kind`,
            text: sql`excluded.text`,
            category: sql`excluded.category`,
            assigneeId: sql`excluded.assignee_id`,
            isChecked: sql`excluded.is_checked`,
            position: sql`excluded.position`,
            updatedAt: sql`now()`,
          },
          where: eq(li.itineraryId, values[0]!.itineraryId),
        });
    },

    async update(itineraryId: string, id: string, changes: ListItemChanges) {
      await db
        .update(li)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(li.itineraryId, itineraryId), eq(li.id, id)));
    },

    /** Deletes the item; whether there was one. */
    async remove(itineraryId: string, id: string) {
      const rows = await db
        .delete(li)
        .where(and(eq(li.itineraryId, itineraryId), eq(li.id, id)))
        .returning({ id: li.id });
      return rows.length > 0;
    },

    /** The user's templates, oldest first (list_templates_user_idx). */
    async templates(userId: string) {
      return db
        .select(templateColumns)
        .from(tpl)
        .where(eq(tpl.userId, userId))
        .orderBy(asc(tpl.createdAt), asc(tpl.id));
    },

    async template(id: string) {
      const [row] = await db.select(templateColumns).from(tpl).where(eq(tpl.id, id));
      return row ?? null;
    },

    async countTemplates(userId: string) {
      const [row] = await db.select({ n: count() }).from(tpl).where(eq(tpl.userId, userId));
      return Number(row?.n ?? 0);
    },

    async saveTemplate(values: { id: string; userId: string; name: string; items: TemplateItem[] }) {
      await db
        .insert(tpl)
        .values(values)
        .onConflictDoUpdate({
          target: tpl.id,
          set: { name: values.name, items: values.items },
          where: eq(tpl.userId, values.userId),
        });
    },

    /** Deletes the user's template; whether there was one. */
    async removeTemplate(userId: string, id: string) {
      const rows = await db
        .delete(tpl)
        .where(and(eq(tpl.userId, userId), eq(tpl.id, id)))
        .returning({ id: tpl.id });
      return rows.length > 0;
    },
  };
}
