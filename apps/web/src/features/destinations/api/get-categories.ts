import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n';
import { categoryLabel } from '@pintrip/shared';
import { categoriesQueryKey, getCategories } from '../../../lib/categories';

/** GET /api/categories, kept for five minutes (admins change them rarely). */
export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: getCategories,
    staleTime: 5 * 60_000,
  });
}

/**
 * A category's name in the interface's language (its English or Japanese name when the admin set
 * one), for chips, badges and cards; the Korean name stays the value filters and forms use.
 */
export function useCategoryLabel(): (name: string) => string {
  const { i18n } = useTranslation();
  const { data } = useCategories();
  return (name) => {
    const category = data?.items.find((item) => item.name === name);
    return category ? categoryLabel(category, i18n.language) : name;
  };
}
