import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage } from '@pintrip/shared';
import { GlobeIcon } from '../../components/ui/icons';

export const languageTriggerClass =
  'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border whitespace-nowrap border-line px-3 text-sm font-medium text-ink-muted hover:bg-surface-muted';

export function useCurrentLanguage() {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

export function LanguageTriggerContent() {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  return (
    <>
      <GlobeIcon className="hidden h-4 w-4 sm:block" />
      {/* The accessible name contains the visible code ("언어 선택 KO"). */}
      <span className="sr-only">{t('language.label')} </span>
      <span>{current.toUpperCase()}</span>
    </>
  );
}

const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenu })));
const preload = () => {
  loadMenu().catch(() => undefined);
};

/**
 * The header's language menu. Until someone asks for it, a plain button that looks the same stands
 * in: the menu (Radix DropdownMenu and its positioning, 15 kB of gzip) downloads on hover, focus or
 * press, then replaces the button already open (docs/decisions/0027-page-weight.md).
 */
export function LanguageSelect() {
  const [isWanted, setIsWanted] = useState(false);
  const button = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={languageTriggerClass}
      data-testid="language-select"
      onPointerEnter={preload}
      onFocus={preload}
      onPointerDown={preload}
      onClick={() => setIsWanted(true)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setIsWanted(true);
        }
      }}
    >
      <LanguageTriggerContent />
    </button>
  );
  if (!isWanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu />
    </Suspense>
  );
}
