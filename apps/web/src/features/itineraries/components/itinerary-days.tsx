import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { dayCost, type Itinerary, type ItineraryDay, type ItineraryPlan } from '@pintrip/shared';
import { cn } from '../../../components/ui/cn';
import { HydrateWhenSeen } from '../../../components/ui/hydrate-when-seen';
import { PinIcon } from '../../../components/ui/icons';
import { mapSearchUrl, useFormatDayNumber, useFormatWon } from '../../../lib/format';
import { fallbackPlanImage } from '../lib/format';

/** The detail's days, each with its cost and its plans in order, then the trip's total. */
export function ItineraryDays({ itinerary }: { itinerary: Itinerary }) {
  const { t } = useTranslation();
  const formatWon = useFormatWon();
  return (
    <>
      <ol className="mt-6 flex flex-col gap-5">
        {itinerary.days.map((day, index) =>
          index === 0 ? (
            <li key={day.id} className={dayClass}>
              <DayContent day={day} />
            </li>
          ) : (
            <LaterDay key={day.id} day={day} />
          ),
        )}
      </ol>
      <p className="mt-6 text-right text-lg font-bold" data-testid="total-cost">
        {t('itineraries.totalCost', { amount: formatWon(itinerary.total_cost) })}
      </p>
    </>
  );
}

const dayClass = 'print-day rounded-[var(--radius-card)] border border-line bg-surface-raised p-4 sm:p-5';
/**
 * Laid out and painted only near the screen (decision 0065): a phone's load styles and lays out
 * the first day alone. The size stands in until the day was first drawn, then its own is kept.
 */
const laterClass = '[contain-intrinsic-block-size:auto_24rem] [content-visibility:auto]';

/**
 * A day after the first, below a phone's first screen: the server's HTML until it comes near the
 * screen, then hydrated (docs/decisions/0051). `memo`: the reader's own refetch (which counts the
 * view) keeps an unchanged day's object, so the day stays unhydrated rather than rendered anew.
 */
const LaterDay = memo(function LaterDay({ day }: { day: ItineraryDay }) {
  return (
    <HydrateWhenSeen as="li" className={cn(dayClass, laterClass)}>
      <DayContent day={day} />
    </HydrateWhenSeen>
  );
});

function DayContent({ day }: { day: ItineraryDay }) {
  const { t } = useTranslation();
  const formatWon = useFormatWon();
  const formatDayNumber = useFormatDayNumber();
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold">{formatDayNumber(day.day_number)}</h2>
        <p className="text-sm text-ink-muted">
          {t('itineraries.dayCost', { amount: formatWon(day.estimated_cost ?? dayCost(day.plans)) })}
        </p>
      </div>
      {day.plans.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{t('itineraries.detail.noPlans')}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3">
          {day.plans.map((plan, index) => (
            <PlanItem key={plan.id} plan={plan} index={index} />
          ))}
        </ol>
      )}
    </>
  );
}

function PlanItem({ plan, index }: { plan: ItineraryPlan; index: number }) {
  const { t } = useTranslation();
  const formatWon = useFormatWon();
  return (
    <li className="flex gap-3" data-testid="plan-item">
      <img
        src={plan.image_url ?? fallbackPlanImage}
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(fallbackPlanImage))
            event.currentTarget.src = fallbackPlanImage;
        }}
        alt=""
        loading="lazy"
        className="h-16 w-16 shrink-0 rounded-xl object-cover sm:h-20 sm:w-20"
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
          <span className="font-bold text-brand-strong">{index + 1}</span>
          <span>{plan.time ?? t('itineraries.plan.noTime')}</span>
          <span aria-hidden="true">·</span>
          <span>{t('itineraries.plan.duration', { minutes: plan.duration })}</span>
          <span aria-hidden="true">·</span>
          <span>{formatWon(plan.cost)}</span>
        </p>
        <p className="font-semibold break-words" data-user-content>
          {plan.destination_id ? (
            <Link to={`/destinations/${plan.destination_id}`} className="hover:underline">
              {plan.destination}
            </Link>
          ) : (
            plan.destination || (
              <span className="text-ink-subtle italic">{t('itineraries.plan.unavailable')}</span>
            )
          )}
        </p>
        {plan.location ? (
          <a
            href={mapSearchUrl(plan.location)}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm text-ink-muted underline"
          >
            <PinIcon />
            <span data-user-content>{plan.location}</span>
          </a>
        ) : null}
        {plan.note ? (
          <p className="mt-1 text-sm whitespace-pre-wrap" data-user-content>
            {plan.note}
          </p>
        ) : null}
      </div>
    </li>
  );
}
