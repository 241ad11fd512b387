import { useTranslation } from '../../../i18n';
import { estimateLeg, type Leg, type RouteMode } from '@pintrip/shared';
import { useFormatters } from '../../../lib/format';
import { useDayLegs, type RoutePlan } from '../api/get-day-legs';
import { hasMapApps, legLinks } from '../map-links';

export interface LegRowProps {
  itineraryId: string;
  dayNumber: number;
  mode: RouteMode;
  plans: readonly RoutePlan[];
  /** The leg from plans[index] to plans[index + 1]. */
  index: number;
}

/**
 * The leg between two plans of a day: "도보 12분 · 850m", "추정" when estimated, and links that open
 * it in Kakao Map and Naver Map (Naver's app on a phone, its site on a desktop; Google Maps outside
 * Korea). While the server's answer is on its way, or offline, the straight-line estimate shows
 * (labelled so). Nothing when a plan has no place.
 */
export function LegRow({ itineraryId, dayNumber, mode, plans, index }: LegRowProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { data } = useDayLegs(itineraryId, dayNumber, mode, plans);
  const from = plans[index];
  const to = plans[index + 1];
  if (!from || !to || from.lat === null || from.lng === null || to.lat === null || to.lng === null)
    return null;
  const fromPoint = { name: from.destination, lat: from.lat, lng: from.lng };
  const toPoint = { name: to.destination, lat: to.lat, lng: to.lng };
  const answered: Leg | null | undefined = data?.legs.find(
    (leg) => leg?.from_plan_id === from.id && leg.to_plan_id === to.id,
  );
  const local = estimateLeg(fromPoint, toPoint, mode);
  const leg = answered
    ? { duration: answered.duration_s, distance: answered.distance_m, isEstimate: answered.is_estimate }
    : { ...local, isEstimate: true };
  const modeText = t(`routing.modes.${mode}`);
  const time = format.travelTime(leg.duration);
  const distance = format.distance(leg.distance);
  const unnamed = t('planner.unnamed');
  const fromName = from.destination.trim() || unnamed;
  const toName = to.destination.trim() || unnamed;
  const appNames = {
    kakao: t('routing.openKakao'),
    naver: t('routing.openNaver'),
    google: t('routing.openGoogle'),
  };
  return (
    // An item of the day's list between two plans, named by its content only (no label of its
    // own: a plan's name never finds a leg). Plans are the items with data-testid="planner-plan".
    <li
      className="ml-5 flex flex-wrap items-center gap-x-2 gap-y-1 border-l-2 border-dashed border-line py-1 pl-4 text-xs text-ink-muted"
      data-testid="route-leg"
    >
      <span className="sr-only">
        {t('routing.legLabel', { from: fromName, to: toName, mode: modeText, time, distance })}
      </span>
      <span aria-hidden="true">{t('routing.leg', { mode: modeText, time, distance })}</span>
      {leg.isEstimate ? (
        <span
          className="rounded-full bg-surface-muted px-2 py-0.5 font-medium"
          title={t('routing.estimateHint')}
          aria-hidden="true"
        >
          {t('routing.estimate')}
        </span>
      ) : null}
      {leg.isEstimate ? <span className="sr-only">{t('routing.estimateHint')}</span> : null}
      {legLinks({ ...fromPoint, name: fromName }, { ...toPoint, name: toName }, mode, {
        appName: window.location.origin,
        hasMapApps: hasMapApps(navigator),
      }).map((link) => (
        <a
          key={link.app}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand underline-offset-2 hover:underline"
          aria-label={t('routing.openIn', { app: appNames[link.app], from: fromName, to: toName })}
        >
          {appNames[link.app]}
        </a>
      ))}
    </li>
  );
}
