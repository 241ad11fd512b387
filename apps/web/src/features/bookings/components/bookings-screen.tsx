import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useQueryClient } from '@tanstack/react-query';
import type { Booking, CurrencyCode } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EditIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { FileKindIcon } from './file-kind-icon';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/error-messages';
import { useFormatters, useFormatZonedDateTime } from '../../../lib/format';
import { useRealtimeEvent, useRealtimeReconnect } from '../../../lib/realtime';
import { TripSectionHeader } from '../../trip-workspace';
import { attachmentUrl, bookingKeys, useBookings } from '../api/bookings';
import { withPendingBookings } from '../offline/pending-bookings';
import { useBookingWrites } from '../offline/use-booking-writes';
import { BookingDialog } from './booking-dialog';

interface BookingsScreenProps {
  itineraryId: string;
  title: string;
  /** The signed-in member (a reservation added offline is theirs). */
  meId: string | null;
  /** Owner or editor, active (policies.ts `canWriteTripBookings`). */
  canEdit: boolean;
}

/**
 * `/itineraries/:id/bookings`: the trip's reservations in time order, each time written in the
 * zone it happens in; writers add, edit and delete them. Another member's change arrives as
 * `itinerary.bookings` and refetches the list.
 */
export function BookingsScreen({ itineraryId, title, meId, canEdit }: BookingsScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const bookings = useBookings(itineraryId);
  // The dialog's key makes a fresh form (and a fresh client id) each time it opens.
  const [editing, setEditing] = useState<{ booking: Booking | null; key: number } | null>(null);
  const [deleting, setDeleting] = useState<Booking | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const toast = useToast();
  const errorMessage = useErrorMessage();
  // A write made offline waits in the trip's outbox; one refused on reconnect is dropped, said why.
  const writes = useBookingWrites(itineraryId, (error) =>
    toast.show(errorMessage('bookings.queued', error), 'error', { key: 'bookings' }),
  );
  const { items, pendingIds } = withPendingBookings(bookings.data ?? { items: [] }, writes.pending, {
    itineraryId,
    meId,
  });

  const refetch = () => queryClient.invalidateQueries({ queryKey: bookingKeys.list(itineraryId) });
  useRealtimeEvent('itinerary.bookings', (data) => {
    if (data.id === itineraryId) void refetch();
  });
  useRealtimeReconnect(() => void refetch());

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6">
      <TripSectionHeader
        id={itineraryId}
        title={title}
        subtitle={t('bookings.title')}
        actions={
          canEdit ? (
            <Button onClick={() => setEditing({ booking: null, key: Date.now() })}>
              <PlusIcon />
              {t('bookings.add')}
            </Button>
          ) : (
            <span
              className="rounded-full bg-surface-muted px-3 py-1 text-sm"
              data-testid="bookings-read-only"
            >
              {t('bookings.readOnly')}
            </span>
          )
        }
      />

      <p
        role="status"
        aria-live="polite"
        data-testid="bookings-status"
        className={
          writes.pending.length > 0 ? 'rounded-xl bg-warning-soft px-3 py-2 text-sm font-semibold' : 'sr-only'
        }
      >
        {writes.pending.length > 0 ? t('bookings.status.waiting', { count: writes.pending.length }) : ''}
      </p>

      {bookings.data ? (
        items.length > 0 ? (
          <ul className="flex flex-col gap-3" data-testid="bookings-list">
            {items.map((booking) => (
              <BookingCard
                key={booking.id}
                booking={booking}
                isPending={pendingIds.has(booking.id)}
                canEdit={canEdit}
                onEdit={() => setEditing({ booking, key: Date.now() })}
                onDelete={() => setDeleting(booking)}
              />
            ))}
          </ul>
        ) : (
          <p className="rounded-2xl border border-dashed border-line px-4 py-10 text-center text-ink-muted">
            {t('bookings.empty')}
          </p>
        )
      ) : bookings.isError ? (
        <p role="alert" className="py-12 text-center text-ink-muted">
          {t('bookings.errors.loadFailed')}
        </p>
      ) : (
        <div className="flex justify-center py-16">
          <Spinner label={t('bookings.loading')} />
        </div>
      )}

      {editing ? (
        <BookingDialog
          key={editing.key}
          itineraryId={itineraryId}
          booking={editing.booking}
          open
          onOpenChange={(open) => (open ? null : setEditing(null))}
          onSave={writes.put}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={t('bookings.deleteConfirm')}
        description={deleting?.title}
        confirmLabel={t('bookings.delete')}
        tone="danger"
        isBusy={isDeleting}
        onConfirm={() => {
          if (!deleting) return;
          setDeleting(null);
          setIsDeleting(true);
          writes
            .remove(deleting.id)
            .then(
              (outcome) =>
                toast.show(t(outcome === 'queued' ? 'bookings.queued' : 'bookings.deleted'), 'success', {
                  key: 'bookings',
                }),
              (error: unknown) =>
                toast.show(errorMessage('bookings.delete', error), 'error', { key: 'bookings' }),
            )
            .finally(() => setIsDeleting(false));
        }}
      />
    </div>
  );
}

function BookingCard({
  booking,
  isPending,
  canEdit,
  onEdit,
  onDelete,
}: {
  booking: Booking;
  /** Saved offline, waiting in the outbox for the connection. */
  isPending: boolean;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const formatZoned = useFormatZonedDateTime();
  const { money } = useFormatters();
  const when = (iso: string | null, zone: string | null) =>
    iso && zone ? `${formatZoned(iso, zone)} (${zone})` : null;
  const start = when(booking.starts_at, booking.start_zone);
  const end = when(booking.ends_at, booking.end_zone);
  const place = [booking.place_name, booking.address].filter(Boolean).join(' · ');
  return (
    <li className="flex gap-3 rounded-2xl border border-line bg-surface-raised p-4" data-testid="booking">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-strong">
            {t(`bookings.kinds.${booking.kind}`)}
          </span>
          <h2 className="font-bold break-words" data-user-content>
            {booking.title}
          </h2>
          {isPending ? (
            <span
              className="rounded-full bg-warning-soft px-2 py-0.5 text-xs font-semibold"
              data-testid="booking-pending"
            >
              {t('bookings.pending')}
            </span>
          ) : null}
        </div>
        <p className="text-sm text-ink-muted" data-testid="booking-time">
          {start ? (end ? `${start} → ${end}` : start) : t('bookings.undated')}
        </p>
        {place ? (
          <p className="text-sm break-words" data-user-content>
            {place}
          </p>
        ) : null}
        <p className="flex flex-wrap gap-x-3 text-sm">
          {booking.confirmation ? (
            <span data-testid="booking-confirmation">
              {t('bookings.confirmationLabel', { code: booking.confirmation })}
            </span>
          ) : null}
          {booking.cost !== null && booking.currency ? (
            <span className="font-semibold" data-testid="booking-cost">
              {money(booking.cost, booking.currency as CurrencyCode)}
            </span>
          ) : null}
        </p>
        {booking.note ? (
          <p className="text-sm whitespace-pre-line text-ink-muted" data-user-content>
            {booking.note}
          </p>
        ) : null}
        {booking.attachments.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('bookings.files.listLabel')}>
            {booking.attachments.map((file) => (
              <li key={file.id}>
                <a
                  href={attachmentUrl(booking.itinerary_id, booking.id, file.id)}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex max-w-[16rem] items-center gap-1 rounded-full bg-surface-muted px-2.5 py-1 text-xs font-semibold"
                  data-testid="booking-card-file"
                >
                  <FileKindIcon contentType={file.content_type} className="h-3.5 w-3.5 shrink-0" />
                  <span className="truncate" data-user-content>
                    {file.file_name}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {canEdit ? (
        <div className="-my-1 flex shrink-0 items-start">
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={t('bookings.editLabel', { title: booking.title })}
            onClick={onEdit}
          >
            <EditIcon />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={t('bookings.deleteLabel', { title: booking.title })}
            onClick={onDelete}
          >
            <TrashIcon />
          </Button>
        </div>
      ) : null}
    </li>
  );
}
