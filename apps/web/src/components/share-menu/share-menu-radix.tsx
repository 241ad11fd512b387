import { DropdownMenu } from 'radix-ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { limits } from '@pintrip/shared';
import { FacebookIcon, LinkIcon, ShareOutIcon, TalkIcon, XLogoIcon } from '../ui/icons';
import { useToast } from '../ui/toast';
import { copyText } from './copy-text';
import { loadKakao, shareToKakao } from './kakao';
import { useKakaoKey } from './share-settings';
import { ShareTriggerContent, shareTriggerClass, type ShareMenuProps } from './share-menu';

/** The phone's (or the browser's) own share sheet: KakaoTalk, messages, mail… */
function hasShareSheet(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-xl px-3 py-2.5 text-sm font-medium outline-none select-none data-[highlighted]:bg-surface-muted';

/**
 * The share menu itself (Radix DropdownMenu), downloaded when it is first wanted (share-menu.tsx):
 * it mounts open, in place of the plain button that stood in for it.
 */
export function ShareMenuRadix({
  url,
  title,
  description,
  imageUrl,
  count,
  onShared,
  size = 'md',
}: ShareMenuProps) {
  const { t } = useTranslation();
  const toast = useToast();
  // KAKAO_JS_KEY from GET /api/app-info: with it, the menu offers a KakaoTalk link card.
  const kakaoKey = useKakaoKey();
  const [isCopied, setIsCopied] = useState(false);
  const [hasSheet] = useState(hasShareSheet);

  // Mounted open: fetch the Kakao SDK while the person reads the menu, so the card opens at once.
  useEffect(() => {
    if (kakaoKey) loadKakao(kakaoKey).catch(() => undefined);
  }, [kakaoKey]);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), limits.copiedFeedbackMs);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const facebook = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
  const x = `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`;

  const shareSheet = () => {
    navigator.share({ title, ...(description ? { text: description } : {}), url }).then(
      () => onShared?.('native'),
      // Closing the sheet rejects with AbortError: nothing was shared, nothing to say.
      (error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          toast.show(t('share.failed'), 'error');
      },
    );
  };
  const kakao = (key: string) => {
    shareToKakao(key, { url, title, ...(description ? { description } : {}), imageUrl }).then(
      () => onShared?.('kakao'),
      () => toast.show(t('share.kakaoFailed'), 'error'),
    );
  };

  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={shareTriggerClass(size)} data-testid="share-button">
        <ShareTriggerContent count={count} />
      </DropdownMenu.Trigger>
      <span role="status" className="sr-only">
        {isCopied ? t('share.copied') : ''}
      </span>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-2xl border border-line bg-surface-raised p-1.5 shadow-[var(--shadow-raised)]"
          data-testid="share-menu"
        >
          {hasSheet ? (
            <Item icon={<ShareOutIcon className="h-4 w-4" />} onSelect={shareSheet}>
              {t('share.native')}
            </Item>
          ) : null}
          {kakaoKey ? (
            <Item
              icon={
                <span className="grid h-5 w-5 place-items-center rounded-md bg-[#fee500] text-[#191919]">
                  <TalkIcon className="h-3.5 w-3.5" filled />
                </span>
              }
              onSelect={() => kakao(kakaoKey)}
            >
              {t('share.kakao')}
            </Item>
          ) : null}
          <Item
            icon={<LinkIcon className="h-4 w-4" />}
            onSelect={(event) => {
              // Stay open so "copied!" is seen where the click happened.
              event.preventDefault();
              copyText(url).then(
                () => {
                  setIsCopied(true);
                  onShared?.('link');
                },
                () => toast.show(t('share.copyFailed'), 'error'),
              );
            }}
          >
            {isCopied ? t('share.copied') : t('share.copyLink')}
          </Item>
          <Item
            icon={<FacebookIcon className="h-4 w-4 text-[#1877f2]" />}
            href={facebook}
            onSelect={() => onShared?.('facebook')}
          >
            {t('share.facebook')}
          </Item>
          <Item icon={<XLogoIcon className="h-3.5 w-3.5" />} href={x} onSelect={() => onShared?.('x')}>
            {t('share.x')}
          </Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** A menu row: an action, or a link opening in a new window; every row keeps an icon's width. */
function Item({
  icon,
  href,
  onSelect,
  children,
}: {
  icon?: ReactNode;
  href?: string;
  onSelect: (event: Event) => void;
  children: ReactNode;
}) {
  const content = (
    <>
      <span aria-hidden="true" className="grid w-5 shrink-0 place-items-center">
        {icon}
      </span>
      <span data-label>{children}</span>
    </>
  );
  return href ? (
    <DropdownMenu.Item asChild className={itemClass} onSelect={onSelect}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    </DropdownMenu.Item>
  ) : (
    <DropdownMenu.Item className={itemClass} onSelect={onSelect}>
      {content}
    </DropdownMenu.Item>
  );
}
