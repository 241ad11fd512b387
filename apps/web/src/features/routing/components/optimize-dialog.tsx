import { useTranslation } from '../../../i18n';
import type { RouteMode } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDayNumber, useFormatters } from '../../../lib/format';
import { useOptimizeDay } from '../api/optimize-day';
import type { RoutePlan } from '../api/get-day-legs';

export interface OptimizeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  itineraryId: string;
  dayNumber: number;
  mode: RouteMode;
  plans: readonly RoutePlan[];
  pinned: readonly string[];
  onTogglePin: (planId: string) => void;
  /** Accepts the proposed order (the planner applies it as one undoable step). */
  onAccept: (order: readonly string[]) => void;
}

/**
 * "순서 최적화": the day in the order with the least travel time, as a preview. Plans the server
 * kept in place say why (first, last, a time, no place); the others have a pin that keeps them
 * where they are now and asks again. Timed plans reached late are listed. Nothing changes until
 * "이 순서로 바꾸기".
 */
export function OptimizeDialog(props: OptimizeDialogProps) {
  const { open, onOpenChange, itineraryId, dayNumber, mode, plans, pinned, onTogglePin, onAccept } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const formatDayNumber = useFormatDayNumber();
  const { data, isError, isFetching } = useOptimizeDay(itineraryId, dayNumber, mode, plans, pinned, open);
  const byId = new Map(plans.map((plan, index) => [plan.id, { plan, index }]));
  const nameOf = (id: string) => byId.get(id)?.plan.destination.trim() || t('planner.unnamed');
  const day = formatDayNumber(dayNumber);
  const reasonOf = (id: string): string | null => {
    const entry = byId.get(id);
    if (!entry || pinned.includes(id)) return null;
    if (entry.index === 0) return t('routing.fixedReason.first');
    if (entry.index === plans.length - 1) return t('routing.fixedReason.last');
    if (entry.plan.time) return t('routing.fixedReason.time');
    if (entry.plan.lat === null || entry.plan.lng === null) return t('routing.fixedReason.noPlace');
    return null;
  };
  const saved = data ? data.current_duration_s - data.proposed_duration_s : 0;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('routing.previewTitle', { day })}
      description={t('routing.previewIntro')}
      size="md"
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('routing.cancel')}
          </Button>
          <Button disabled={!data?.changed || isFetching} onClick={() => data && onAccept(data.order)}>
            {t('routing.accept')}
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-3" aria-busy={isFetching}>
        {isError ? (
          <p role="alert" className="text-sm text-danger">
            {t('routing.failed')}
          </p>
        ) : null}
        {!data && !isError ? (
          <div className="flex justify-center py-6">
            <Spinner label={t('routing.loading')} />
          </div>
        ) : null}
        {data ? (
          <>
            <p className="text-sm" aria-live="polite" data-testid="optimize-summary">
              {data.changed
                ? `${t('routing.before', { time: format.travelTime(data.current_duration_s) })} → ${t(
                    'routing.after',
                    {
                      time: format.travelTime(data.proposed_duration_s),
                    },
                  )} · ${t('routing.saving', { time: format.travelTime(saved) })}`
                : t('routing.unchanged')}
            </p>
            <ol className="flex flex-col gap-1.5" aria-label={t('routing.previewTitle', { day })}>
              {data.order.map((id, position) => {
                const reason = reasonOf(id);
                const isFixed = data.fixed_plan_ids.includes(id) && !pinned.includes(id);
                return (
                  <li
                    key={id}
                    className="flex items-center gap-3 rounded-xl border border-line px-3 py-2 text-sm"
                    data-testid="optimize-row"
                  >
                    <span className="w-5 shrink-0 text-right font-semibold text-ink-muted">
                      {position + 1}
                    </span>
                    <span className="min-w-0 flex-1 truncate">{nameOf(id)}</span>
                    {isFixed && reason ? (
                      <span className="shrink-0 rounded-full bg-surface-muted px-2 py-0.5 text-xs">
                        {reason}
                      </span>
                    ) : (
                      <label className="flex shrink-0 items-center gap-1.5 text-xs">
                        <input
                          type="checkbox"
                          checked={pinned.includes(id)}
                          onChange={() => onTogglePin(id)}
                          aria-label={t('routing.pinLabel', { name: nameOf(id) })}
                          className="size-4 accent-brand"
                        />
                        <span aria-hidden="true">{t('routing.pin')}</span>
                      </label>
                    )}
                  </li>
                );
              })}
            </ol>
            {data.conflicts.length > 0 ? (
              <ul className="flex flex-col gap-1 text-sm text-danger" data-testid="optimize-conflicts">
                {data.conflicts.map((conflict) => (
                  <li key={conflict.plan_id}>
                    {t('routing.conflict', {
                      name: nameOf(conflict.plan_id),
                      arrives: conflict.arrives_at,
                      starts: conflict.starts_at,
                      late: conflict.late_minutes,
                    })}
                  </li>
                ))}
              </ul>
            ) : null}
            {data.is_estimate ? <p className="text-xs text-ink-muted">{t('routing.estimateNote')}</p> : null}
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
