import { useTranslation } from '../../../i18n';
import type { Category } from '@pintrip/shared';
import { inputClasses } from '../../../components/ui/form-field';

/** A category's names as typed: Korean (its own name), English and Japanese. */
export interface CategoryDraft {
  name: string;
  name_en: string;
  name_ja: string;
}
export const emptyCategoryDraft: CategoryDraft = { name: '', name_en: '', name_ja: '' };
export const categoryDraftOf = (c: Category): CategoryDraft => ({
  name: c.name,
  name_en: c.name_en ?? '',
  name_ja: c.name_ja ?? '',
});

/**
 * One name input with its own visible <label>; the category's own name is Korean (its example
 * too): `lang` says so to screen readers.
 */
function CategoryNameInput({
  id,
  value,
  onChange,
  label,
  placeholder,
  lang,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string | undefined;
  lang?: string | undefined;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-ink-muted">
        {label}
      </label>
      <input
        id={id}
        value={value}
        lang={lang}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses(false, 'h-10')}
      />
    </div>
  );
}

/** The three names of a category; the Korean one may show an example (the add form's). */
export function CategoryNameInputs({
  idPrefix,
  draft,
  onChange,
  namePlaceholder,
}: {
  /** Makes the inputs' ids (and so their labels) unique on the page. */
  idPrefix: string;
  draft: CategoryDraft;
  onChange: (draft: CategoryDraft) => void;
  namePlaceholder?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <CategoryNameInput
        id={`${idPrefix}-name`}
        value={draft.name}
        onChange={(name) => onChange({ ...draft, name })}
        label={t('admin.categories.name')}
        placeholder={namePlaceholder}
        lang={namePlaceholder ? 'ko' : undefined}
      />
      <CategoryNameInput
        id={`${idPrefix}-name-en`}
        value={draft.name_en}
        onChange={(name_en) => onChange({ ...draft, name_en })}
        label={t('admin.categories.nameEn')}
      />
      <CategoryNameInput
        id={`${idPrefix}-name-ja`}
        value={draft.name_ja}
        onChange={(name_ja) => onChange({ ...draft, name_ja })}
        label={t('admin.categories.nameJa')}
      />
    </>
  );
}
