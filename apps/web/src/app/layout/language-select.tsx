import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, languageList } from '@pintrip/shared';
import { cn } from '../../components/ui/cn';
import { GlobeIcon } from '../../components/ui/icons';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return (
    // Not modal: a modal menu hides the page from assistive technology while focus may still be there.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border whitespace-nowrap border-line px-3 text-sm font-medium text-ink-muted hover:bg-surface-muted"
        data-testid="language-select"
      >
        <GlobeIcon className="hidden h-4 w-4 sm:block" />
        {/* The accessible name contains the visible code ("언어 선택 KO"). */}
        <span className="sr-only">{t('language.label')} </span>
        <span>{current.toUpperCase()}</span>
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
