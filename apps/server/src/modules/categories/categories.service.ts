import type { Category, CategoryList } from '@pintrip/shared';
import type { CategoriesRepository } from './categories.repository.js';

export function createCategoriesService(repo: CategoriesRepository) {
  return {
    async list(): Promise<CategoryList> {
      const rows = await repo.list();
      return {
        items: rows.map((row): Category => ({
          id: row.id,
          name: row.name,
          created_at: row.createdAt.toISOString(),
          updated_at: row.updatedAt.toISOString(),
        })),
      };
    },
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
