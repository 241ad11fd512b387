import { Fragment, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { dayCost, type TripPlanState } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { inputClasses } from '../../../components/ui/form-field';
import { PlusIcon } from '../../../components/ui/icons';
import { useFormatDayNumber, useFormatWon } from '../../../lib/format';
import type { PlanFields } from '../sync/ops';
import { PlanRow } from './plan-row';
import {
  dayDropId,
  dayOfDropId,
  dayTabDropId,
  isTabId,
  planCollisionsWith,
  planKeyboardCoordinates,
} from './plan-dnd';

export interface PlannerDay {
  dayNumber: number;
  plans: TripPlanState[];
}

export interface PlannerDaysProps {
  days: PlannerDay[];
  selectedDay: number;
  onSelectDay: (day: number) => void;
  isReadOnly: boolean;
  /** Puts `planId` at `index` of `dayNumber` (the plan itself not counted). */
  onMove: (planId: string, dayNumber: number, index: number) => void;
  onUpdate: (planId: string, fields: PlanFields) => void;
  onRemove: (planId: string) => void;
  onAddText: (dayNumber: number, name: string) => void;
  onOpenPicker: (dayNumber: number) => void;
  onSortByTime: (dayNumber: number) => void;
  proposal: { planId: string; time: string } | null;
  onAcceptProposal: () => void;
  onDismissProposal: () => void;
  /** Slot for travel times and "순서 최적화" (features/routing), mounted by the route. */
  dayRoute?: DayRouteSlot;
  /** Read-only rows of another feature shown in a day above its plans (the trip's reservations). */
  daySlot?: ((dayNumber: number) => ReactNode) | undefined;
  /**
   * The day's money in its header (features/money: "예산 32,000원 · 지출 28,500원"), given the
   * day's budget as the plans on screen add up; without it the header shows the plans' cost.
   */
  dayMoney?: ((dayNumber: number, budget: number) => ReactNode) | undefined;
}

/** What the routing feature shows in a day: tools in its header and a leg between two plans. */
export interface DayRouteSlot {
  tools: (day: PlannerDay, options: { isReadOnly: boolean }) => ReactNode;
  leg: (day: PlannerDay, index: number) => ReactNode;
}

/**
 * The trip's days: tabs and one day at a time on phones, every day in a column list on desktop.
 * Plans move by dragging the handle, within a day or onto another day (its tab or its list); with the
 * keyboard (focus the handle, Space, one arrow a place, Space) within their day; and to another day
 * by each plan's "move to" menu (plan-dnd.ts says where a drag is over).
 */
export function PlannerDays(props: PlannerDaysProps) {
  const { days, selectedDay, onSelectDay, isReadOnly, onMove } = props;
  const { t } = useTranslation();
  const formatDayNumber = useFormatDayNumber();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: planKeyboardCoordinates }),
  );
  // Where the pointer is on screen while a plan is dragged: the sticky day tabs are hit-tested
  // against it (plan-dnd.ts), and the page stops scrolling while the plan is over a tab.
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const isOverTab = useRef(false);
  const [isDragging, setDragging] = useState(false);
  useEffect(() => {
    if (!isDragging) return;
    const follow = (event: PointerEvent) => {
      pointer.current = { x: event.clientX, y: event.clientY };
    };
    window.addEventListener('pointermove', follow, { capture: true, passive: true });
    return () => {
      window.removeEventListener('pointermove', follow, { capture: true });
      pointer.current = null;
      isOverTab.current = false;
    };
  }, [isDragging]);
  const collisions = useMemo(() => planCollisionsWith(() => pointer.current), []);
  const allPlans = days.flatMap((day) => day.plans);
  const where = (id: string) => {
    for (const day of days) {
      const index = day.plans.findIndex((plan) => plan.id === id);
      if (index >= 0) return { dayNumber: day.dayNumber, index };
    }
    return null;
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    if (!over) return;
    const planId = String(active.id);
    const from = where(planId);
    if (!from) return;
    const overDay = dayOfDropId(over.id);
    if (overDay !== null) {
      if (overDay === from.dayNumber) return;
      const target = days.find((day) => day.dayNumber === overDay);
      onMove(planId, overDay, target?.plans.length ?? 0);
      return;
    }
    const to = where(String(over.id));
    if (!to || (to.dayNumber === from.dayNumber && to.index === from.index)) return;
    onMove(planId, to.dayNumber, to.index);
  };

  const nameOf = (id: string | number) =>
    allPlans.find((plan) => plan.id === String(id))?.destination.trim() || t('forms.reorder.unnamed');
  const overText = (activeId: string | number, overId: string | number | undefined, moved: boolean) => {
    const name = nameOf(activeId);
    if (overId === undefined) return t('forms.reorder.outside', { name });
    const day = dayOfDropId(overId);
    if (day !== null)
      return t(moved ? 'forms.reorder.droppedDay' : 'forms.reorder.overDay', {
        name,
        day: formatDayNumber(day),
      });
    const to = where(String(overId));
    return t(moved ? 'planner.reorder.dropped' : 'planner.reorder.over', {
      name,
      position: (to?.index ?? 0) + 1,
      day: formatDayNumber(to?.dayNumber ?? 1),
    });
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('forms.reorder.pickedUp', {
        name: nameOf(active.id),
        position: (where(String(active.id))?.index ?? 0) + 1,
        total: days.find((day) => day.dayNumber === where(String(active.id))?.dayNumber)?.plans.length ?? 0,
      }),
    onDragOver: ({ active, over }) => overText(active.id, over?.id, false),
    onDragEnd: ({ active, over }) =>
      over
        ? overText(active.id, over.id, true)
        : t('forms.reorder.cancelled', { name: nameOf(active.id), position: 1 }),
    onDragCancel: ({ active }) =>
      t('forms.reorder.cancelled', {
        name: nameOf(active.id),
        position: (where(String(active.id))?.index ?? 0) + 1,
      }),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={({ activatorEvent }) => {
        if (activatorEvent instanceof PointerEvent)
          pointer.current = { x: activatorEvent.clientX, y: activatorEvent.clientY };
        setDragging(true);
      }}
      onDragOver={({ over }) => {
        isOverTab.current = over !== null && isTabId(over.id);
      }}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(false)}
      autoScroll={{ canScroll: () => !isOverTab.current }}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('itineraries.form.dragInstructions') },
      }}
    >
      <div
        role="tablist"
        aria-label={t('planner.days')}
        className="sticky top-0 z-10 -mx-4 flex gap-2 overflow-x-auto bg-surface px-4 py-2 lg:hidden"
      >
        {days.map((day) => (
          <DayTab
            key={day.dayNumber}
            day={day}
            isSelected={day.dayNumber === selectedDay}
            onSelect={() => onSelectDay(day.dayNumber)}
          />
        ))}
      </div>
      <div className="flex flex-col gap-6">
        {days.map((day) => (
          <DaySection key={day.dayNumber} day={day} isSelected={day.dayNumber === selectedDay} {...props} />
        ))}
      </div>
      {isReadOnly ? null : <span className="sr-only">{t('itineraries.form.dragInstructions')}</span>}
    </DndContext>
  );
}

