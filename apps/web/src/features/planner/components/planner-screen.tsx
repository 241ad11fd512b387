import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useQueryClient } from '@tanstack/react-query';
import {
  applyTripOp,
  canEditItinerary,
  dayCount,
  plansOfDay,
  sortKeyBetween,
  type Actor,
  type Itinerary,
  type TripOp,
  type TripPlanState,
} from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { ArrowLeftIcon, EditIcon, ListIcon, MapIcon, SearchIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-messages';
import { useFormatDayNumber, useFormatTripDates } from '../../../lib/format';
import { AddPlanFlow, DayMap, itineraryKeys, useItinerary } from '../../itineraries';
import { keyAt, newId, proposedTime, readdOp, reorderDay, sortDayByTime, type PlanFields } from '../sync/ops';
import { useTripSync } from '../sync/use-trip-sync';
import { PlannerDays, type DayRouteSlot, type PlannerDay } from './planner-days';
import { TripFields, type TripFieldName } from './trip-fields';
import { PlanEditorsSlot } from './plan-editors-slot';
import { TripSectionNav } from '../../trip-workspace';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { ImportPlacesButton } from '../../imports';
import { SearchPanel, type PanelDestination } from './search-panel';

const desktopQuery = '(min-width: 1024px)';
/** Whether the screen is wide enough for the search panel beside the days (else it is a sheet). */
const useIsDesktop = () => useMediaQuery(desktopQuery);

/** Whether a key press belongs to a text box (its own undo), not to the planner. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The trip as the shared rules read it: the server's my_role says whether the viewer is a member. */
export function tripOfItinerary(viewer: Actor | null, itinerary: Itinerary) {
  const role = itinerary.my_role;
  return {
    ...itinerary,
    members: viewer && (role === 'editor' || role === 'viewer') ? [{ userId: viewer.id, role }] : [],
  };
}

export interface PlannerScreenProps {
  id: string;
  viewer: Actor | null;
  /**
   * Slot for the presence bar (features/trip-live), mounted by the route; it gets the plans' names
   * as the planner shows them now (a plan added a moment ago included).
   */
  presence?: (planner: { planTitleOf: (planId: string) => string | undefined }) => ReactNode;
  /** Slot for the activity panel (features/trip-live), mounted by the route. */
  activity?: ReactNode;
  /** Slot for read-only rows in each day above its plans (features/bookings), mounted by the route. */
  daySlot?: (dayNumber: number) => ReactNode;
  /** Slot for the day's budget and spending in its header (features/money), mounted by the route. */
  dayMoney?: (dayNumber: number, budget: number) => ReactNode;
  /** Slot on each plan row: who else edits it (features/trip-live's presence), by the route. */
  planEditors?: (planId: string) => ReactNode;
  /** The plan whose row holds the focus (the one I edit), or null: for the presence heartbeat. */
  onEditingPlanChange?: (planId: string | null) => void;
  /**
   * Slot for travel times and "순서 최적화" (features/routing), by the route; `applyOrder` puts a
   * day in the order given as plan.move ops that undo as one step.
   */
  dayRoute?: (planner: {
    applyOrder: (dayNumber: number, planIds: readonly string[]) => boolean;
  }) => DayRouteSlot;
}

/** The plan a focus event happened in (its row's data-plan-id), or null. */
const planIdOf = (target: EventTarget | null) =>
  target instanceof Element ? (target.closest('[data-plan-id]')?.getAttribute('data-plan-id') ?? null) : null;

/**
 * The full-screen planner of a trip (`/itineraries/:id/plan`): the trip's days and plans edited in
 * place by its owner and editors at the same time, online or not, read-only for viewers. The route
 * shows the not-found page to anyone who is not a member.
 */
export function PlannerScreen({ id, viewer, ...slots }: PlannerScreenProps) {
  const { t } = useTranslation();
  const { data: itinerary } = useItinerary(id);
  if (!itinerary) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label={t('planner.loading')} />
      </div>
    );
  }
  return <Planner itinerary={itinerary} viewer={viewer} {...slots} />;
}

