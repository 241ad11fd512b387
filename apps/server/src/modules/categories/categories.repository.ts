import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, destinations, type CategoryNames } from '../../db/schema.js';

export interface CategoryValues {
  name: string;
  names: CategoryNames;
}

export function createCategoriesRepository(db: Db) {
  return {
    /**
     * Every category, by name in code-point order: the same on every database whatever its
     * collation, and for Hangul it is dictionary (가나다) order.
     */
    async list() {
      return db
        .select()
        .from(categories)
        .orderBy(sql`${categories.name} collate "C"`, asc(categories.id));
    },

    async find(id: string, lock = false) {
      const query = db.select().from(categories).where(eq(categories.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** Whether another category has this name, compared trimmed and case-insensitively. */
    async nameTaken(name: string, exceptId?: string) {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(
            sql`lower(btrim(${categories.name})) = lower(btrim(${name}))`,
            exceptId ? ne(categories.id, exceptId) : undefined,
          ),
        );
      return row !== undefined;
    },

    async insert(values: CategoryValues) {
      const [row] = await db.insert(categories).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** Renaming carries the destinations along (the foreign key is ON UPDATE CASCADE). */
    async update(id: string, values: Partial<CategoryValues>) {
      const [row] = await db
        .update(categories)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(categories.id, id))
        .returning();
      return row ?? null;
    },

    /**
     * Every category as `list` orders them, with how many destinations use it (hidden ones too:
     * they keep the name from being deleted). Each count is read from destinations_category_latest_idx.
     */
    async listWithUsage() {
      return db
        .select({
          id: categories.id,
          name: categories.name,
          names: categories.names,
          createdAt: categories.createdAt,
          updatedAt: categories.updatedAt,
          // Spelled out: drizzle writes a one-table select's columns unqualified.
          destinationCount: sql<number>`(select count(*) from destinations d where d.category = categories.name)::int`,
        })
        .from(categories)
        .orderBy(sql`${categories.name} collate "C"`, asc(categories.id));
    },

    async isInUse(name: string) {
      const [row] = await db
        .select({ id: destinations.id })
        .from(destinations)
        .where(eq(destinations.category, name))
        .limit(1);
      return row !== undefined;
    },

    async delete(id: string) {
      await db.delete(categories).where(eq(categories.id, id));
    },
  };
}
export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
