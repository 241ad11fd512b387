import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useQueryClient } from '@tanstack/react-query';
import { listKinds } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/error-messages';
import { useRealtimeEvent, useRealtimeReconnect } from '../../../lib/realtime';
import { TripSectionHeader } from '../../trip-workspace';
import { useListItems } from '../api/get-list-items';
import { listKeys } from '../api/query-keys';
import { withPending } from '../offline/pending-lists';
import { useListWrites } from '../offline/use-list-writes';
import { ListSection } from './list-section';
import { ApplyTemplateDialog, SaveTemplateDialog } from './template-dialogs';
import type { ListPerson } from './types';

interface ListsScreenProps {
  itineraryId: string;
  title: string;
  /** The trip's owner and members: who an item may be assigned to. */
  people: readonly ListPerson[];
  /** The signed-in member's id ("mine only"). */
  meId: string | null;
  /** Owner or editor, active (policies.ts `canWriteTripLists`). */
  canEdit: boolean;
}

/**
 * `/itineraries/:id/lists`: the trip's packing list and to-dos side by side (stacked on a phone),
 * with templates and a "mine only" filter. Another member's change arrives as `itinerary.lists`
 * and refetches the lists. Writes made offline wait in the trip's outbox, show at once (marked as
 * waiting) and are counted in a status line until the connection returns.
 */
export function ListsScreen({ itineraryId, title, people, meId, canEdit }: ListsScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const lists = useListItems(itineraryId);
  const writes = useListWrites(itineraryId, (error) =>
    toast.show(errorMessage('lists.save', error), 'error', { key: 'lists' }),
  );
  const [isMineOnly, setMineOnly] = useState(false);
  const [dialog, setDialog] = useState<'apply' | 'save' | null>(null);

  const refetch = () => queryClient.invalidateQueries({ queryKey: listKeys.items(itineraryId) });
  useRealtimeEvent('itinerary.lists', (data) => {
    if (data.id === itineraryId) void refetch();
  });
  useRealtimeReconnect(() => void refetch());

  const { items, pendingIds } = withPending(lists.data ?? { items: [] }, writes.pending, {
    itineraryId,
    meId,
  });
  const shown = isMineOnly ? items.filter((item) => item.assignee_id === meId) : items;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6 sm:px-6">
      <TripSectionHeader
        id={itineraryId}
        title={title}
        subtitle={t('lists.title')}
        actions={
          !canEdit ? (
            <span className="rounded-full bg-surface-muted px-3 py-1 text-sm" data-testid="lists-read-only">
              {t('lists.readOnly')}
            </span>
          ) : null
        }
      />

      <p
        role="status"
        aria-live="polite"
        data-testid="lists-status"
        className={
          writes.pending.length > 0 ? 'rounded-xl bg-warning-soft px-3 py-2 text-sm font-semibold' : 'sr-only'
        }
      >
        {writes.pending.length > 0 ? t('lists.status.waiting', { count: writes.pending.length }) : ''}
      </p>

      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={isMineOnly ? 'secondary' : 'outline'}
          size="sm"
          aria-pressed={isMineOnly}
          onClick={() => setMineOnly((value) => !value)}
        >
          {t('lists.mineOnly')}
        </Button>
        <span className="flex-1" />
        {canEdit ? (
          <Button variant="outline" size="sm" onClick={() => setDialog('apply')}>
            {t('lists.templates.apply')}
          </Button>
        ) : null}
        <Button variant="outline" size="sm" onClick={() => setDialog('save')} disabled={items.length === 0}>
          {t('lists.templates.save')}
        </Button>
      </div>

      {lists.data ? (
        <div className="grid gap-8 md:grid-cols-2">
          {listKinds.map((kind) => (
            <ListSection
              key={kind}
              kind={kind}
              writes={writes}
              pendingIds={pendingIds}
              items={shown.filter((item) => item.kind === kind)}
              allItems={items.filter((item) => item.kind === kind)}
              people={people}
              canEdit={canEdit}
              isFiltered={isMineOnly}
            />
          ))}
        </div>
      ) : lists.isError ? (
        <p role="alert" className="py-12 text-center text-ink-muted">
          {t('lists.errors.loadFailed')}
        </p>
      ) : (
        <div className="flex justify-center py-16">
          <Spinner label={t('lists.loading')} />
        </div>
      )}

      {canEdit ? (
        <ApplyTemplateDialog
          itineraryId={itineraryId}
          open={dialog === 'apply'}
          onOpenChange={(open) => setDialog(open ? 'apply' : null)}
        />
      ) : null}
      <SaveTemplateDialog
        itineraryId={itineraryId}
        open={dialog === 'save'}
        onOpenChange={(open) => setDialog(open ? 'save' : null)}
      />
    </div>
  );
}
