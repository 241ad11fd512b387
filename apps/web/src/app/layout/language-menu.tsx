import { DropdownMenu } from 'radix-ui';
import { useTranslation } from '../../i18n';
import { languageList } from '@pintrip/shared';
import { cn } from '../../components/ui/cn';
import { LanguageTriggerContent, languageTriggerClass, useCurrentLanguage } from './language-select';

/** The language menu itself (Radix DropdownMenu), downloaded when it is first wanted. */
export function LanguageMenu() {
  const { i18n } = useTranslation();
  const current = useCurrentLanguage();
  return (
    // Not modal: a modal menu hides the page from assistive technology while focus may still be there.
    // Open when it mounts: it replaces the plain button the moment someone asks for the menu.
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={languageTriggerClass} data-testid="language-select">
        <LanguageTriggerContent />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-36 rounded-2xl border border-line bg-surface-raised p-1 shadow-raised"
        >
          <DropdownMenu.RadioGroup value={current} onValueChange={(value) => void i18n.changeLanguage(value)}>
            {languageList.map(({ code, label }) => (
              <DropdownMenu.RadioItem
                key={code}
                value={code}
                lang={code}
                className={cn(
                  'flex cursor-pointer items-center justify-between gap-3 rounded-xl px-3 py-2 text-sm outline-none',
                  'data-[highlighted]:bg-surface-muted',
                )}
              >
                {label}
                <DropdownMenu.ItemIndicator className="text-brand">✓</DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
