import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@pintrip/shared';
import { cn } from '../../../components/ui/cn';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/error-messages';
import { useCategoryList, useDeleteCategory } from '../api/categories';
import { AdminPage, ErrorBanner } from './admin-page';
import { CategoryAddForm } from './category-add-form';
import { CategoryEditRow, CategoryRow } from './category-row';

/** Categories: the add form, the table with translations, inline edit and delete. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const categories = useCategoryList();
  const remove = useDeleteCategory();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const isEditing = (category: Category) => editingId === category.id;

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.show(t('admin.categories.deletedToast'), 'success'),
      onError: (error) => toast.show(errorMessage('admin.categoryDelete', error), 'error'),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <AdminPage title={t('admin.categories.title')} intro={t('admin.categories.body')}>
      <CategoryAddForm />
      <div className="mt-6">
        {categories.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : categories.isError ? (
          <ErrorBanner>{t('admin.messages.categoriesLoadFailed')}</ErrorBanner>
        ) : categories.data.items.length === 0 ? (
          <p className="text-ink-muted">{t('admin.categories.empty')}</p>
        ) : (
          <div className="overflow-x-auto rounded-2xl border border-line bg-surface-raised">
            <table className="w-full text-left text-sm">
              <thead className="bg-surface-muted text-xs text-ink-muted uppercase">
                <tr>
                  {(['name', 'translations', 'created', 'updated', 'actions'] as const).map((column) => (
                    <th
                      key={column}
                      scope="col"
                      className={cn(
                        'px-3 py-2 font-semibold whitespace-nowrap',
                        (column === 'created' || column === 'updated') && 'hidden md:table-cell',
                      )}
                    >
                      {t(`admin.categories.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {categories.data.items.map((category) =>
                  isEditing(category) ? (
                    <CategoryEditRow
                      key={category.id}
                      category={category}
                      onDone={() => setEditingId(null)}
                    />
                  ) : (
                    <CategoryRow
                      key={category.id}
                      category={category}
                      onEdit={() => setEditingId(category.id)}
                      onDelete={() => setDeleting(category)}
                    />
                  ),
                )}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('admin.categories.deleteTitle')}
        description={deleting ? t('admin.categories.deleteBody', { name: deleting.name }) : undefined}
        confirmLabel={t('admin.categories.delete')}
        onConfirm={onDelete}
        isBusy={remove.isPending}
      />
    </AdminPage>
  );
}
