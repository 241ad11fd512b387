import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn';
import { MonitorIcon, MoonIcon, SunIcon } from '../../components/ui/icons';
import { themeChoices, useTheme, type ThemeChoice } from '../../lib/theme';

const icons: Record<ThemeChoice, typeof SunIcon> = { light: SunIcon, dark: MoonIcon, system: MonitorIcon };

/**
 * The theme menu: light, dark or as the system; the choice is remembered (lib/theme.ts). An icon
 * in the header; `withLabel` adds the menu's name beside it (the footer's copy, on phones).
 */
export function ThemeSelect({ withLabel = false, className }: { withLabel?: boolean; className?: string }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useTheme();
  const labels: Record<ThemeChoice, string> = {
    light: t('theme.light'),
    dark: t('theme.dark'),
    system: t('theme.system'),
  };
  const Current = icons[choice];
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          'h-9 shrink-0 items-center justify-center gap-1.5 rounded-full border border-line text-sm font-medium text-ink-muted hover:bg-surface-muted',
          withLabel ? 'px-3' : 'w-9',
          className ?? 'inline-flex',
        )}
        aria-label={t('theme.label', { current: labels[choice] })}
        data-testid="theme-select"
      >
        <Current className="h-4 w-4" />
        {withLabel ? <span aria-hidden="true">{t('theme.title')}</span> : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-36 rounded-2xl border border-line bg-surface-raised p-1 shadow-raised"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold text-ink-subtle">
            {t('theme.title')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={choice} onValueChange={(value) => setChoice(value as ThemeChoice)}>
            {themeChoices.map((option) => {
              const Icon = icons[option];
              return (
                <DropdownMenu.RadioItem
                  key={option}
                  value={option}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm outline-none',
                    'data-[highlighted]:bg-surface-muted',
                  )}
                >
                  <Icon className="h-4 w-4 text-ink-muted" />
                  <span className="flex-1">{labels[option]}</span>
                  <DropdownMenu.ItemIndicator className="text-brand">✓</DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
