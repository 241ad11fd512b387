import {
  categoryNameMaxLength,
  type Category,
  type CategoryCreate,
  type CategoryList,
  type CategoryUpdate,
} from '@pintrip/shared';
import type { Viewer } from '../../auth/viewer.js';
import { AppError, notFound } from '../../lib/errors.js';
import { isConstraintViolation } from '../../lib/pg-errors.js';
import type { AppUnitOfWork } from '../../repositories.js';
import type { CategoryValues } from './categories.repository.js';

interface CategoryRow {
  id: string;
  name: string;
  nameEn: string | null;
  nameJa: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    name_ja: row.nameJa,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const tooLong = (field: string) =>
  new AppError('validation_failed', `The ${field} is longer than ${categoryNameMaxLength} characters.`, {
    [field]: 'too_long',
  });

/** The values a request sets: names trimmed, blank translations cleared; name_required when blank. */
function valuesOf(input: CategoryCreate, requireName: boolean): Partial<CategoryValues> {
  const values: Partial<CategoryValues> = {};
  if (requireName || input.name !== undefined) {
    const name = input.name?.trim() ?? '';
    if (!name) throw new AppError('name_required', 'A category needs a name.', { name: 'name_required' });
    if (name.length > categoryNameMaxLength) throw tooLong('name');
    values.name = name;
  }
  for (const [field, key] of [
    ['name_en', 'nameEn'],
    ['name_ja', 'nameJa'],
  ] as const) {
    const value = input[field];
    if (value === undefined) continue;
    const trimmed = value?.trim() ?? '';
    if (trimmed.length > categoryNameMaxLength) throw tooLong(field);
    values[key] = trimmed || null;
  }
  return values;
}

const exists = () =>
  new AppError('category_exists', 'A category with this name already exists.', { name: 'category_exists' });

/** Categories: read by anyone; created, renamed and deleted by admins, each change audited. */
export function createCategoriesService(uow: AppUnitOfWork) {
  const audit = (viewer: Viewer) => ({
    actorId: viewer.id,
    actorEmail: viewer.email,
    targetType: 'category',
  });

  return {
    async list(): Promise<CategoryList> {
      const rows = await uow.read.categories.list();
      return { items: rows.map(toCategory) };
    },

    async create(viewer: Viewer, input: CategoryCreate): Promise<Category> {
      const values = valuesOf(input, true) as CategoryValues;
      try {
        return await uow.transaction(async ({ categories, admin }) => {
          if (await categories.nameTaken(values.name)) throw exists();
          const row = await categories.insert({
            name: values.name,
            nameEn: values.nameEn ?? null,
            nameJa: values.nameJa ?? null,
          });
          const category = toCategory(row);
          await admin.insertAudit({
            ...audit(viewer),
            action: 'category.create',
            targetId: row.id,
            targetLabel: row.name,
            after: category,
          });
          return category;
        });
      } catch (error) {
        if (isConstraintViolation(error, 'unique')) throw exists();
        throw error;
      }
    },

    async update(viewer: Viewer, id: string, input: CategoryUpdate): Promise<Category> {
      const values = valuesOf(input, false);
      try {
        return await uow.transaction(async ({ categories, admin }) => {
          const before = await categories.find(id, true);
          if (!before) throw notFound('category');
          if (values.name !== undefined && (await categories.nameTaken(values.name, id))) throw exists();
          const row = await categories.update(id, values);
          if (!row) throw notFound('category');
          const category = toCategory(row);
          await admin.insertAudit({
            ...audit(viewer),
            action: 'category.update',
            targetId: id,
            targetLabel: row.name,
            before: toCategory(before),
            after: category,
          });
          return category;
        });
      } catch (error) {
        if (isConstraintViolation(error, 'unique')) throw exists();
        throw error;
      }
    },

    async remove(viewer: Viewer, id: string): Promise<void> {
      const inUse = () =>
        new AppError('category_in_use', 'Destinations still use this category.', { id: 'category_in_use' });
      try {
        await uow.transaction(async ({ categories, admin }) => {
          const before = await categories.find(id, true);
          if (!before) throw notFound('category');
          if (await categories.isInUse(before.name)) throw inUse();
          await categories.delete(id);
          await admin.insertAudit({
            ...audit(viewer),
            action: 'category.delete',
            targetId: id,
            targetLabel: before.name,
            before: toCategory(before),
          });
        });
      } catch (error) {
        // A destination created meanwhile: the foreign key refuses the delete.
        if (isConstraintViolation(error, 'foreign_key')) throw inUse();
        throw error;
      }
    },
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
