import { useTranslation } from '../../../i18n';
import { useFormatCount } from '../../../lib/format';
import { useMeStats } from '../api/get-stats';

const stats = [
  { key: 'destinations_count', label: 'profile.stats.pinpoints' },
  { key: 'itineraries_count', label: 'profile.stats.itineraries' },
  { key: 'likes_received', label: 'profile.stats.likes' },
] as const;

/** The profile card's counts (GET /api/me/stats): own pinpoints, itineraries, likes received. */
export function ProfileStats() {
  const { t } = useTranslation();
  const formatCount = useFormatCount();
  const { data, isError } = useMeStats();
  if (isError) return null;
  return (
    <dl
      className="mt-5 grid grid-cols-3 divide-x divide-line rounded-2xl bg-surface-muted py-3 text-center"
      aria-busy={data ? undefined : true}
      data-testid="profile-stats"
    >
      {stats.map(({ key, label }) => (
        <div key={key} className="flex flex-col-reverse gap-0.5 px-2">
          <dt className="text-xs text-ink-muted">{t(label)}</dt>
          <dd className="text-lg font-extrabold tabular-nums" data-testid={`profile-stat-${key}`}>
            {data ? formatCount(data[key]) : <span className="skeleton inline-block h-6 w-8 rounded" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
