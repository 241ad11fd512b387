import { useId, useRef } from 'react';
import { useTranslation } from '../../../i18n';
import { attachmentAccept, tripFileLimits } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { CheckIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { FileKindIcon } from './file-kind-icon';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useFormatters } from '../../../lib/format';
import { useIsOnline } from '../../../hooks/use-online';
import { FilesHint } from './files-hint';
import { newId } from '../../../lib/new-id';
import { fileSize } from '../lib/file-size';

/** A file chosen in the new-reservation dialog, uploaded once the reservation is saved. */
export interface PendingFile {
  key: string;
  file: File;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  /** Sent fraction while uploading (0 to 1). */
  progress: number;
  /** Why the server (or the size check) refused it, in words. */
  error: string | null;
}

export const pendingFile = (file: File): PendingFile => ({
  key: newId(),
  file,
  state: 'waiting',
  progress: 0,
  error: null,
});

/**
 * The new reservation's files before it exists: chosen (PDFs or pictures, the limits said first),
 * listed with their size, removable until sent; once the reservation is saved each shows its
 * upload's progress, then done or the reason it failed.
 */
export function PendingAttachments({
  files,
  onAdd,
  onRemove,
  isBusy,
}: {
  files: readonly PendingFile[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  isBusy: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const isFull = files.length >= tripFileLimits.attachmentsPerBooking;
  const isOnline = useIsOnline();
  return (
    <section
      className="flex flex-col gap-2"
      aria-labelledby={`${inputId}-title`}
      data-testid="booking-new-files"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${inputId}-title`} className="text-sm font-semibold">
          {t('bookings.files.title', { n: files.length, max: tripFileLimits.attachmentsPerBooking })}
        </h3>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={attachmentAccept}
          className="sr-only"
          aria-label={t('bookings.files.choose')}
          disabled={isFull || isBusy || !isOnline}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (chosen.length > 0) onAdd(chosen);
          }}
        />
        <Button
          variant="outline"
          size="sm"
          disabled={isFull || isBusy || !isOnline}
          onClick={() => input.current?.click()}
        >
          <PlusIcon />
          {t('bookings.files.add')}
        </Button>
      </div>
      <FilesHint canAttach={isOnline} beforeSave />
      {files.length > 0 ? (
        <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line">
          {files.map(({ key, file, state, progress, error }) => (
            <li key={key} className="flex flex-col gap-1.5 px-3 py-2" data-testid="booking-new-file">
              <div className="flex items-center gap-2">
                <FileKindIcon contentType={file.type} className="h-4 w-4 shrink-0 text-ink-subtle" />
                <span className="min-w-0 flex-1 truncate text-sm font-semibold" data-user-content>
                  {file.name}
                </span>
                <span className="shrink-0 text-xs text-ink-subtle tabular-nums">
                  {fileSize(file.size, format.number)}
                </span>
                {state === 'done' ? (
                  <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-brand-strong">
                    <CheckIcon className="h-3.5 w-3.5" />
                    {t('bookings.files.uploaded')}
                  </span>
                ) : (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 shrink-0"
                    aria-label={t('bookings.files.delete', { name: file.name })}
                    disabled={isBusy}
                    onClick={() => onRemove(key)}
                  >
                    <TrashIcon />
                  </Button>
                )}
              </div>
              {state === 'uploading' ? (
                <ProgressBar value={progress} label={t('bookings.files.uploadingOne', { name: file.name })} />
              ) : null}
              {state === 'failed' && error ? (
                <p className="text-sm font-medium text-danger" data-testid="booking-new-file-error">
                  {error}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
