import { useTranslation } from '../../i18n';
import { defaultLanguage, isLanguage } from '@pintrip/shared';
import { GlobeIcon } from '../../components/ui/icons';
import { lazyMenu } from '../../components/ui/lazy-menu';
import { LazyMenuButton } from '../../components/ui/lazy-menu-button';

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

const languageMenu = lazyMenu(() => import('./language-menu').then((module) => module.LanguageMenu));

/**
 * The header's language menu. The menu (15 kB of gzip) loads when first wanted; a plain button that
 * looks the same stands in until then (components/ui/lazy-menu-button.tsx).
 */
export function LanguageSelect() {
  return (
    <LazyMenuButton
      preload={languageMenu.preload}
      menu={<languageMenu.Menu />}
      className={languageTriggerClass}
      data-testid="language-select"
    >
      <LanguageTriggerContent />
    </LazyMenuButton>
  );
}
