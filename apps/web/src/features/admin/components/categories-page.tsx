import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { inputClasses } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useCategoryList, useCreateCategory, useDeleteCategory, useUpdateCategory } from '../api/categories';
import { adminErrorMessage, formatDateTime } from '../lib/messages';
import { AdminPage, ErrorBanner } from './admin-page';

interface Draft {
  name: string;
  name_en: string;
  name_ja: string;
}
const emptyDraft: Draft = { name: '', name_en: '', name_ja: '' };
const draftOf = (c: Category): Draft => ({
  name: c.name,
  name_en: c.name_en ?? '',
  name_ja: c.name_ja ?? '',
});

/** Categories: the add form, the table with translations, inline edit and delete. */
export function CategoriesPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const categories = useCategoryList();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [formError, setFormError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; draft: Draft } | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim()) return setFormError(t('admin.messages.name_required'));
    setFormError(null);
    create.mutate(draft, {
      onSuccess: () => {
        setDraft(emptyDraft);
        toast.show(t('admin.categories.createdToast'), 'success');
      },
      onError: (error) => setFormError(adminErrorMessage(t, error, 'admin.messages.categoryCreateFailed')),
    });
  };
  const onSave = () => {
    if (!editing) return;
    if (!editing.draft.name.trim()) return setEditError(t('admin.messages.name_required'));
    update.mutate(
      { id: editing.id, input: editing.draft },
      {
        onSuccess: () => {
          setEditing(null);
          setEditError(null);
          toast.show(t('admin.categories.updatedToast'), 'success');
        },
        onError: (error) => setEditError(adminErrorMessage(t, error, 'admin.messages.categoryUpdateFailed')),
      },
    );
  };
  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.show(t('admin.categories.deletedToast'), 'success'),
      onError: (error) =>
        toast.show(adminErrorMessage(t, error, 'admin.messages.categoryDeleteFailed'), 'error'),
      onSettled: () => setDeleting(null),
    });
  };

  // The category's own name is Korean (its example too): `lang` says so to screen readers.
  const field = (
    value: string,
    onChange: (v: string) => void,
    label: string,
    placeholder?: string,
    lang?: string,
  ) => (
    <input
      value={value}
      lang={lang}
      aria-label={label}
      placeholder={placeholder ?? label}
      onChange={(event) => onChange(event.target.value)}
      className={inputClasses(false, 'h-10')}
    />
  );

  return (
    <AdminPage title={t('admin.categories.title')} intro={t('admin.categories.body')}>
      <form
        onSubmit={onAdd}
        className="grid gap-2 rounded-2xl border border-line bg-surface-raised p-4 sm:grid-cols-[1fr_1fr_1fr_auto]"
      >
        {field(
          draft.name,
          (name) => setDraft({ ...draft, name }),
          t('admin.categories.name'),
          t('admin.categories.namePlaceholder'),
          'ko',
        )}
        {field(draft.name_en, (name_en) => setDraft({ ...draft, name_en }), t('admin.categories.nameEn'))}
        {field(draft.name_ja, (name_ja) => setDraft({ ...draft, name_ja }), t('admin.categories.nameJa'))}
        <Button type="submit" disabled={create.isPending}>
          {t('admin.categories.add')}
        </Button>
      </form>
      {formError ? (
        <div className="mt-2">
          <ErrorBanner>{formError}</ErrorBanner>
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
                  editing && editing.id === category.id ? (
                    <tr key={category.id} data-testid="category-row">
                      <td className="px-3 py-2" colSpan={2}>
                        <div className="grid gap-2 sm:grid-cols-3">
                          {field(
                            editing.draft.name,
                            (name) => setEditing({ ...editing, draft: { ...editing.draft, name } }),
                            t('admin.categories.name'),
                          )}
                          {field(
                            editing.draft.name_en,
                            (name_en) => setEditing({ ...editing, draft: { ...editing.draft, name_en } }),
                            t('admin.categories.nameEn'),
                          )}
                          {field(
                            editing.draft.name_ja,
                            (name_ja) => setEditing({ ...editing, draft: { ...editing.draft, name_ja } }),
                            t('admin.categories.nameJa'),
                          )}
                        </div>
                        {editError ? (
                          <div className="mt-2">
                            <ErrorBanner>{editError}</ErrorBanner>
                          </div>
                        ) : null}
                      </td>
                      <td className="hidden px-3 py-2 whitespace-nowrap md:table-cell">
                        {formatDateTime(category.created_at, i18n.language)}
                      </td>
                      <td className="hidden px-3 py-2 whitespace-nowrap md:table-cell">
                        {formatDateTime(category.updated_at, i18n.language)}
                      </td>
                      <td className="px-3 py-2">
                        <div className="flex gap-2">
                          <Button size="sm" onClick={onSave} disabled={update.isPending}>
                            {t('admin.categories.save')}
                          </Button>
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => {
                              setEditing(null);
                              setEditError(null);
                            }}
                          >
                            {t('admin.categories.cancel')}
                          </Button>
                        </div>
                      </td>
                    </tr>
                  ) : (
                    <tr key={category.id} data-testid="category-row">
                      <td className="px-3 py-2 font-semibold" lang="ko">
                        {category.name}
                      </td>
                      <td className="px-3 py-2 text-ink-muted">
                        {[category.name_en, category.name_ja].filter(Boolean).join(' · ') ||
                          t('admin.categories.none')}
                      </td>
                      <td className="hidden px-3 py-2 whitespace-nowrap md:table-cell">
                        {formatDateTime(category.created_at, i18n.language)}
                      </td>
                      <td className="hidden px-3 py-2 whitespace-nowrap md:table-cell">
                        {formatDateTime(category.updated_at, i18n.language)}
                      </td>
                      <td className="px-3 py-2">
                        <div className="flex gap-2">
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => {
                              setEditing({ id: category.id, draft: draftOf(category) });
                              setEditError(null);
                            }}
                          >
                            {t('admin.categories.edit')}
                          </Button>
                          <Button size="sm" variant="danger" onClick={() => setDeleting(category)}>
                            {t('admin.categories.delete')}
                          </Button>
                        </div>
                      </td>
                    </tr>
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
