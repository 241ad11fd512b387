import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { canEditItinerary, canSetVisibility, isOwner, type ItinerarySummary } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormMessage } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useItineraries } from '../api/get-itineraries';
import type { ItineraryFilters } from '../api/query-keys';
import { useItineraryActions } from '../hooks/use-itinerary-actions';
import { useItinerariesViewer } from '../context/viewer-context';
import { ItineraryCard } from './itinerary-card';

/**
 * One paged list of itinerary cards with its loading, error and empty states. `variant` decides what
 * each card offers: own cards the eye toggle and delete, public cards the admin toggle and the
 * owner's delete.
 */
export function ItineraryList({
  filters,
  variant,
  empty,
  testId,
}: {
  filters: ItineraryFilters;
  variant: 'own' | 'public';
  empty: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const { viewer } = useItinerariesViewer();
  const query = useItineraries(filters);
  const actions = useItineraryActions();
  const items: ItinerarySummary[] = query.data?.pages.flatMap((page) => page.items) ?? [];

  if (query.isPending) return <Spinner className="py-8" label={t('itineraries.list.loading')} />;
  if (query.isError && items.length === 0) {
    return (
      <div className="flex flex-col items-start gap-2">
        <FormMessage tone="error">{t('itineraries.errors.listFailed')}</FormMessage>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('itineraries.actions.retry')}
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <p className="rounded-2xl bg-surface-muted px-4 py-8 text-center text-sm text-ink-muted">{empty}</p>
    );
  }
  return (
    <div data-testid={testId}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((itinerary) => {
          const mine = isOwner(viewer, itinerary);
          return (
            <li key={itinerary.id}>
              <ItineraryCard
                itinerary={itinerary}
                variant={variant === 'own' || mine ? 'own' : 'public'}
                canToggleVisibility={canSetVisibility(
                  viewer,
                  { user_id: itinerary.user_id, isPublic: itinerary.is_public },
                  !itinerary.is_public,
                )}
                canDelete={canEditItinerary(viewer, itinerary)}
                isBusy={actions.isToggling(itinerary.id)}
                onToggleVisibility={() => actions.toggleVisibility(itinerary, mine ? 'list' : 'admin')}
                onDelete={() => actions.askDelete(itinerary)}
              />
            </li>
          );
        })}
      </ul>
      {query.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="outline"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t('itineraries.list.loading') : t('itineraries.list.more')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={actions.deleteTarget !== null}
        onOpenChange={(open) => (open ? undefined : actions.cancelDelete())}
        title={t('itineraries.confirmDelete')}
        confirmLabel={t('itineraries.actions.delete')}
        isBusy={actions.isDeleting}
        onConfirm={actions.confirmDelete}
      />
    </div>
  );
}
