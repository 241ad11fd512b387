import {
  categoryNameFields,
  categoryNameMaxLength,
  type Category,
  type CategoryCreate,
  type CategoryList,
  type CategoryUsageList,
  type CategoryNameField,
  type CategoryUpdate,
} from '@pintrip/shared';
import type { Viewer } from '../../auth/viewer.js';
import type { CategoryNames } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { isConstraintViolation } from '../../lib/pg-errors.js';
import type { AppUnitOfWork } from '../../repositories.js';

interface CategoryRow {
  id: string;
  name: string;
  names: CategoryNames;
  createdAt: Date;
  updatedAt: Date;
}

/** The fields of other languages' names (`name_en`) paired with the language they store. */
const nameFields = Object.entries(categoryNameFields) as [string, CategoryNameField][];

export function toCategory(row: CategoryRow): Category {
  const translated = Object.fromEntries(
    nameFields.map(([language, field]) => [field, row.names[language] ?? null]),
  ) as Pick<Category, CategoryNameField>;
  return {
    id: row.id,
    name: row.name,
    ...translated,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const tooLong = (field: string) =>
  new AppError('validation_failed', `The ${field} is longer than ${categoryNameMaxLength} characters.`, {
    [field]: 'too_long',
  });

interface CategoryChanges {
  name?: string;
  /** Per language: the new name, or null to clear it (a blank translation). */
  names: Record<string, string | null>;
}

/** What a request changes: names trimmed, blank translations cleared; name_required when blank. */
function changesOf(input: CategoryCreate, requireName: boolean): CategoryChanges {
  const changes: CategoryChanges = { names: {} };
  if (requireName || input.name !== undefined) {
    const name = input.name?.trim() ?? '';
    if (!name) throw new AppError('name_required', 'A category needs a name.', { name: 'name_required' });
    if (name.length > categoryNameMaxLength) throw tooLong('name');
    changes.name = name;
  }
  for (const [language, field] of nameFields) {
    const value = input[field];
    if (value === undefined) continue;
    const trimmed = value?.trim() ?? '';
    if (trimmed.length > categoryNameMaxLength) throw tooLong(field);
    changes.names[language] = trimmed || null;
  }
  return changes;
}

/** `names` with `changes` applied: a null removes the language's name. */
function withNames(names: CategoryNames, changes: Record<string, string | null>): CategoryNames {
  const next: CategoryNames = { ...names };
  for (const [language, value] of Object.entries(changes)) {
    if (value === null) delete next[language];
    else next[language] = value;
  }
  return next;
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

    /** For admins: every category with how many destinations use it (one in use cannot be deleted). */
    async listWithUsage(): Promise<CategoryUsageList> {
      const rows = await uow.read.categories.listWithUsage();
      return { items: rows.map((row) => ({ ...toCategory(row), destination_count: row.destinationCount })) };
    },

    async create(viewer: Viewer, input: CategoryCreate): Promise<Category> {
      const changes = changesOf(input, true);
      const name = changes.name as string;
      try {
        return await uow.transaction(async ({ categories, admin }) => {
          if (await categories.nameTaken(name)) throw exists();
          const row = await categories.insert({ name, names: withNames({}, changes.names) });
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
      const changes = changesOf(input, false);
      try {
        return await uow.transaction(async ({ categories, admin }) => {
          // Locked: the names merged below are the ones another admin's change left.
          const before = await categories.find(id, true);
          if (!before) throw notFound('category');
          if (changes.name !== undefined && (await categories.nameTaken(changes.name, id))) throw exists();
          const row = await categories.update(id, {
            ...(changes.name !== undefined && { name: changes.name }),
            ...(Object.keys(changes.names).length > 0 && { names: withNames(before.names, changes.names) }),
          });
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
