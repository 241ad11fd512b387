import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn';
import { MonitorIcon, MoonIcon, SunIcon } from '../../components/ui/icons';
import { useTheme, type ThemeChoice } from '../../lib/theme';

export const themeIcons: Record<ThemeChoice, typeof SunIcon> = {
  light: SunIcon,
  dark: MoonIcon,
  system: MonitorIcon,
};

export const themeTriggerClass = (withLabel: boolean, className: string | undefined) =>
  cn(
    'h-9 shrink-0 items-center justify-center gap-1.5 rounded-full border border-line text-sm font-medium text-ink-muted hover:bg-surface-muted',
    withLabel ? 'px-3' : 'w-9',
    className ?? 'inline-flex',
  );

export function useThemeLabels(): Record<ThemeChoice, string> {
  const { t } = useTranslation();
  return { light: t('theme.light'), dark: t('theme.dark'), system: t('theme.system') };
}

export function ThemeTriggerContent({ choice, withLabel }: { choice: ThemeChoice; withLabel: boolean }) {
  const { t } = useTranslation();
  const Current = themeIcons[choice];
  return (
    <>
      <Current className="h-4 w-4" />
      {withLabel ? <span aria-hidden="true">{t('theme.title')}</span> : null}
    </>
  );
}

const loadMenu = () => import('./theme-menu');
const ThemeMenu = lazy(() => loadMenu().then((module) => ({ default: module.ThemeMenu })));
const preload = () => {
  loadMenu().catch(() => undefined);
};

/**
 * The theme menu: light, dark or as the system; the choice is remembered (lib/theme.ts). An icon
 * in the header; `withLabel` adds the menu's name beside it (the footer's copy, on phones).
 *
 * Until someone asks for it, a plain button that looks the same stands in: the menu (Radix
 * DropdownMenu with its positioning and focus handling, about 30 kB of gzip that every page would
 * otherwise download) loads on hover, focus or press, then replaces the button already open, as
 * the language menu does (docs/decisions/0027-page-weight.md).
 */
export function ThemeSelect({ withLabel = false, className }: { withLabel?: boolean; className?: string }) {
  const { t } = useTranslation();
  const [choice] = useTheme();
  const labels = useThemeLabels();
  const [isWanted, setIsWanted] = useState(false);
  const button = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={themeTriggerClass(withLabel, className)}
      aria-label={t('theme.label', { current: labels[choice] })}
      data-testid="theme-select"
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
      <ThemeTriggerContent choice={choice} withLabel={withLabel} />
    </button>
  );
  if (!isWanted) return button;
  return (
    <Suspense fallback={button}>
      <ThemeMenu withLabel={withLabel} className={className} />
    </Suspense>
  );
}
