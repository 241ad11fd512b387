import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@pintrip/shared';
import { cn } from '../../../components/ui/cn';
import { useErrorMessage } from '../../../lib/error-messages';
import { uploadDestinationImage } from '../api/upload-image';
import { CloseIcon, ImageIcon } from '../../../components/ui/icons';

type Source = 'upload' | 'url';

export interface ImageFieldProps {
  id: string;
  value: string;
  onChange: (url: string) => void;
  /** True while a file is uploading (the form waits for it). */
  onBusyChange: (busy: boolean) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The pinpoint image: a file uploaded to POST /api/uploads?kind=destination (with a progress bar
 * and a preview), or an image URL.
 */
export function ImageField({ id, value, onChange, onBusyChange, invalid, describedBy }: ImageFieldProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [source, setSource] = useState<Source>(value && !value.startsWith('/uploads/') ? 'url' : 'upload');
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      abortRef.current?.abort();
    },
    [],
  );
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const upload = async (file: File) => {
    setError(null);
    if (!file.type.startsWith('image/')) {
      setError(errorMessage('destinations.upload', 'image_only'));
      return;
    }
    if (file.size > limits.uploadMaxBytes) {
      setError(errorMessage('destinations.upload', 'file_too_large'));
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    onBusyChange(true);
    try {
      const uploaded = await uploadDestinationImage(file, setProgress, controller.signal);
      onChange(uploaded.url);
    } catch (caught) {
      if (controller.signal.aborted) return;
      setError(errorMessage('destinations.upload', caught));
      setPreview(null);
    } finally {
      if (abortRef.current === controller) {
        abortRef.current = null;
        setProgress(null);
        onBusyChange(false);
      }
    }
  };

  const candidate = preview ?? (value || null);
  const shown = candidate && candidate !== brokenUrl ? candidate : null;
  const tab = (which: Source) =>
    cn(
      'h-8 flex-1 rounded-full px-3 text-sm font-semibold transition-colors',
      source === which ? 'bg-surface-raised text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
    );

  return (
    <div className="flex flex-col gap-3">
      <div
        role="group"
        aria-label={t('destinations.form.imageSource')}
        className="flex gap-1 rounded-full bg-surface-muted p-1"
      >
        <button
          type="button"
          aria-pressed={source === 'upload'}
          className={tab('upload')}
          onClick={() => setSource('upload')}
        >
          {t('destinations.form.imageUpload')}
        </button>
        <button
          type="button"
          aria-pressed={source === 'url'}
          className={tab('url')}
          onClick={() => setSource('url')}
        >
          {t('destinations.form.imageUrl')}
        </button>
      </div>

      {source === 'upload' ? (
        <label
          htmlFor={id}
          className={cn(
            'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 py-6 text-center text-sm text-ink-muted transition-colors hover:bg-surface-muted',
            invalid || error ? 'border-danger' : 'border-line',
          )}
        >
          <ImageIcon className="h-8 w-8 text-ink-subtle" />
          <span className="font-semibold text-ink">{t('destinations.form.imageChoose')}</span>
          <span className="text-xs">{t('destinations.form.imageHint')}</span>
          <input
            ref={fileInput}
            id={id}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-invalid={invalid || Boolean(error) || undefined}
            aria-describedby={describedBy}
            data-testid="image-file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </label>
      ) : (
        <input
          id={id}
          type="url"
          inputMode="url"
          value={value.startsWith('/uploads/') ? '' : value}
          onChange={(event) => {
            setPreview(null);
            onChange(event.target.value);
          }}
          placeholder={t('destinations.form.imageUrlPlaceholder')}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(
            'h-12 w-full rounded-2xl border bg-surface-raised px-4 text-base outline-none focus:border-brand',
            invalid ? 'border-danger' : 'border-line',
          )}
        />
      )}

      {progress !== null ? (
        <div
          role="progressbar"
          aria-label={t('destinations.form.uploading')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          className="h-2 overflow-hidden rounded-full bg-surface-muted"
        >
          <div
            className="h-full bg-brand transition-[width]"
            style={{ width: `${Math.round(progress * 100)}%` }}
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}

      {shown ? (
        <div className="relative overflow-hidden rounded-2xl border border-line">
          <img
            src={shown}
            alt={t('destinations.form.imagePreview')}
            onError={() => setBrokenUrl(shown)}
            className={cn(
              'h-48 w-full bg-surface-muted object-cover sm:h-56',
              progress !== null && 'opacity-60',
            )}
          />
          {progress === null ? (
            <button
              type="button"
              onClick={() => {
                setPreview(null);
                onChange('');
              }}
              aria-label={t('destinations.form.imageRemove')}
              className="absolute top-2 right-2 inline-flex h-9 w-9 items-center justify-center rounded-full bg-surface-raised/90 text-ink shadow"
            >
              <CloseIcon className="h-4 w-4" />
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
