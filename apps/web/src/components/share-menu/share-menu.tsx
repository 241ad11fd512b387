import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from '../../i18n';
import { cn } from '../ui/cn';
import { ShareIcon } from '../ui/icons';

/** Where a share went: the itineraries' share counter keeps one count per channel. */
export type ShareTarget = 'native' | 'kakao' | 'link' | 'facebook' | 'x';

export interface ShareMenuProps {
  /** The page being shared (absolute). */
  url: string;
  title: string;
  /** One line under the title in a KakaoTalk card and the share sheet. */
  description?: string;
  /** The KakaoTalk card's picture (absolute https); a text card without one. */
  imageUrl?: string | null;
  /** How many times it was shared, shown beside the label (itineraries count shares). */
  count?: { value: string; label: string };
  /** Called once a share went out (after the sheet, the card, the copy or the window). */
  onShared?: (target: ShareTarget) => void;
  size?: 'sm' | 'md';
}

export const shareTriggerClass = (size: ShareMenuProps['size']) =>
  cn(
    'inline-flex items-center gap-1.5 rounded-full border border-line bg-surface-raised font-semibold text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink data-[state=open]:bg-surface-muted',
    size === 'sm' ? 'h-8 px-3 text-sm' : 'h-10 px-3 text-sm sm:px-4',
  );

export function ShareTriggerContent({ count }: { count: ShareMenuProps['count'] }) {
  const { t } = useTranslation();
  return (
    <>
      <ShareIcon className="h-4 w-4" />
      <span>{t('share.label')}</span>
      {count ? (
        <span className="tabular-nums" aria-label={count.label}>
          {count.value}
        </span>
      ) : null}
    </>
  );
}

let pending: Promise<ComponentType<ShareMenuProps>> | undefined;
let loaded: ComponentType<ShareMenuProps> | undefined;
const download = () => {
  pending ??= import('./share-menu-radix')
    .then((module) => (loaded = module.ShareMenuRadix))
    .catch((error: unknown) => {
      // A failed download (a lost connection, a deploy) is tried again on the next call.
      pending = undefined;
      throw error;
    });
  return pending;
};
const ShareMenuLazy = lazy(() => download().then((component) => ({ default: component })));
const preload = () => {
  download().catch(() => undefined);
};

/** Downloads the menu's code; a menu asked for from then on opens without waiting. */
export const preloadShareMenu = () => download().then(() => undefined);

/**
 * The one share menu of destinations and itineraries. Where the browser has a share sheet
 * (phones), it comes first; then a KakaoTalk link card when the server has a Kakao key (the SDK
 * is fetched when the menu opens, never with the page), the link copy ("copied!" for 2 s, the
 * menu stays open to show it), Facebook and X.
 *
 * Until someone asks for it, a plain button that looks the same stands in: the menu (Radix
 * DropdownMenu with its positioning and focus handling, about 30 kB of gzip) downloads on hover,
 * focus or press, then replaces the button already open (docs/decisions/0027-page-weight.md).
 */
export function ShareMenu(props: ShareMenuProps) {
  // Chosen once, when first asked for: code already here renders in place, else the lazy one (a
  // later switch would remount the open menu).
  const [menu, setMenu] = useState<ComponentType<ShareMenuProps> | 'lazy' | null>(null);
  const open = () => setMenu(() => loaded ?? 'lazy');
  const button = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={shareTriggerClass(props.size)}
      data-testid="share-button"
      onPointerEnter={preload}
      onFocus={preload}
      onPointerDown={preload}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          open();
        }
      }}
    >
      <ShareTriggerContent count={props.count} />
    </button>
  );
  if (menu === null) return button;
  if (menu !== 'lazy') return createElement(menu, props);
  return (
    <Suspense fallback={button}>
      <ShareMenuLazy {...props} />
    </Suspense>
  );
}
