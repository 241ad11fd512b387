import { useTranslation } from '../../i18n';
import { cn } from '../../components/ui/cn';
import { lazyMenu } from '../../components/ui/lazy-menu';
import { LazyMenuButton } from '../../components/ui/lazy-menu-button';
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

const themeMenu = lazyMenu(() => import('./theme-menu').then((module) => module.ThemeMenu));

/**
 * The theme menu: light, dark or as the system; the choice is remembered (lib/theme.ts). An icon
 * in the header; `withLabel` adds the menu's name beside it (the footer's copy, on phones).
 *
 * The menu (about 30 kB of gzip that every page would otherwise download) loads when first wanted;
 * a plain button that looks the same stands in until then (components/ui/lazy-menu-button.tsx).
 */
export function ThemeSelect({ withLabel = false, className }: { withLabel?: boolean; className?: string }) {
  const { t } = useTranslation();
  const [choice] = useTheme();
  const labels = useThemeLabels();
  return (
    <LazyMenuButton
      preload={themeMenu.preload}
      menu={<themeMenu.Menu withLabel={withLabel} className={className} />}
      className={themeTriggerClass(withLabel, className)}
      aria-label={t('theme.label', { current: labels[choice] })}
      data-testid="theme-select"
    >
      <ThemeTriggerContent choice={choice} withLabel={withLabel} />
    </LazyMenuButton>
  );
}
