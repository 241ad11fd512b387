import { DropdownMenu } from 'radix-ui';
import { useTranslation } from '../../i18n';
import { cn } from '../../components/ui/cn';
import { themeChoices, useTheme, type ThemeChoice } from '../../lib/theme';
import { ThemeTriggerContent, themeIcons, themeTriggerClass, useThemeLabels } from './theme-select';

/** The theme menu itself (Radix DropdownMenu), downloaded when it is first wanted. */
export function ThemeMenu({ withLabel = false, className }: { withLabel?: boolean; className?: string }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useTheme();
  const labels = useThemeLabels();
  return (
    // Open when it mounts: it replaces the plain button the moment someone asks for the menu.
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger
        className={themeTriggerClass(withLabel, className)}
        aria-label={t('theme.label', { current: labels[choice] })}
        data-testid="theme-select"
      >
        <ThemeTriggerContent choice={choice} withLabel={withLabel} />
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
              const Icon = themeIcons[option];
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
