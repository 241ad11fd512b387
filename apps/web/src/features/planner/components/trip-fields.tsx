import { useId } from 'react';
import { useTranslation } from '../../../i18n';
import { limits } from '@pintrip/shared';
import { CommitField } from './commit-field';

export type TripFieldName = 'title' | 'start_date' | 'end_date';

/**
 * The trip's title and dates edited in place (each a `trip.update` op when the user leaves the field
 * or presses Enter). `error` is the last refusal of such a change, said under the fields; the days
 * follow the dates on their own (the planner's days come from the trip).
 */
export function TripFields({
  title,
  startDate,
  endDate,
  error,
  onCommit,
}: {
  title: string;
  startDate: string;
  endDate: string;
  error: string | null;
  onCommit: (name: TripFieldName, value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  return (
    <fieldset className="flex flex-col gap-2" data-testid="planner-trip-fields">
      <legend className="sr-only">{t('planner.trip.legend')}</legend>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
        <label className="flex min-w-0 flex-col gap-1 text-xs font-semibold text-ink-muted">
          {t('planner.trip.title')}
          <CommitField
            value={title}
            maxLength={limits.itineraryTitleMaxLength}
            onCommit={(value) => onCommit('title', value)}
            aria-describedby={described}
            className="h-10 min-w-0 text-sm font-semibold"
          />
        </label>
        <div className="grid grid-cols-2 gap-2 sm:contents">
          <label className="flex min-w-0 flex-col gap-1 text-xs font-semibold text-ink-muted">
            {t('planner.trip.start')}
            <CommitField
              type="date"
              value={startDate}
              onCommit={(value) => onCommit('start_date', value)}
              aria-describedby={described}
              className="h-10 min-w-0 text-sm"
            />
          </label>
          <label className="flex min-w-0 flex-col gap-1 text-xs font-semibold text-ink-muted">
            {t('planner.trip.end')}
            <CommitField
              type="date"
              value={endDate}
              onCommit={(value) => onCommit('end_date', value)}
              aria-describedby={described}
              className="h-10 min-w-0 text-sm"
            />
          </label>
        </div>
      </div>
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="text-sm font-medium text-danger"
          data-testid="planner-trip-error"
        >
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
