import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { dayCost } from '@pintrip/shared';
import { cn } from '../../../components/ui/cn';
import { inputClasses } from '../../../components/ui/form-field';
import { PlaceSearchRow } from '../../../components/place-search';
import type { DayDraft, PlanDraft } from '../lib/draft';
import { planAnnouncements } from '../lib/plan-announcements';
import { mapSearchUrl, useFormatDayNumber, useFormatWon } from '../../../lib/format';
import { GripIcon, PinIcon, TrashIcon } from '../../../components/ui/icons';

const tabId = (dayNumber: number) => `day-tab-${dayNumber}`;

/** Moves a plan to the end of another day. */
function movePlanToDay(days: DayDraft[], key: string, toDay: number): DayDraft[] {
  const plan = days.flatMap((day) => day.plans).find((p) => p.key === key);
  if (!plan) return days;
  return days.map((day) => {
    const without = day.plans.filter((p) => p.key !== key);
    return { ...day, plans: day.day_number === toDay ? [...without, plan] : without };
  });
}

export interface PlanEditorProps {
  days: DayDraft[];
  selectedDay: number;
  onSelectDay: (dayNumber: number) => void;
  onChange: (days: DayDraft[]) => void;
}

/**
 * The day tabs and the selected day's plans. Plans are reordered by dragging the handle, or with the
 * keyboard (focus the handle, Space, arrows, Space); dropping a plan on another day's tab moves it
 * there, as the "move to day" menu of each plan does.
 */
export function PlanEditor({ days, selectedDay, onSelectDay, onChange }: PlanEditorProps) {
  const { t } = useTranslation();
  const formatDayNumber = useFormatDayNumber();
  const formatWon = useFormatWon();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const day = days.find((d) => d.day_number === selectedDay) ?? days[0];

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || !day) return;
    const overId = String(over.id);
    if (overId.startsWith('day-tab-')) {
      const toDay = Number(overId.slice('day-tab-'.length));
      if (toDay !== day.day_number) onChange(movePlanToDay(days, String(active.id), toDay));
      return;
    }
    const from = day.plans.findIndex((p) => p.key === active.id);
    const to = day.plans.findIndex((p) => p.key === over.id);
    if (from < 0 || to < 0 || from === to) return;
    onChange(
      days.map((d) => (d.day_number === day.day_number ? { ...d, plans: arrayMove(d.plans, from, to) } : d)),
    );
  };

  const updatePlan = (key: string, patch: Partial<PlanDraft>) =>
    onChange(
      days.map((d) => ({ ...d, plans: d.plans.map((p) => (p.key === key ? { ...p, ...patch } : p)) })),
    );
  const removePlan = (key: string) =>
    onChange(days.map((d) => ({ ...d, plans: d.plans.filter((p) => p.key !== key) })));

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: planAnnouncements(t, day, formatDayNumber),
        screenReaderInstructions: { draggable: t('itineraries.form.dragInstructions') },
      }}
    >
      <div role="tablist" aria-label={t('itineraries.form.days')} className="flex gap-2 overflow-x-auto pb-1">
        {days.map((d) => (
          <DayTab
            key={d.day_number}
            dayNumber={d.day_number}
            count={d.plans.length}
            isSelected={d.day_number === day?.day_number}
            onSelect={() => onSelectDay(d.day_number)}
          />
        ))}
      </div>
      {day ? (
        <div role="tabpanel" aria-labelledby={tabId(day.day_number)} className="mt-3">
          <p className="mb-2 text-sm text-ink-muted">
            {t('itineraries.dayCost', { amount: formatWon(dayCost(day.plans)) })}
          </p>
          {day.plans.length === 0 ? (
            <p className="rounded-xl bg-surface-muted px-4 py-6 text-center text-sm text-ink-muted">
              {t('itineraries.form.noPlans')}
            </p>
          ) : (
            <SortableContext items={day.plans.map((p) => p.key)} strategy={verticalListSortingStrategy}>
              <ol className="flex flex-col gap-2" aria-label={formatDayNumber(day.day_number)}>
                {day.plans.map((plan, index) => (
                  <PlanRow
                    key={plan.key}
                    plan={plan}
                    index={index}
                    days={days}
                    dayNumber={day.day_number}
                    onChange={(patch) => updatePlan(plan.key, patch)}
                    onRemove={() => removePlan(plan.key)}
                    onMove={(toDay) => onChange(movePlanToDay(days, plan.key, toDay))}
                  />
                ))}
              </ol>
            </SortableContext>
          )}
        </div>
      ) : null}
    </DndContext>
  );
}

