import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../components/ui/button';
import { CalendarIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-messages';
import { useFormatTripDates } from '../../../lib/format';
import { useSharedItineraries } from '../api/get-shared-itineraries';

/** My Page "공유받은 일정": trips I am a member of, newest membership first. */
export function SharedItineraries() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatRange = useFormatTripDates();
  const query = useSharedItineraries();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section
      aria-labelledby="mypage-shared-title"
      className="rounded-[var(--radius-card)] border border-line bg-surface-raised p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <h2 id="mypage-shared-title" className="mb-3 flex items-center gap-2 text-lg font-bold">
        <CalendarIcon className="h-5 w-5 text-brand" />
        {t('members.shared.title')}
      </h2>
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError ? (
        <p className="text-sm text-danger">{errorMessage('members.load', query.error)}</p>
      ) : items.length === 0 ? (
        <p className="text-ink-muted">{t('members.shared.empty')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="mypage-shared-itineraries">
          {items.map((trip) => (
            <li key={trip.id} className="rounded-xl border border-line p-4">
              <Link
                to={`/itineraries/${encodeURIComponent(trip.id)}`}
                className="font-bold hover:underline"
                data-user-content
              >
                {trip.title}
              </Link>
              <p className="mt-1 text-sm text-ink-muted">
                {formatRange(trip.start_date, trip.end_date, { withYear: true })} ·{' '}
                <span data-user-content>{trip.author.display_name}</span>
              </p>
              <p className="mt-1 text-xs font-semibold text-brand-strong">
                {t('members.shared.role', { role: t(`members.roles.${trip.my_role}`) })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {t('members.shared.more')}
        </Button>
      ) : null}
    </section>
  );
}
