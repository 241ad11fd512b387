import { useEffect, useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { limits, type ItinerarySummary, type ShareChannel } from '@pintrip/shared';
import { buttonClasses } from '../../../components/ui/button';
import { useShareItinerary } from '../api/share-itinerary';
import { useFormatCount } from '../../../lib/format';
import { ShareIcon } from '../../../components/ui/icons';

/** Copy link (confirmed for 2 seconds), Facebook and X; each counts one share. */
export function ShareMenu({
  itinerary,
  compact = false,
}: {
  itinerary: ItinerarySummary;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const formatCount = useFormatCount();
  const share = useShareItinerary();
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), limits.copiedFeedbackMs);
    return () => clearTimeout(timer);
  }, [isCopied]);

  // Read when a channel is chosen: the server renders this menu without a window.
  const pageUrl = () => `${window.location.origin}/itineraries/${itinerary.id}`;
  const count = (channel: ShareChannel) => share.mutate({ id: itinerary.id, channel });
  const open = (href: string) => window.open(href, '_blank', 'noopener,noreferrer');

  const select = async (channel: ShareChannel) => {
    const url = pageUrl();
    if (channel === 'link') {
      try {
        await navigator.clipboard.writeText(url);
        setIsCopied(true);
      } catch (error) {
        // Spec 2 §8: a clipboard failure is only logged.
        console.warn('clipboard copy failed', error);
      }
    } else if (channel === 'facebook') {
      open(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    } else {
      open(
        `https://twitter.com/intent/tweet?text=${encodeURIComponent(itinerary.title)}&url=${encodeURIComponent(url)}`,
      );
    }
    count(channel);
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClasses('outline', compact ? 'sm' : 'md')}>
        <ShareIcon />
        {isCopied ? t('itineraries.share.copied') : t('itineraries.share.label')}
        <span
          className="text-ink-muted"
          aria-label={t('itineraries.share.count', { count: itinerary.share_count })}
        >
          {formatCount(itinerary.share_count)}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          sideOffset={6}
          className="z-50 min-w-44 rounded-2xl border border-line bg-surface-raised p-1.5 shadow-raised"
        >
          {(['link', 'facebook', 'x'] as const).map((channel) => (
            <DropdownMenu.Item
              key={channel}
              onSelect={() => void select(channel)}
              className="cursor-pointer rounded-xl px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted"
            >
              {t(`itineraries.share.${channel}`)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
      <span role="status" className="sr-only">
        {isCopied ? t('itineraries.share.copied') : ''}
      </span>
    </DropdownMenu.Root>
  );
}