function Planner({
  itinerary,
  viewer,
  presence,
  activity,
  daySlot,
  dayMoney,
  planEditors,
  onEditingPlanChange,
  dayRoute,
}: Omit<PlannerScreenProps, 'id'> & { itinerary: Itinerary }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const formatTripDates = useFormatTripDates();
  const formatDayNumber = useFormatDayNumber();
  const canEdit = canEditItinerary(viewer, tripOfItinerary(viewer, itinerary));
  const [conflicts, setConflicts] = useState<TripPlanState[]>([]);
  const [isEditingTrip, setEditingTrip] = useState(false);
  // The last refusal of a title or date change (here or by the server), said under the fields.
  const [tripError, setTripError] = useState<string | null>(null);
  const { sync, snapshot } = useTripSync(itinerary, canEdit, {
    onRejected: ({ code, fields, pending }) => {
      const failure = new ApiError(400, code, code, fields);
      if (pending.op.kind === 'trip.update') {
        setTripError(errorMessage('planner.trip', failure));
        setEditingTrip(true);
        return;
      }
      toast.show(errorMessage('planner.op', failure), 'error', { key: 'planner-op' });
    },
    onConflict: (plan) => setConflicts((current) => [...current.filter((p) => p.id !== plan.id), plan]),
    onRefused: (error) => {
      toast.show(errorMessage('planner.op', error), 'error', { key: 'planner-op' });
      void queryClient.invalidateQueries({ queryKey: itineraryKeys.detail(itinerary.id) });
    },
  });
  const [selectedDay, setSelectedDay] = useState(1);
  const [pickerDay, setPickerDay] = useState<number | null>(null);
  const [phoneView, setPhoneView] = useState<'list' | 'map'>('list');
  const [proposal, setProposal] = useState<{ planId: string; time: string } | null>(null);
  const [isSearchOpen, setSearchOpen] = useState(false);
  const isDesktop = useIsDesktop();
  // Where destinations added from the search panel are, for the day map (the detail does not know them yet).
  const [addedPlaces, setAddedPlaces] = useState<Map<string, { lat: number | null; lng: number | null }>>(
    () => new Map(),
  );

  const view = snapshot?.view;
  const days: PlannerDay[] = useMemo(() => {
    if (!view) return [];
    const count = dayCount(view.start_date, view.end_date) ?? 1;
    return Array.from({ length: count }, (_, i) => ({ dayNumber: i + 1, plans: plansOfDay(view, i + 1) }));
  }, [view]);
  // A linked plan is where its destination is: the detail answered those coordinates.
  const placeOfDestination = useMemo(() => {
    const places = new Map(addedPlaces);
    for (const plan of itinerary.days.flatMap((day) => day.plans))
      if (plan.destination_id) places.set(plan.destination_id, { lat: plan.lat, lng: plan.lng });
    return places;
  }, [itinerary, addedPlaces]);

  // The trip's other screens (detail, lists, My Page) read it again after planning, not their copy.
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: itineraryKeys.all }), [queryClient]);

  useEffect(() => {
    if (!sync || !canEdit) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) sync.undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') sync.redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [sync, canEdit]);

  if (!sync || !snapshot || !view) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label={t('planner.loading')} />
      </div>
    );
  }

  const selected = days.find((day) => day.dayNumber === selectedDay) ?? days[0];
  const submit = (ops: TripOp[]) => {
    if (ops.length > 0 && !sync.submit(ops))
      toast.show(t('planner.errors.notApplied'), 'error', { key: 'planner-op' });
  };
  /** A title or date change: refused at once when it cannot apply (a day past the new end has plans). */
  const updateTrip = (name: TripFieldName, value: string) => {
    const op: TripOp = { op_id: newId(), kind: 'trip.update', fields: { [name]: value } };
    const outcome = applyTripOp(sync.getSnapshot().view, op);
    if (!outcome.ok) {
      setTripError(
        errorMessage('planner.trip', new ApiError(400, outcome.code, outcome.message, outcome.fields)),
      );
      return;
    }
    setTripError(null);
    submit([op]);
  };
  const addPlan = (dayNumber: number, fields: PlanFields) => {
    const last = plansOfDay(view, dayNumber).at(-1)?.sort_key ?? null;
    submit([
      {
        op_id: newId(),
        kind: 'plan.add',
        plan_id: newId(),
        day_number: dayNumber,
        sort_key: sortKeyBetween(last, null),
        fields,
      },
    ]);
  };
  const addDestination = (dayNumber: number, destination: PanelDestination) => {
    addPlan(dayNumber, {
      destination: destination.title,
      destination_id: destination.id,
      location: destination.location,
      cost: destination.budget_min,
    });
    setAddedPlaces((places) =>
      new Map(places).set(destination.id, { lat: destination.lat, lng: destination.lng }),
    );
    setSelectedDay(dayNumber);
    // On a phone the sheet covers the days: it closes so the plan shows where it went.
    setSearchOpen(false);
    toast.show(
      t('planner.search.added', { name: destination.title, day: formatDayNumber(dayNumber) }),
      'success',
      { key: 'planner-search' },
    );
  };
  const searchPanel = (isInSheet: boolean) => (
    <SearchPanel
      dayNumbers={days.map((day) => day.dayNumber)}
      selectedDay={selected?.dayNumber ?? 1}
      onAdd={addDestination}
      isInSheet={isInSheet}
    />
  );
  const move = (planId: string, dayNumber: number, index: number) => {
    submit([
      {
        op_id: newId(),
        kind: 'plan.move',
        plan_id: planId,
        day_number: dayNumber,
        sort_key: keyAt(view, dayNumber, index, planId),
      },
    ]);
    const time = proposedTime(sync.getSnapshot().view, planId);
    setProposal(time ? { planId, time } : null);
  };
  /** The plan for the day map: a linked plan is where its destination is. */
  const onMap = (plan: TripPlanState) => {
    const place = plan.destination_id ? placeOfDestination.get(plan.destination_id) : undefined;
    return {
      ...plan,
      key: plan.id,
      lat: plan.lat ?? place?.lat ?? null,
      lng: plan.lng ?? place?.lng ?? null,
    };
  };
  const hasPlace = (plan: TripPlanState) => {
    const point = onMap(plan);
    return point.lat !== null && point.lng !== null;
  };
  const conflict = conflicts[0];
  const resolveConflict = (keep: boolean) => {
    if (conflict && keep) submit([readdOp(sync.getSnapshot().view, conflict)]);
    setConflicts((current) => current.slice(1));
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-16">
      <header className="flex flex-col gap-3 border-b border-line pb-4">
        <Link
          to={`/itineraries/${itinerary.id}`}
          className="inline-flex w-fit items-center gap-1 text-sm font-medium text-ink-muted hover:text-ink"
        >
          <ArrowLeftIcon />
          {t('planner.back')}
        </Link>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-extrabold tracking-tight break-words" data-user-content>
              {view.title}
            </h1>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-ink-muted">
              <span data-testid="planner-dates">{formatTripDates(view.start_date, view.end_date)}</span>
              {canEdit ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-expanded={isEditingTrip}
                  aria-controls="planner-trip-fields"
                  onClick={() => setEditingTrip((open) => !open)}
                >
                  <EditIcon />
                  {t(isEditingTrip ? 'planner.trip.close' : 'planner.trip.edit')}
                </Button>
              ) : null}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <p
              role="status"
              aria-live="polite"
              data-testid="planner-status"
              className={cn(
                'rounded-full px-3 py-1 text-sm font-semibold',
                snapshot.waiting > 0 ? 'bg-warning-soft text-ink' : 'bg-brand-soft text-brand-strong',
              )}
            >
              {snapshot.waiting > 0
                ? t('planner.status.waiting', { count: snapshot.waiting })
                : t('planner.status.saved')}
              {snapshot.isOffline ? (
                <span className="ml-1 font-normal">· {t('planner.status.offline')}</span>
              ) : null}
            </p>
            {canEdit ? (
              <>
                <ImportPlacesButton
                  itineraryId={itinerary.id}
                  days={dayCount(view.start_date, view.end_date) ?? 1}
                />
                <Button variant="outline" size="sm" onClick={() => sync.undo()} disabled={!snapshot.canUndo}>
                  {t('planner.undo')}
                </Button>
                <Button variant="outline" size="sm" onClick={() => sync.redo()} disabled={!snapshot.canRedo}>
                  {t('planner.redo')}
                </Button>
              </>
            ) : (
              <span
                className="rounded-full bg-surface-muted px-3 py-1 text-sm"
                data-testid="planner-read-only"
              >
                {t('planner.readOnly')}
              </span>
            )}
          </div>
        </div>
        {canEdit && isEditingTrip ? (
          <div id="planner-trip-fields">
            <TripFields
              title={view.title}
              startDate={view.start_date}
              endDate={view.end_date}
              error={tripError}
              onCommit={updateTrip}
            />
          </div>
        ) : null}
        <TripSectionNav id={itinerary.id} />
        {/* The presence bar (who is here, on which plan) goes here. */}
        {presence ? (
          <div data-slot="presence">
            {presence({ planTitleOf: (planId) => view.plans[planId]?.destination })}
          </div>
        ) : null}
      </header>

      <div className="mt-3 flex gap-2 lg:hidden" role="group" aria-label={t('planner.viewSwitch')}>
        <Button
          variant={phoneView === 'list' ? 'primary' : 'outline'}
          size="sm"
          aria-pressed={phoneView === 'list'}
          onClick={() => setPhoneView('list')}
        >
          <ListIcon />
          {t('planner.showList')}
        </Button>
        <Button
          variant={phoneView === 'map' ? 'primary' : 'outline'}
          size="sm"
          aria-pressed={phoneView === 'map'}
          onClick={() => setPhoneView('map')}
        >
          <MapIcon />
          {t('planner.showMap')}
        </Button>
        {canEdit ? (
          <Button variant="secondary" size="sm" className="ml-auto" onClick={() => setSearchOpen(true)}>
            <SearchIcon />
            {t('planner.search.open')}
          </Button>
        ) : null}
      </div>

      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div
          className={cn(phoneView === 'map' && 'hidden lg:block')}
          // The plan I edit is the one whose row has the focus; leaving every row says none.
          onFocus={(event) => onEditingPlanChange?.(planIdOf(event.target))}
          onBlur={(event) => {
            if (planIdOf(event.relatedTarget) === null) onEditingPlanChange?.(null);
          }}
        >
          <PlanEditorsSlot value={planEditors ?? null}>
            <PlannerDays
              days={days}
              selectedDay={selected?.dayNumber ?? 1}
              onSelectDay={setSelectedDay}
              daySlot={daySlot}
              dayMoney={dayMoney}
              isReadOnly={!canEdit}
              onMove={move}
              onUpdate={(planId, fields) => {
                submit([{ op_id: newId(), kind: 'plan.update', plan_id: planId, fields }]);
                if (proposal?.planId === planId && fields.time !== undefined) setProposal(null);
              }}
              onRemove={(planId) => submit([{ op_id: newId(), kind: 'plan.remove', plan_id: planId }])}
              onAddText={(dayNumber, name) => addPlan(dayNumber, { destination: name })}
              onOpenPicker={setPickerDay}
              onSortByTime={(dayNumber) => submit(sortDayByTime(view, dayNumber))}
              proposal={proposal}
              onAcceptProposal={() => {
                if (proposal)
                  submit([
                    {
                      op_id: newId(),
                      kind: 'plan.update',
                      plan_id: proposal.planId,
                      fields: { time: proposal.time },
                    },
                  ]);
                setProposal(null);
              }}
              onDismissProposal={() => setProposal(null)}
              dayRoute={dayRoute?.({
                applyOrder: (dayNumber, planIds) => {
                  const ops = reorderDay(sync.getSnapshot().view, dayNumber, planIds);
                  if (ops.length > 0) submit(ops);
                  return ops.length > 0;
                },
              })}
            />
          </PlanEditorsSlot>
        </div>
        <aside className={cn('flex flex-col gap-4', phoneView === 'list' && 'hidden lg:flex')}>
          {canEdit && isDesktop ? searchPanel(false) : null}
          <div className="lg:sticky lg:top-4">
            {selected ? (
              <>
                <h2 className="mb-2 text-base font-bold">
                  {t('planner.mapTitle', { day: formatDayNumber(selected.dayNumber) })}
                </h2>
                {selected.plans.length > 0 && !selected.plans.some(hasPlace) ? (
                  <p className="mb-2 rounded-xl bg-surface-muted px-4 py-3 text-sm text-ink-muted">
                    {t('planner.noPlaces')}
                  </p>
                ) : null}
                {selected.plans.length > 0 ? (
                  // The planner's map is a working tool: live as soon as it comes into view.
                  <DayMap dayNumber={selected.dayNumber} plans={selected.plans.map(onMap)} loads="seen" />
                ) : (
                  <p className="rounded-xl bg-surface-muted px-4 py-6 text-center text-sm text-ink-muted">
                    {t('planner.emptyDay')}
                  </p>
                )}
              </>
            ) : null}
            {/* The activity panel (who changed what) goes here. */}
            {activity ? (
              <div data-slot="activity" className="mt-4">
                {activity}
              </div>
            ) : null}
          </div>
        </aside>
      </div>

      {pickerDay !== null ? (
        <AddPlanFlow
          open
          onOpenChange={(open) => !open && setPickerDay(null)}
          dayNumber={pickerDay}
          onAdd={(plan) => {
            // A picked destination is on the day map at once, as from the search panel.
            const placeId = plan.destination_id;
            if (placeId)
              setAddedPlaces((places) => new Map(places).set(placeId, { lat: plan.lat, lng: plan.lng }));
            addPlan(pickerDay, {
              time: plan.time || null,
              destination: plan.destination,
              destination_id: plan.destination_id,
              location: plan.location,
              note: plan.note || null,
              duration: plan.duration,
              cost: plan.cost,
              ...(plan.destination_id ? {} : { lat: plan.lat, lng: plan.lng }),
            });
          }}
        />
      ) : null}

      {canEdit && isSearchOpen && !isDesktop ? (
        <Dialog open onOpenChange={setSearchOpen} title={t('planner.search.sheetTitle')} size="lg">
          {searchPanel(true)}
        </Dialog>
      ) : null}

      {conflict ? (
        <Dialog
          open
          onOpenChange={(open) => !open && resolveConflict(false)}
          title={t('planner.conflict.title')}
          description={t('planner.conflict.body', { name: conflict.destination || t('planner.unnamed') })}
          size="sm"
        >
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => resolveConflict(false)}>
              {t('planner.conflict.discard')}
            </Button>
            <Button onClick={() => resolveConflict(true)}>{t('planner.conflict.keep')}</Button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
