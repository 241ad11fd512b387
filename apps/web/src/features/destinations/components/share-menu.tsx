import { DropdownMenu } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@pintrip/shared';
import { useToast } from '../../../components/ui/toast';
import { ShareIcon } from '../../../components/ui/icons';

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and insecure origins: the selection-and-copy fallback.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

/** A phone with the system share sheet (navigator.share). */
function canUseNativeShare(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.share === 'function' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(pointer: coarse)').matches
  );
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2.5 text-sm font-medium outline-none select-none data-[highlighted]:bg-surface-muted';

/**
 * Share menu: copy the link ("copied!" for 2 s), Facebook, X, and the system share sheet on phones.
 */
export function ShareMenu({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const [hasNativeShare] = useState(canUseNativeShare);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), limits.copiedFeedbackMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const facebook = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
  const x = `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`;

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex h-10 items-center gap-1.5 rounded-full border border-line bg-surface-raised px-3 text-sm font-semibold text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink data-[state=open]:bg-surface-muted sm:gap-2 sm:px-4"
        data-testid="share-button"
      >
        <ShareIcon className="h-4 w-4" />
        {/* Both labels share one grid cell, so "copied!" never changes the button's width. */}
        <span className="grid">
          <span aria-hidden={copied} className={copied ? 'invisible [grid-area:1/1]' : '[grid-area:1/1]'}>
            {t('destinations.share.label')}
          </span>
          <span aria-hidden={!copied} className={copied ? '[grid-area:1/1]' : 'invisible [grid-area:1/1]'}>
            {t('destinations.share.copied')}
          </span>
        </span>
      </DropdownMenu.Trigger>
      <span aria-live="polite" className="sr-only">
        {copied ? t('destinations.share.copied') : ''}
      </span>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-2xl border border-line bg-surface-raised p-1.5 shadow-[var(--shadow-raised)]"
        >
          <DropdownMenu.Item
            className={itemClass}
            onSelect={(event) => {
              // Stay open so the "copied!" feedback is seen where the click happened.
              event.preventDefault();
              copyText(url).then(
                () => setCopied(true),
                () => toast.show(t('destinations.share.copyFailed'), 'error'),
              );
            }}
          >
            {copied ? t('destinations.share.copied') : t('destinations.share.copyLink')}
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <a href={facebook} target="_blank" rel="noopener noreferrer">
              {t('destinations.share.facebook')}
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <a href={x} target="_blank" rel="noopener noreferrer">
              {t('destinations.share.x')}
            </a>
          </DropdownMenu.Item>
          {hasNativeShare ? (
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() => {
                navigator.share({ title, url }).catch(() => undefined);
              }}
            >
              {t('destinations.share.native')}
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
