import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { CategoryUsage } from '@pintrip/shared';
import { cn } from '../../../components/ui/cn';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/error-messages';
import { useCategoryUsage, useDeleteCategory } from '../api/categories';
import { AdminPage, ErrorBanner } from './admin-page';
import { CategoryAddForm } from './category-add-form';
import { CategoryEditRow, CategoryRow } from './category-row';

const columns = ['name', 'translations', 'usage', 'created', 'updated', 'actions'] as const;

/**
 * Categories: the add form, the table with translations and how many destinations use each, inline
 * edit and delete. A category in use is refused before the confirmation, with its count. The page
 * shows one message at a time: any success clears a failure left from before.
 */
export function CategoriesPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const categories = useCategoryUsage();
  const remove = useDeleteCategory();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CategoryUsage | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const isEditing = (category: CategoryUsage) => editingId === category.id;
  const succeeded = (message: string) => {
    setPageError(null);
    setAddError(null);
    toast.show(message, 'success', { key: 'admin.categories' });
  };

  const askDelete = (category: CategoryUsage) => {
    if (category.destination_count > 0) {
      setPageError(t('admin.categories.inUse', { name: category.name, count: category.destination_count }));
      return;
    }
    setPageError(null);
    setDeleting(category);
  };
  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => succeeded(t('admin.categories.deletedToast')),
      onError: (error) => setPageError(errorMessage('admin.categoryDelete', error)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <AdminPage title={t('admin.categories.title')} intro={t('admin.categories.body')}>
      <CategoryAddForm
        formError={addError}
        setFormError={(message) => {
          setPageError(null);
          setAddError(message);
        }}
        onCreated={() => succeeded(t('admin.categories.createdToast'))}
      />
      {pageError ? (
        <div className="mt-3" data-testid="categories-error">
          <ErrorBanner>{pageError}</ErrorBanner>
        </div>
      ) : null}
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
                  {columns.map((column) => (
                    <th
                      key={column}
                      scope="col"
                      className={cn(
                        'px-3 py-2 font-semibold whitespace-nowrap',
                        column === 'name' && 'sticky left-0 bg-surface-muted',
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
                      onSaved={() => succeeded(t('admin.categories.updatedToast'))}
                    />
                  ) : (
                    <CategoryRow
                      key={category.id}
                      category={category}
                      onEdit={() => setEditingId(category.id)}
                      onDelete={() => askDelete(category)}
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
