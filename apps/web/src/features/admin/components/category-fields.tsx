import { useTranslation } from 'react-i18next';
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

/** One name input; the category's own name is Korean (its example too): `lang` says so to screen readers. */
function CategoryNameInput({
  value,
  onChange,
  label,
  placeholder,
  lang,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  lang?: string;
}) {
  return (
    <input
      value={value}
      lang={lang}
      aria-label={label}
      placeholder={placeholder ?? label}
      onChange={(event) => onChange(event.target.value)}
      className={inputClasses(false, 'h-10')}
    />
  );
}

/** The three names of a category; the Korean one may show an example (the add form's). */
export function CategoryNameInputs({
  draft,
  onChange,
  namePlaceholder,
}: {
  draft: CategoryDraft;
  onChange: (draft: CategoryDraft) => void;
  namePlaceholder?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <CategoryNameInput
        value={draft.name}
        onChange={(name) => onChange({ ...draft, name })}
        label={t('admin.categories.name')}
        placeholder={namePlaceholder}
        lang={namePlaceholder ? 'ko' : undefined}
      />
      <CategoryNameInput
        value={draft.name_en}
        onChange={(name_en) => onChange({ ...draft, name_en })}
        label={t('admin.categories.nameEn')}
      />
      <CategoryNameInput
        value={draft.name_ja}
        onChange={(name_ja) => onChange({ ...draft, name_ja })}
        label={t('admin.categories.nameJa')}
      />
    </>
  );
}
