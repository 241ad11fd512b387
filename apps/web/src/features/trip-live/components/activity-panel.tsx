import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useLocale } from '../../../hooks/use-locale';
import { useFormatDayNumber, useFormatDateTime } from '../../../lib/format';
import { useRealtimeEvent, useRealtimeReconnect } from '../../../lib/realtime';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useActivity } from '../api/get-activity';
import { tripLiveKeys } from '../api/query-keys';
import { activitySentence } from '../lib/activity-sentence';
import { LoadFailed } from './load-failed';
import { PersonAvatar } from './person-avatar';

export interface ActivityPanelProps {
  itineraryId: string;
  className?: string;
}

/**
 * Who changed what in a trip, newest first (GET …/activity, keyset, "더 보기"); refreshed when an
 * `itinerary.op` of this trip arrives and after the event stream reconnects.
 */
export function ActivityPanel({ itineraryId, className }: ActivityPanelProps) {
  const { t } = useTranslation();
  const { language, locale } = useLocale();
  const dayNumber = useFormatDayNumber();
  const formatDateTime = useFormatDateTime();
  const queryClient = useQueryClient();
  const query = useActivity(itineraryId);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: tripLiveKeys.activity(itineraryId) });
  useRealtimeEvent('itinerary.op', (data) => {
    if (data.id === itineraryId) refresh();
  });
  useRealtimeReconnect(refresh);

  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  const now = new Date();

  return (
    <section
      aria-labelledby="trip-activity-heading"
      className={cn('flex flex-col gap-3', className)}
      data-testid="activity-panel"
    >
      <h2 id="trip-activity-heading" className="text-base font-bold">
        {t('tripLive.activity.title')}
      </h2>
      {query.isPending ? (
        <p role="status" className="text-sm text-ink-subtle">
          {t('tripLive.activity.loading')}
        </p>
      ) : query.isError && entries.length === 0 ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : entries.length === 0 ? (
        <p className="text-sm text-ink-subtle">{t('tripLive.activity.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-live="polite">
          {entries.map((entry) => (
            <li key={entry.seq} className="flex items-start gap-2.5" data-testid="activity-entry">
              <PersonAvatar
                name={entry.user?.display_name ?? '?'}
                avatarUrl={entry.user?.avatar_url ?? null}
                className="h-7 w-7"
              />
              <div className="min-w-0">
                <p className="text-sm" data-user-content>
                  {activitySentence(t, { language, locale }, dayNumber, entry)}
                </p>
                <time
                  dateTime={entry.created_at}
                  title={formatDateTime(entry.created_at) ?? undefined}
                  className="text-xs text-ink-subtle"
                >
                  {formatRelativeTime(new Date(entry.created_at), now, locale)}
                </time>
              </div>
            </li>
          ))}
        </ol>
      )}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('tripLive.activity.more')}
        </Button>
      ) : null}
    </section>
  );
}
