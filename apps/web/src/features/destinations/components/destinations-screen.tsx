import { useCallback, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { Actor, Destination } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { preloadOn } from '../../../components/ui/lazy-dialog';
import { useToast } from '../../../components/ui/toast';
import { useDestinationsRealtime } from '../hooks/use-destinations-realtime';
import type { DetailLinkState } from '../hooks/use-detail-link';
import { useListParams } from '../hooks/use-list-params';
import {
  DestinationsViewerProvider,
  useDestinationsViewer,
  type TripActionSlot,
} from '../context/viewer-context';
import { DestinationDetailDialog } from './lazy-destination-detail-dialog';
import { DestinationResults } from './destination-results';
import { PlusIcon } from '../../../components/ui/icons';
import { CategoryFilter, SearchBox, SortButtons, ViewToggle } from './list-toolbar';
import { PinpointDialog } from './lazy-pinpoint-dialog';

export interface DestinationsScreenProps {
  /** Who is looking (the session feature's `actorFromMe`). */
  viewer: Actor | null;
  /** Opens the app's login dialog (visitors pressing like or bookmark). */
  requestLogin: () => void;
  /** The comments section inside the detail dialog. */
  renderComments?: (destination: Destination) => ReactNode;
  /** "일정에 추가" on each card and in the detail (signed-in, active users). */
  renderTripAction?: TripActionSlot;
}

type Editor = { mode: 'create' } | { mode: 'edit'; destination: Destination } | null;

function Screen({ renderComments }: Pick<DestinationsScreenProps, 'renderComments'>) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const { id: openId } = useParams();
  const { params, update } = useListParams();
  const { canCreate } = useDestinationsViewer();
  const [editor, setEditor] = useState<Editor>(null);

  const listLocation = useCallback(
    () => ({ pathname: '/destinations', search: location.search }),
    [location.search],
  );

  const closeDetail = () => {
    // Opened from the list: step back (the list is the previous entry). Opened directly: go to it.
    if ((location.state as DetailLinkState | null)?.fromList) void navigate(-1);
    else void navigate(listLocation());
  };

  const openDetail = (id: string) => {
    const state: DetailLinkState = { fromList: true };
    void navigate(
      { pathname: `/destinations/${encodeURIComponent(id)}`, search: location.search },
      { state },
    );
  };

  useDestinationsRealtime({
    openId,
    onOpenDeleted: () => {
      toast.show(t('destinations.messages.deletedElsewhere'));
      closeDetail();
    },
  });

  const onSearch = useCallback((q: string) => update({ q }, { replace: true }), [update]);

  const createButton = canCreate ? (
    <Button
      onClick={() => setEditor({ mode: 'create' })}
      {...preloadOn(PinpointDialog)}
      data-testid="create-pinpoint"
    >
      <PlusIcon className="h-4 w-4" />
      {t('destinations.actions.create')}
    </Button>
  ) : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">{t('destinations.title')}</h1>
          <p className="mt-2 text-ink-muted">{t('destinations.intro')}</p>
        </div>
        {createButton}
      </header>

      <div className="mt-6 flex flex-col gap-4">
        <SearchBox value={params.q} onChange={onSearch} />
        <CategoryFilter value={params.category} onChange={(category) => update({ category })} />
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
          <SortButtons value={params.sort} onChange={(sort) => update({ sort })} />
          <ViewToggle value={params.view} onChange={(view) => update({ view }, { replace: true })} />
        </div>
      </div>

      <div className="mt-6">
        <DestinationResults
          filters={{ category: params.category, q: params.q, sort: params.sort }}
          view={params.view}
          onOpen={openDetail}
          onClearFilters={() => update({ category: '', q: '' })}
          createAction={createButton}
        />
      </div>

      <DestinationDetailDialog
        id={openId}
        onClose={closeDetail}
        onEdit={(destination) => setEditor({ mode: 'edit', destination })}
        onDeleted={closeDetail}
        renderComments={renderComments}
      />

      <PinpointDialog
        open={editor !== null}
        onOpenChange={(open) => {
          if (!open) setEditor(null);
        }}
        destination={editor?.mode === 'edit' ? editor.destination : undefined}
        onSaved={(saved) => {
          const wasCreate = editor?.mode === 'create';
          setEditor(null);
          if (wasCreate) openDetail(saved.id);
        }}
      />
    </div>
  );
}

/**
 * The destinations screen: list (grid, list, map) with filters in the URL, the detail dialog for
 * /destinations/:id, the pinpoint dialog, and live updates.
 */
export function DestinationsScreen({
  viewer,
  requestLogin,
  renderComments,
  renderTripAction,
}: DestinationsScreenProps) {
  return (
    <DestinationsViewerProvider
      viewer={viewer}
      requestLogin={requestLogin}
      renderTripAction={renderTripAction}
    >
      <Screen renderComments={renderComments} />
    </DestinationsViewerProvider>
  );
}
