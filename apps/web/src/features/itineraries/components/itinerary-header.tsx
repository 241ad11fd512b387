import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import {
  canCopyItinerary,
  canDelete,
  canEditItinerary,
  canSetVisibility,
  isAdmin,
  isOwner,
  type Itinerary,
} from '@pintrip/shared';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { CalendarIcon, CopyIcon, EyeIcon, PrintIcon } from '../../../components/ui/icons';
import { useItinerariesViewer } from '../context/viewer-context';
import type { useItineraryActions } from '../hooks/use-itinerary-actions';
import { useFormatTripDates } from '../../../lib/format';
import { ItineraryShare } from './itinerary-share';
import { MembersButton } from '../../members';
import { PlaceExports } from '../../imports';

/**
 * The detail's title, author and dates, then what the viewer may do: like and share (wide screens;
 * phones have the bottom bar), the visibility toggle, "플래너에서 편집" for the owner and editors,
 * delete for the owner, copy for
 * everyone else signed in, the calendar file and print. Days, plans, title and dates are edited
 * in the planner ("플래너에서 편집"). The shared policies decide each button.
 */
export function ItineraryHeader({
  itinerary,
  likeButton,
  actions,
  onCopy,
  isCopying,
}: {
  itinerary: Itinerary;
  likeButton: ReactNode;
  actions: ReturnType<typeof useItineraryActions>;
  onCopy: () => void;
  isCopying: boolean;
}) {
  const { t } = useTranslation();
  const formatRange = useFormatTripDates();
  const { viewer } = useItinerariesViewer();
  const owner = isOwner(viewer, itinerary);
  // The trip as the rules read it: the server's my_role says whether the viewer is a member.
  const role = itinerary.my_role;
  const trip = {
    ...itinerary,
    members: viewer && (role === 'editor' || role === 'viewer') ? [{ userId: viewer.id, role }] : [],
  };
  const mayToggle = canSetVisibility(
    viewer,
    { user_id: itinerary.user_id, isPublic: itinerary.is_public },
    !itinerary.is_public,
  );
  return (
    <div className="mt-4 flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl" data-user-content>
          {itinerary.title}
        </h1>
        {isAdmin(viewer) ? (
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-bold print:hidden',
              itinerary.is_public ? 'bg-brand-soft text-brand-strong' : 'bg-surface-muted text-ink-muted',
            )}
            data-testid="visibility-badge"
          >
            {itinerary.is_public ? t('itineraries.visibility.public') : t('itineraries.visibility.private')}
          </span>
        ) : null}
      </div>
      <p className="text-ink-muted">
        {formatRange(itinerary.start_date, itinerary.end_date, { withYear: true })}
        <span aria-hidden="true"> · </span>
        {t('itineraries.detail.author', { name: itinerary.author.display_name })}
      </p>
      {itinerary.copied_from ? (
        <p className="text-sm text-ink-muted">
          {t('itineraries.detail.copiedFrom')}{' '}
          <Link className="underline" to={`/itineraries/${itinerary.copied_from.id}`}>
            {itinerary.copied_from.title}
          </Link>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <div className="hidden gap-2 sm:flex">
          {likeButton}
          <ItineraryShare itinerary={itinerary} />
        </div>
        {mayToggle ? (
          <Button
            variant="outline"
            onClick={() => actions.toggleVisibility(itinerary, owner ? 'detail' : 'admin')}
            disabled={actions.isToggling(itinerary.id)}
            aria-pressed={itinerary.is_public}
          >
            <EyeIcon off={!itinerary.is_public} />
            {itinerary.is_public ? t('itineraries.actions.makePrivate') : t('itineraries.actions.makePublic')}
          </Button>
        ) : null}
        {canEditItinerary(viewer, trip) ? (
          <Link to={`/itineraries/${itinerary.id}/plan`} className={buttonClasses('primary')}>
            {t('trip.openPlanner')}
          </Link>
        ) : null}
        {owner && canDelete(viewer, itinerary) ? (
          <Button variant="danger" onClick={() => actions.askDelete(itinerary)}>
            {t('itineraries.actions.delete')}
          </Button>
        ) : null}
        <MembersButton itinerary={itinerary} />
        {canCopyItinerary(viewer, itinerary) ? (
          <Button variant="secondary" onClick={onCopy} disabled={isCopying}>
            <CopyIcon />
            {t('itineraries.actions.copy')}
          </Button>
        ) : null}
        <a
          href={`/api/itineraries/${encodeURIComponent(itinerary.id)}/calendar.ics`}
          download
          className={buttonClasses('ghost')}
          data-testid="calendar-download"
        >
          <CalendarIcon />
          {t('itineraries.actions.calendar')}
        </a>
        <PlaceExports itinerary={itinerary} />
        <Button variant="ghost" onClick={() => window.print()}>
          <PrintIcon />
          {t('itineraries.actions.print')}
        </Button>
      </div>
    </div>
  );
}
