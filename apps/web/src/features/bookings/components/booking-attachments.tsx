import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { attachmentAccept, tripFileLimits, type Booking, type BookingAttachment } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { FileKindIcon } from './file-kind-icon';
import { FilesHint } from './files-hint';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useErrorMessage } from '../../../lib/error-messages';
import { useFormatters } from '../../../lib/format';
import { useIsOnline } from '../../../hooks/use-online';
import { fileSize } from '../lib/file-size';
import { attachmentUrl, useBookings, useDeleteAttachment, useUploadAttachment } from '../api/bookings';

/**
 * A saved reservation's files (tickets, vouchers): the list, each opened from the server (a PDF
 * downloads under its name, a picture shows), and for a writer, attach and delete. The server
 * decides what a file is; the input only offers PDFs and pictures and says the limits first.
 */
export function BookingAttachments({
  itineraryId,
  booking,
  canEdit = true,
}: {
  itineraryId: string;
  booking: Booking;
  canEdit?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorMessage = useErrorMessage();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The list's copy is the live one (an upload or another member's change lands there).
  const live = useBookings(itineraryId).data?.items.find((item) => item.id === booking.id) ?? booking;
  const upload = useUploadAttachment(itineraryId);
  const [progress, setProgress] = useState(0);
  const remove = useDeleteAttachment(itineraryId, booking.id);
  const isFull = live.attachments.length >= tripFileLimits.attachmentsPerBooking;
  // Files go straight to the server (they are not queued): without a connection, say so.
  const isOnline = useIsOnline();

  const send = (file: File) => {
    setFailure(null);
    if (file.size > tripFileLimits.maxBytes) {
      setFailure(t('bookings.files.errors.tooLarge'));
      return;
    }
    setProgress(0);
    upload.mutate(
      { bookingId: booking.id, file, onProgress: setProgress },
      { onError: (error) => setFailure(errorMessage('bookings.attachment', error)) },
    );
  };

  return (
    <section className="flex flex-col gap-2" aria-labelledby={`${inputId}-title`} data-testid="booking-files">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${inputId}-title`} className="text-sm font-semibold">
          {t('bookings.files.title', {
            n: live.attachments.length,
            max: tripFileLimits.attachmentsPerBooking,
          })}
        </h3>
        {canEdit ? (
          <>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={attachmentAccept}
              className="sr-only"
              aria-label={t('bookings.files.choose')}
              disabled={isFull || upload.isPending || !isOnline}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) send(file);
              }}
            />
            <Button
              variant="outline"
              size="sm"
              disabled={isFull || upload.isPending || !isOnline}
              onClick={() => input.current?.click()}
            >
              <PlusIcon />
              {upload.isPending ? t('bookings.files.uploading') : t('bookings.files.add')}
            </Button>
          </>
        ) : null}
      </div>
      <FilesHint canAttach={!canEdit || isOnline} />
      {upload.isPending ? <ProgressBar value={progress} label={t('bookings.files.uploading')} /> : null}
      {live.attachments.length > 0 ? (
        <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line">
          {live.attachments.map((file: BookingAttachment) => (
            <li key={file.id} className="flex items-center gap-2 px-3 py-2" data-testid="booking-file">
              <FileKindIcon contentType={file.content_type} className="h-4 w-4 shrink-0 text-ink-subtle" />
              <a
                href={attachmentUrl(itineraryId, booking.id, file.id)}
                target="_blank"
                rel="noopener"
                className="min-w-0 flex-1 truncate text-sm font-semibold underline-offset-2 hover:underline"
                data-user-content
              >
                {file.file_name}
              </a>
              <span className="shrink-0 text-xs text-ink-subtle tabular-nums">
                {fileSize(file.byte_size, format.number)}
              </span>
              {canEdit ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 shrink-0"
                  aria-label={t('bookings.files.delete', { name: file.file_name })}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(file.id, {
                      onError: (error) => setFailure(errorMessage('bookings.attachment', error)),
                    })
                  }
                >
                  <TrashIcon />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{t('bookings.files.empty')}</p>
      )}
      {failure ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