function DayTab({
  dayNumber,
  count,
  isSelected,
  onSelect,
}: {
  dayNumber: number;
  count: number;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const formatDayNumber = useFormatDayNumber();
  const { setNodeRef, isOver } = useDroppable({ id: tabId(dayNumber) });
  return (
    <button
      ref={setNodeRef}
      id={tabId(dayNumber)}
      type="button"
      role="tab"
      aria-selected={isSelected}
      onClick={onSelect}
      className={cn(
        'shrink-0 rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors',
        isSelected
          ? 'border-brand bg-brand text-brand-ink'
          : 'border-line bg-surface text-ink hover:bg-surface-muted',
        isOver && 'ring-2 ring-brand',
      )}
    >
      {formatDayNumber(dayNumber)}
      {count > 0 ? <span className="ml-1 text-xs">{t('itineraries.form.planCount', { count })}</span> : null}
    </button>
  );
}

function PlanRow({
  plan,
  index,
  days,
  dayNumber,
  onChange,
  onRemove,
  onMove,
}: {
  plan: PlanDraft;
  index: number;
  days: DayDraft[];
  dayNumber: number;
  onChange: (patch: Partial<PlanDraft>) => void;
  onRemove: () => void;
  onMove: (toDay: number) => void;
}) {
  const { t } = useTranslation();
  const formatDayNumber = useFormatDayNumber();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: plan.key,
    });
  const id = `plan-${plan.key}`;
  const number = (value: string, min: number) => {
    const n = Number(value);
    return Number.isFinite(n) && value.trim() !== '' ? Math.max(min, Math.round(n)) : min;
  };
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'rounded-2xl border border-line bg-surface p-3',
        isDragging && 'relative z-10 shadow-raised',
      )}
      data-testid="plan-row"
    >
      {/* Handle, name and delete share the top row; the fields take the row's full width below, so
          a time such as "10:00 AM" fits on a 390 px phone. */}
      <div className="flex items-start gap-2">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="cursor-grab rounded-lg p-1.5 text-ink-subtle hover:bg-surface-muted"
          aria-label={t('itineraries.form.dragHandle', { name: plan.destination })}
          {...attributes}
          {...listeners}
        >
          <GripIcon />
        </button>
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 pt-1">
          <span className="flex h-6 w-6 items-center justify-center rounded-full bg-brand text-xs font-bold text-brand-ink">
            {index + 1}
          </span>
          <span className="font-semibold break-words" data-user-content>
            {plan.destination || (
              <span className="text-ink-subtle italic">{t('itineraries.plan.unavailable')}</span>
            )}
          </span>
          {plan.destination_id ? (
            <a
              href={`/destinations/${plan.destination_id}`}
              target="_blank"
              rel="noreferrer"
              className="text-xs font-medium text-brand-strong underline"
            >
              {t('itineraries.plan.detailLink')}
            </a>
          ) : null}
          {plan.location ? (
            <a
              href={mapSearchUrl(plan.location)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-0.5 text-xs text-ink-muted underline"
            >
              <PinIcon />
              {t('itineraries.plan.mapLink')}
            </a>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onRemove}
          className="rounded-lg p-2 text-ink-subtle hover:bg-danger-soft hover:text-danger"
          aria-label={t('itineraries.form.removePlan', { name: plan.destination })}
        >
          <TrashIcon />
        </button>
      </div>
      {plan.destination_id ? null : <PlanPlace plan={plan} onChange={onChange} />}
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-ink-muted">
          {t('itineraries.plan.time')}
          <input
            type="time"
            value={plan.time}
            onChange={(e) => onChange({ time: e.target.value })}
            className={inputClasses(false, 'h-10 min-w-0 text-sm')}
            data-testid="plan-time"
          />
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-ink-muted">
          {t('itineraries.plan.durationLabel')}
          <input
            type="number"
            min={1}
            inputMode="numeric"
            value={plan.duration}
            onChange={(e) => onChange({ duration: number(e.target.value, 1) })}
            className={inputClasses(false, 'h-10 min-w-0 text-sm')}
          />
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-ink-muted">
          {t('itineraries.plan.costLabel')}
          <input
            type="number"
            min={0}
            step={1000}
            inputMode="numeric"
            value={plan.cost}
            onChange={(e) => onChange({ cost: number(e.target.value, 0) })}
            className={inputClasses(false, 'h-10 min-w-0 text-sm')}
          />
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-ink-muted">
          {t('itineraries.form.moveTo')}
          <select
            value={dayNumber}
            onChange={(e) => onMove(Number(e.target.value))}
            className={inputClasses(false, 'h-10 min-w-0 text-sm')}
          >
            {days.map((d) => (
              <option key={d.day_number} value={d.day_number}>
                {formatDayNumber(d.day_number)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label htmlFor={`${id}-note`} className="sr-only">
        {t('itineraries.plan.note')}
      </label>
      <input
        id={`${id}-note`}
        value={plan.note}
        maxLength={1000}
        placeholder={t('itineraries.plan.notePlaceholder')}
        onChange={(e) => onChange({ note: e.target.value })}
        className={inputClasses(false, 'mt-2 h-10 text-sm')}
      />
    </li>
  );
}

/**
 * Where a free-text plan is (a linked plan is where its destination is): the same place search as
 * the pinpoint dialog; a chosen place sets the plan's coordinates and location, so the day map can
 * show it.
 */
function PlanPlace({ plan, onChange }: { plan: PlanDraft; onChange: (patch: Partial<PlanDraft>) => void }) {
  const { t } = useTranslation();
  const [isSearching, setSearching] = useState(false);
  const hasPlace = plan.lat != null && plan.lng != null;
  const linkClass = 'font-semibold text-brand-strong underline underline-offset-2';
  if (isSearching) {
    return (
      <PlaceSearchRow id={`plan-${plan.key}-place`} onChoose={onChange} onClose={() => setSearching(false)} />
    );
  }
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
      {hasPlace ? (
        <span className="inline-flex items-center gap-1" data-testid="plan-place">
          <PinIcon className="h-3.5 w-3.5 text-brand" />
          {t('forms.planPlace.saved')}
        </span>
      ) : null}
      <button type="button" className={linkClass} onClick={() => setSearching(true)}>
        {hasPlace ? t('forms.planPlace.change') : t('forms.planPlace.find')}
      </button>
      {hasPlace ? (
        <button type="button" className={linkClass} onClick={() => onChange({ lat: null, lng: null })}>
          {t('forms.planPlace.clear')}
        </button>
      ) : null}
    </p>
  );
}
