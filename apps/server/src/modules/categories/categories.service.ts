import type { Category, CategoryList } from '@pintrip/shared';
import type { AppUnitOfWork } from '../../repositories.js';

export function createCategoriesService(uow: AppUnitOfWork) {
  return {
    async list(): Promise<CategoryList> {
      const rows = await uow.read.categories.list();
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
