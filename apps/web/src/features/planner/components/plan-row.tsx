import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { TripPlanState } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { inputClasses } from '../../../components/ui/form-field';
import { GripIcon, PinIcon, TrashIcon } from '../../../components/ui/icons';
import { PlaceSearchRow } from '../../../components/place-search';
import { mapSearchUrl, useFormatDayNumber, useFormatWon } from '../../../lib/format';
import type { PlanFields } from '../sync/ops';
import { CommitField } from './commit-field';
import { PlanEditorsOf } from './plan-editors-slot';
import type { PlanDragData } from './plan-dnd';

const wholeNumber = (text: string, min: number): number | null => {
  const n = Number(text.replace(/[^\d.-]/g, ''));
  return text.trim() !== '' && Number.isFinite(n) ? Math.max(min, Math.round(n)) : null;
};

export interface PlanRowProps {
  plan: TripPlanState;
  index: number;
  dayNumbers: number[];
  isReadOnly: boolean;
  onUpdate: (fields: PlanFields) => void;
  onRemove: () => void;
  onMoveToDay: (dayNumber: number) => void;
  /** A time that keeps the day in order after a move, offered to the user. */
  proposal: string | null;
  onAcceptProposal: () => void;
  onDismissProposal: () => void;
}

/** One plan of the planner: its handle, name and place, and its fields edited in place. */
export function PlanRow({
  plan,
  index,
  dayNumbers,
  isReadOnly,
  onUpdate,
  onRemove,
  onMoveToDay,
  proposal,
  onAcceptProposal,
  onDismissProposal,
}: PlanRowProps) {
  const { t } = useTranslation();
  const formatWon = useFormatWon();
  const formatDayNumber = useFormatDayNumber();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: plan.id,
      disabled: isReadOnly,
      data: { dayNumber: plan.day_number } satisfies PlanDragData,
    });
  const id = `planner-plan-${plan.id}`;
  const name = plan.destination || t('planner.unnamed');
  const label = 'flex min-w-0 flex-col gap-1 text-xs font-medium text-ink-muted';
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'rounded-2xl border border-line bg-surface p-3',
        isDragging && 'relative z-10 shadow-raised',
      )}
      data-testid="planner-plan"
      data-plan-id={plan.id}
      aria-label={t('planner.planLabel', { position: index + 1, name })}
    >
      <div className="flex items-start gap-2">
        {isReadOnly ? null : (
          <button
            ref={setActivatorNodeRef}
            type="button"
            className="cursor-grab touch-none rounded-lg p-1.5 text-ink-subtle hover:bg-surface-muted"
            aria-label={t('itineraries.form.dragHandle', { name })}
            {...attributes}
            {...listeners}
          >
            <GripIcon />
          </button>
        )}
        <span className="mt-1 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand text-xs font-bold text-brand-ink">
          {index + 1}
        </span>
        <div className="min-w-0 flex-1">
          {isReadOnly || plan.destination_id ? (
            <p className="pt-1 font-semibold break-words" data-user-content>
              {name}
              {plan.destination_id ? (
                <a
                  href={`/destinations/${plan.destination_id}`}
                  target="_blank"
                  rel="noreferrer"
                  className="ml-2 text-xs font-medium text-brand-strong underline"
                >
                  {t('itineraries.plan.detailLink')}
                </a>
              ) : null}
            </p>
          ) : (
            <>
              {/* The name as text, marked as the user's: the box's value is not text, and the labels
                  below quote it. */}
              <span hidden data-user-content>
                {plan.destination}
              </span>
              <label htmlFor={`${id}-name`} className="sr-only">
                {t('planner.fields.name')}
              </label>
              <CommitField
                id={`${id}-name`}
                value={plan.destination}
                maxLength={200}
                onCommit={(value) => value.trim() && onUpdate({ destination: value.trim() })}
                className="h-9 min-w-0 font-semibold"
                data-user-content
              />
            </>
          )}
        </div>
        <div className="mt-1 shrink-0">
          <PlanEditorsOf planId={plan.id} />
        </div>
        {isReadOnly ? null : (
          <button
            type="button"
            onClick={onRemove}
            className="rounded-lg p-2 text-ink-subtle hover:bg-danger-soft hover:text-danger"
            aria-label={t('itineraries.form.removePlan', { name })}
          >
            <TrashIcon />
          </button>
        )}
      </div>

      {isReadOnly ? (
        <ReadOnlyFields plan={plan} />
      ) : (
        <>
          {plan.destination_id ? null : <PlanPlace plan={plan} onUpdate={onUpdate} />}
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            <label className={label}>
              {t('itineraries.plan.time')}
              <CommitField
                type="time"
                value={plan.time ?? ''}
                onCommit={(value) => onUpdate({ time: value || null })}
                data-testid="planner-time"
              />
            </label>
            <label className={label}>
              {t('itineraries.plan.durationLabel')}
              <CommitField
                type="number"
                min={1}
                inputMode="numeric"
                value={String(plan.duration)}
                onCommit={(value) => {
                  const minutes = wholeNumber(value, 1);
                  if (minutes !== null) onUpdate({ duration: minutes });
                }}
              />
            </label>
            <label className={label}>
              <span>
                {t('itineraries.plan.costLabel')}{' '}
                <span className="font-semibold text-ink" data-testid="planner-cost">
                  {formatWon(plan.cost)}
                </span>
              </span>
              <CommitField
                type="number"
                min={0}
                step={1000}
                inputMode="numeric"
                value={String(plan.cost)}
                onCommit={(value) => {
                  const won = wholeNumber(value, 0);
                  if (won !== null) onUpdate({ cost: won });
                }}
              />
            </label>
            <label className={label}>
              {t('itineraries.form.moveTo')}
              <select
                value={plan.day_number}
                onChange={(event) => onMoveToDay(Number(event.target.value))}
                className={inputClasses(false, 'h-10 min-w-0 text-sm')}
              >
                {dayNumbers.map((day) => (
                  <option key={day} value={day}>
                    {formatDayNumber(day)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <label htmlFor={`${id}-note`} className="sr-only">
            {t('itineraries.plan.note')}
          </label>
          <CommitField
            id={`${id}-note`}
            value={plan.note ?? ''}
            maxLength={1000}
            placeholder={t('itineraries.plan.notePlaceholder')}
            onCommit={(value) => onUpdate({ note: value.trim() || null })}
            className="mt-2 h-10 text-sm"
          />
          {proposal ? (
            <div
              role="status"
              className="mt-2 flex flex-wrap items-center gap-2 rounded-xl bg-brand-soft px-3 py-2 text-sm"
            >
              <span>{t('planner.proposal.text', { time: proposal })}</span>
              <Button size="sm" onClick={onAcceptProposal}>
                {t('planner.proposal.accept')}
              </Button>
              <Button size="sm" variant="ghost" onClick={onDismissProposal}>
                {t('planner.proposal.dismiss')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </li>
  );
}

function ReadOnlyFields({ plan }: { plan: TripPlanState }) {
  const { t } = useTranslation();
  const formatWon = useFormatWon();
  return (
    <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:grid-cols-4">
      <div>
        <dt className="text-xs text-ink-muted">{t('itineraries.plan.time')}</dt>
        <dd>{plan.time ?? '—'}</dd>
      </div>
      <div>
        <dt className="text-xs text-ink-muted">{t('itineraries.plan.durationLabel')}</dt>
        <dd>{plan.duration}</dd>
      </div>
      <div>
        <dt className="text-xs text-ink-muted">{t('itineraries.plan.costLabel')}</dt>
        <dd data-testid="planner-cost">{formatWon(plan.cost)}</dd>
      </div>
      {plan.location ? (
        <div>
          <dt className="text-xs text-ink-muted">{t('planner.fields.place')}</dt>
          <dd>
            <a href={mapSearchUrl(plan.location)} target="_blank" rel="noreferrer" className="underline">
              {plan.location}
            </a>
          </dd>
        </div>
      ) : null}
      {plan.note ? (
        <div className="col-span-full" data-user-content>
          {plan.note}
        </div>
      ) : null}
    </dl>
  );
}

/** A free-text plan's place: the one place search; a chosen place sets its coordinates and location. */
function PlanPlace({ plan, onUpdate }: { plan: TripPlanState; onUpdate: (fields: PlanFields) => void }) {
  const { t } = useTranslation();
  const [isSearching, setSearching] = useState(false);
  const hasPlace = plan.lat != null && plan.lng != null;
  const linkClass = 'font-semibold text-brand-strong underline underline-offset-2';
  if (isSearching) {
    return (
      <PlaceSearchRow
        id={`planner-plan-${plan.id}-place`}
        onChoose={onUpdate}
        onClose={() => setSearching(false)}
      />
    );
  }
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
      {plan.location ? (
        <span className="inline-flex items-center gap-1" data-user-content>
          <PinIcon className="h-3.5 w-3.5 text-brand" />
          {plan.location}
        </span>
      ) : null}
      <button type="button" className={linkClass} onClick={() => setSearching(true)}>
        {hasPlace ? t('forms.planPlace.change') : t('forms.planPlace.find')}
      </button>
      {hasPlace ? (
        <button
          type="button"
          className={linkClass}
          onClick={() => onUpdate({ lat: null, lng: null, location: null })}
        >
          {t('forms.planPlace.clear')}
        </button>
      ) : null}
    </p>
  );
}
