import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/error-messages';
import { useCreateCategory } from '../api/categories';
import { ErrorBanner } from './admin-page';
import { CategoryNameInputs, emptyCategoryDraft, type CategoryDraft } from './category-fields';

/** The add form of the categories page: the three names, then "add"; a blank Korean name is refused here. */
export function CategoryAddForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const create = useCreateCategory();
  const [draft, setDraft] = useState<CategoryDraft>(emptyCategoryDraft);
  const [formError, setFormError] = useState<string | null>(null);

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim()) return setFormError(t('admin.messages.name_required'));
    setFormError(null);
    create.mutate(draft, {
      onSuccess: () => {
        setDraft(emptyCategoryDraft);
        toast.show(t('admin.categories.createdToast'), 'success');
      },
      onError: (error) => setFormError(errorMessage('admin.categoryCreate', error)),
    });
  };

  return (
    <>
      <form
        onSubmit={onAdd}
        className="grid gap-2 rounded-2xl border border-line bg-surface-raised p-4 sm:grid-cols-[1fr_1fr_1fr_auto]"
      >
        <CategoryNameInputs
          draft={draft}
          onChange={setDraft}
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
