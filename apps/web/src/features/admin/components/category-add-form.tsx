import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/error-messages';
import { useCreateCategory } from '../api/categories';
import { ErrorBanner } from './admin-page';
import { CategoryNameInputs, emptyCategoryDraft, type CategoryDraft } from './category-fields';

/**
 * The add form of the categories page: the three names, then "add"; a blank Korean name is refused
 * here. Its failure shows under it until the names change or anything succeeds.
 */
export function CategoryAddForm({
  formError,
  setFormError,
  onCreated,
}: {
  /** Held by the page, which clears it when anything else succeeds (a rename, a deletion). */
  formError: string | null;
  setFormError: (message: string | null) => void;
  onCreated: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const create = useCreateCategory();
  const [draft, setDraft] = useState<CategoryDraft>(emptyCategoryDraft);

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim()) return setFormError(t('admin.messages.name_required'));
    setFormError(null);
    create.mutate(draft, {
      onSuccess: () => {
        setDraft(emptyCategoryDraft);
        onCreated();
      },
      onError: (error) => setFormError(errorMessage('admin.categoryCreate', error)),
    });
  };

  return (
    <>
      <form
        onSubmit={onAdd}
        className="grid items-end gap-3 rounded-2xl border border-line bg-surface-raised p-4 sm:grid-cols-[1fr_1fr_1fr_auto]"
      >
        <CategoryNameInputs
          idPrefix="category-new"
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            setFormError(null);
          }}
          namePlaceholder={t('admin.categories.namePlaceholder')}
        />
        <Button type="submit" disabled={create.isPending}>
          {t('admin.categories.add')}
        </Button>
      </form>
      {formError ? (
        <div className="mt-2">
          <ErrorBanner>{formError}</ErrorBanner>
        </div>
      ) : null}
    </>
  );
}