function DayTab({
  day,
  isSelected,
  onSelect,
}: {
  day: PlannerDay;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const formatDayNumber = useFormatDayNumber();
  // Dropping a plan on a tab moves it to that day (phones show one day at a time).
  const { setNodeRef, isOver } = useDroppable({ id: dayTabDropId(day.dayNumber) });
  return (
    <button
      ref={setNodeRef}
      id={`planner-tab-${day.dayNumber}`}
      type="button"
      role="tab"
      aria-selected={isSelected}
      aria-controls={`planner-day-${day.dayNumber}`}
      onClick={onSelect}
      className={cn(
        'shrink-0 rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors',
        isSelected
          ? 'border-brand bg-brand text-brand-ink'
          : 'border-line bg-surface text-ink hover:bg-surface-muted',
        isOver && 'ring-2 ring-brand',
      )}
    >
      {formatDayNumber(day.dayNumber)}
      {day.plans.length > 0 ? (
        <span className="ml-1 text-xs">{t('itineraries.form.planCount', { count: day.plans.length })}</span>
      ) : null}
    </button>
  );
}

function DaySection({
  day,
  isSelected,
  days,
  isReadOnly,
  onMove,
  onUpdate,
  onRemove,
  onAddText,
  onOpenPicker,
  onSortByTime,
  onSelectDay,
  proposal,
  onAcceptProposal,
  onDismissProposal,
  dayRoute,
  daySlot,
  dayMoney,
}: PlannerDaysProps & { day: PlannerDay; isSelected: boolean }) {
  const { t } = useTranslation();
  const formatDayNumber = useFormatDayNumber();
  const formatWon = useFormatWon();
  const { setNodeRef, isOver } = useDroppable({ id: dayDropId(day.dayNumber) });
  const [name, setName] = useState('');
  const title = formatDayNumber(day.dayNumber);
  const headingId = `planner-day-${day.dayNumber}-title`;
  const addText = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    onAddText(day.dayNumber, name.trim());
    setName('');
  };
  return (
    <section
      id={`planner-day-${day.dayNumber}`}
      aria-labelledby={headingId}
      className={cn('lg:block', isSelected ? 'block' : 'hidden')}
      onFocus={() => onSelectDay(day.dayNumber)}
      data-testid="planner-day"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          {title}{' '}
          {dayMoney ? (
            <span className="ml-1">{dayMoney(day.dayNumber, dayCost(day.plans))}</span>
          ) : (
            <span className="ml-1 text-sm font-normal text-ink-muted">
              {t('itineraries.dayCost', { amount: formatWon(dayCost(day.plans)) })}
            </span>
          )}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {dayRoute?.tools(day, { isReadOnly })}
          {isReadOnly ? null : (
            <>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onSortByTime(day.dayNumber)}
                disabled={day.plans.length < 2}
              >
                {t('planner.sortByTime')}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => onOpenPicker(day.dayNumber)}>
                <PlusIcon />
                {t('itineraries.form.addPlan')}
              </Button>
            </>
          )}
        </div>
      </div>
      {daySlot ? <div data-slot="day">{daySlot(day.dayNumber)}</div> : null}
      <div
        ref={setNodeRef}
        className={cn('rounded-2xl', isOver && 'ring-2 ring-brand ring-offset-2 ring-offset-surface')}
      >
        {day.plans.length === 0 ? (
          <p className="rounded-xl bg-surface-muted px-4 py-6 text-center text-sm text-ink-muted">
            {t('planner.emptyDay')}
          </p>
        ) : (
          <SortableContext items={day.plans.map((plan) => plan.id)} strategy={verticalListSortingStrategy}>
            <ol className="flex flex-col gap-2" aria-label={title}>
              {day.plans.map((plan, index) => (
                <Fragment key={plan.id}>
                  {index > 0 ? dayRoute?.leg(day, index - 1) : null}
                  <PlanRow
                    plan={plan}
                    index={index}
                    dayNumbers={days.map((d) => d.dayNumber)}
                    isReadOnly={isReadOnly}
                    onUpdate={(fields) => onUpdate(plan.id, fields)}
                    onRemove={() => onRemove(plan.id)}
                    onMoveToDay={(toDay) => {
                      const target = days.find((d) => d.dayNumber === toDay);
                      if (toDay !== day.dayNumber) onMove(plan.id, toDay, target?.plans.length ?? 0);
                    }}
                    proposal={proposal?.planId === plan.id ? proposal.time : null}
                    onAcceptProposal={onAcceptProposal}
                    onDismissProposal={onDismissProposal}
                  />
                </Fragment>
              ))}
            </ol>
          </SortableContext>
        )}
      </div>
      {isReadOnly ? null : (
        <form onSubmit={addText} className="mt-2 flex gap-2">
          <label htmlFor={`planner-add-${day.dayNumber}`} className="sr-only">
            {t('planner.addText.label', { day: title })}
          </label>
          <input
            id={`planner-add-${day.dayNumber}`}
            value={name}
            maxLength={200}
            onChange={(event) => setName(event.target.value)}
            placeholder={t('planner.addText.placeholder')}
            className={inputClasses(false, 'h-10 min-w-0 flex-1 text-sm')}
          />
          <Button type="submit" variant="outline" size="sm" className="h-10" disabled={!name.trim()}>
            {t('planner.addText.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
