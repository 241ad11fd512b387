import type { CategoryList } from '@pintrip/shared';
import { api } from './api-client';

/**
 * The public categories list: one query key and fetcher for every screen that shows it (the
 * destinations filters and form, the admin categories page), so a change made by an admin reaches
 * all of them through one invalidation.
 */
export const categoriesQueryKey = ['categories'] as const;

/** GET /api/categories: sorted by name by the server. */
export const getCategories = () => api.get<CategoryList>('/api/categories');
