import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories } from '../../db/schema.js';

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
  };
}
export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
