import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { Category, CategoryUsage } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/error-messages';
import { useFormatCount, useFormatDateTime } from '../../../lib/format';
import { useUpdateCategory } from '../api/categories';
import { ErrorBanner } from './admin-page';
import { CategoryNameInputs, categoryDraftOf, type CategoryDraft } from './category-fields';

/** When the category was created and last changed (wide screens only). */
function DateCells({ category }: { category: Category }) {
  const formatDateTime = useFormatDateTime();
  return (
    <>
      <td className="hidden px-3 py-2 whitespace-nowrap md:table-cell">
        {formatDateTime(category.created_at)}
      </td>
      <td className="hidden px-3 py-2 whitespace-nowrap md:table-cell">
        {formatDateTime(category.updated_at)}
      </td>
    </>
  );
}

/** How many destinations use the category. */
function UsageCell({ category }: { category: CategoryUsage }) {
  const { t } = useTranslation();
  const formatCount = useFormatCount();
  return (
    <td className="px-3 py-2 whitespace-nowrap tabular-nums" data-testid="category-usage">
      <span aria-hidden="true">{formatCount(category.destination_count)}</span>
      <span className="sr-only">
        {t('admin.categories.usageCount', { count: category.destination_count })}
      </span>
    </td>
  );
}

/** A category in the table: its names, how many destinations use it, dates, and edit and delete. */
export function CategoryRow({
  category,
  onEdit,
  onDelete,
}: {
  category: CategoryUsage;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <tr data-testid="category-row">
      {/* The name stays in view while a phone scrolls the table sideways. */}
      <td className="sticky left-0 bg-surface-raised px-3 py-2 font-semibold" lang="ko">
        {category.name}
      </td>
      <td className="px-3 py-2 text-ink-muted">
        {[category.name_en, category.name_ja].filter(Boolean).join(' · ') || t('admin.categories.none')}
      </td>
      <UsageCell category={category} />
      <DateCells category={category} />
      <td className="px-3 py-2">
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={onEdit}>
            {t('admin.categories.edit')}
          </Button>
          <Button size="sm" variant="danger" onClick={onDelete}>
            {t('admin.categories.delete')}
          </Button>
        </div>
      </td>
    </tr>
  );
}

/**
 * A category being edited in place: its three names, save and cancel; a failure shows under the
 * names until they change or the save succeeds.
 */
export function CategoryEditRow({
  category,
  onDone,
  onSaved,
}: {
  category: CategoryUsage;
  onDone: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const update = useUpdateCategory();
  const [draft, setDraft] = useState<CategoryDraft>(() => categoryDraftOf(category));
  const [editError, setEditError] = useState<string | null>(null);

  const onSave = () => {
    if (!draft.name.trim()) return setEditError(t('admin.messages.name_required'));
    setEditError(null);
    update.mutate(
      { id: category.id, input: draft },
      {
        onSuccess: () => {
          setEditError(null);
          onDone();
          onSaved();
        },
        onError: (error) => setEditError(errorMessage('admin.categoryUpdate', error)),
      },
    );
  };

  return (
    <tr data-testid="category-row">
      <td className="px-3 py-2" colSpan={3}>
        <div className="grid gap-2 sm:grid-cols-3">
          <CategoryNameInputs
            idPrefix={`category-${category.id}`}
            draft={draft}
            onChange={(next) => {
              setDraft(next);
              setEditError(null);
            }}
          />
        </div>
        {editError ? (
          <div className="mt-2">
            <ErrorBanner>{editError}</ErrorBanner>
          </div>
        ) : null}
      </td>
      <DateCells category={category} />
      <td className="px-3 py-2">
        <div className="flex gap-2">
          <Button size="sm" onClick={onSave} disabled={update.isPending}>
            {t('admin.categories.save')}
          </Button>
          <Button size="sm" variant="outline" onClick={onDone}>
            {t('admin.categories.cancel')}
          </Button>
        </div>
      </td>
    </tr>
  );
}
