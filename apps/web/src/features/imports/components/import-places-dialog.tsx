import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { placeImportLimits, type ImportedPlace, type PlaceImportPreview } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { describedBy, FormField, inputClasses } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/error-messages';
import { useBookmarkImport, useConfirmImport, usePreviewImport } from '../api/places-io';

const accept =
  '.kml,.kmz,.gpx,.geojson,.json,application/vnd.google-earth.kml+xml,application/gpx+xml,application/geo+json,application/json';

interface Row extends ImportedPlace {
  include: boolean;
  link: boolean;
}

export interface ImportPlacesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trip the places go to; null: into the viewer's bookmarks (matched destinations only). */
  itineraryId: string | null;
  /** How many days the trip has: the choices of a place's day. */
  days?: number;
}

/**
 * "가져오기": a file → the server's preview (places, their days, nearby destinations) → the chosen
 * places added to their days as plan.add operations. The planner shows them as they arrive
 * through the event stream, like anyone's edit.
 */
export function ImportPlacesDialog({ open, onOpenChange, itineraryId, days = 1 }: ImportPlacesDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const fieldId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [day, setDay] = useState(1);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<PlaceImportPreview | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  // One import id per batch of a preview: a double click or a retry adds nothing twice.
  const importIds = useRef<string[]>([]);
  const read = usePreviewImport(itineraryId);
  const confirm = useConfirmImport(itineraryId);
  const bookmark = useBookmarkImport();
  const intoTrip = itineraryId !== null;
  const isSaving = confirm.isPending || bookmark.isPending;
  const dayChoices = Array.from({ length: Math.max(1, days) }, (_, i) => i + 1);

  const start = () => {
    if (!file) {
      setFileError(t('imports.errors.noFile'));
      return;
    }
    setFileError(null);
    read.mutate(
      { file, day },
      {
        onSuccess: (answer) => {
          importIds.current = [];
          setPreview(answer);
          setRows(
            answer.places.map((place) => ({
              ...place,
              // Into bookmarks, only a place that is a destination here can be kept.
              include: intoTrip || place.match !== null,
              link: place.match !== null,
            })),
          );
        },
        onError: (error) => setFileError(errorMessage('imports.preview', error)),
      },
    );
  };

  const chosen = rows.filter((row) => row.include);
  const finishBookmarks = async () => {
    const ids = chosen.flatMap((row) => (row.match ? [row.match.destination_id] : []));
    let done = 0;
    try {
      for (let at = 0; at < ids.length; at += placeImportLimits.maxConfirm) {
        const answer = await bookmark.mutateAsync({
          destination_ids: ids.slice(at, at + placeImportLimits.maxConfirm),
        });
        done += answer.results.filter((result) => result.status !== 'not_found').length;
      }
    } catch (error) {
      toast.show(errorMessage('imports.confirm', error), 'error');
      return;
    }
    toast.show(t('imports.bookmarks.done', { count: done }), 'success');
    onOpenChange(false);
  };

  const finish = async () => {
    if (!intoTrip) return finishBookmarks();
    const places = chosen.map((row) => ({
      name: row.name,
      lat: row.lat,
      lng: row.lng,
      note: row.note,
      day_number: row.day_number,
      destination_id: row.link && row.match ? row.match.destination_id : null,
    }));
    let applied = 0;
    let failed = 0;
    try {
      for (let at = 0, batch = 0; at < places.length; at += placeImportLimits.maxConfirm, batch += 1) {
        importIds.current[batch] ??= crypto.randomUUID();
        const answer = await confirm.mutateAsync({
          import_id: importIds.current[batch]!,
          places: places.slice(at, at + placeImportLimits.maxConfirm),
        });
        for (const result of answer.results) {
          if (result.status === 'rejected') failed += 1;
          else applied += 1;
        }
      }
    } catch (error) {
      toast.show(errorMessage('imports.confirm', error), 'error');
      return;
    }
    toast.show(
      failed > 0 ? t('imports.partly', { done: applied, failed }) : t('imports.done', { count: applied }),
      failed > 0 ? 'error' : 'success',
    );
    onOpenChange(false);
  };

  const change = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={intoTrip ? t('imports.dialogTitle') : t('imports.bookmarks.dialogTitle')}
      description={intoTrip ? t('imports.dialogDescription') : t('imports.bookmarks.dialogDescription')}
      footer={
        preview ? (
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="outline"
              onClick={() => {
                setPreview(null);
                setRows([]);
              }}
            >
              {t('imports.again')}
            </Button>
            <Button onClick={() => void finish()} disabled={chosen.length === 0 || isSaving}>
              {isSaving
                ? t('imports.importing')
                : intoTrip
                  ? t('imports.import', { count: chosen.length })
                  : t('imports.bookmarks.import', { count: chosen.length })}
            </Button>
          </div>
        ) : (
          <div className="flex justify-end">
            <Button onClick={start} disabled={read.isPending}>
              {read.isPending ? t('imports.reading') : t('imports.preview')}
            </Button>
          </div>
        )
      }
    >
      {preview ? (
        <div className="flex flex-col gap-3" data-testid="import-preview">
          <p role="status" aria-live="polite" className="text-sm text-ink-muted">
            {t('imports.found', { count: preview.places.length })}{' '}
            {preview.skipped > 0 ? t('imports.skipped', { count: preview.skipped }) : null}
            <span className="ml-1">· {t('imports.format', { format: preview.format.toUpperCase() })}</span>
          </p>
          <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
            {rows.map((row, index) => (
              <li key={index} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-3">
                <div className="flex min-w-0 flex-1 items-start gap-2">
                  <input
                    id={`${fieldId}-place-${index}`}
                    type="checkbox"
                    className="mt-1 h-4 w-4 shrink-0 accent-brand"
                    checked={row.include}
                    disabled={!intoTrip && !row.match}
                    onChange={(event) => change(index, { include: event.target.checked })}
                    aria-label={t('imports.include', { name: row.name })}
                  />
                  <span className="min-w-0">
                    <label
                      htmlFor={`${fieldId}-place-${index}`}
                      className="block font-semibold break-words"
                      data-user-content
                    >
                      {row.name}
                    </label>
                    {row.group || row.note ? (
                      <span className="block text-xs break-words text-ink-muted" data-user-content>
                        {[row.group, row.note].filter(Boolean).join(' · ')}
                      </span>
                    ) : null}
                    {!intoTrip ? (
                      row.match ? (
                        <span className="mt-1 block text-xs text-ink-muted" data-user-content>
                          {`${row.match.title} · ${row.match.distance_m}m`}
                        </span>
                      ) : (
                        <span className="mt-1 block text-xs text-ink-muted">
                          {t('imports.bookmarks.noMatch')}
                        </span>
                      )
                    ) : row.match ? (
                      <label className="mt-1 flex items-center gap-1.5 text-xs text-ink-muted">
                        <input
                          type="checkbox"
                          className="h-3.5 w-3.5 accent-brand"
                          checked={row.link}
                          disabled={!row.include}
                          onChange={(event) => change(index, { link: event.target.checked })}
                        />
                        {t('imports.match', { title: row.match.title, distance: row.match.distance_m })}
                      </label>
                    ) : null}
                  </span>
                </div>
                {intoTrip ? (
                  <select
                    aria-label={t('imports.placeDay', { name: row.name })}
                    className={inputClasses(false, 'h-9 w-full py-0 pr-8 text-sm sm:w-28')}
                    value={row.day_number}
                    disabled={!row.include}
                    onChange={(event) => change(index, { day_number: Number(event.target.value) })}
                  >
                    {dayChoices.map((n) => (
                      <option key={n} value={n}>
                        {t('imports.dayOption', { day: n })}
                      </option>
                    ))}
                  </select>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <FormField
            id={`${fieldId}-file`}
            label={t('imports.file')}
            hint={t('imports.fileHint')}
            error={fileError}
          >
            <input
              id={`${fieldId}-file`}
              type="file"
              accept={accept}
              className={inputClasses(Boolean(fileError), 'h-auto py-2 text-sm')}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={describedBy(`${fieldId}-file`, { hint: true, error: fileError })}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFileError(null);
              }}
            />
          </FormField>
          {intoTrip ? (
            <FormField id={`${fieldId}-day`} label={t('imports.day')}>
              <select
                id={`${fieldId}-day`}
                className={inputClasses(false, 'h-10 w-full py-0 pr-8 sm:w-40')}
                value={day}
                onChange={(event) => setDay(Number(event.target.value))}
              >
                {dayChoices.map((n) => (
                  <option key={n} value={n}>
                    {t('imports.dayOption', { day: n })}
                  </option>
                ))}
              </select>
            </FormField>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
