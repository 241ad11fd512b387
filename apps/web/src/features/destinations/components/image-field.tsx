import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { cn } from '../../../components/ui/cn';
import { ImageIcon } from '../../../components/ui/icons';
import { useImageUpload } from '../../../hooks/use-image-upload';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { ImagePreview, ImageSourceTabs, type ImageSource } from './image-field-parts';

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
  const [source, setSource] = useState<ImageSource>(
    value && !value.startsWith('/uploads/') ? 'url' : 'upload',
  );
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const { upload, preview, clearPreview, progress, errorKey } = useImageUpload({
    kind: 'destination',
    context: 'destinations.upload',
    onUploaded: (uploaded) => onChange(uploaded.url),
    onBusyChange,
    keepPreview: true,
  });
  const error = errorKey ? t(errorKey) : null;

  const candidate = preview ?? (value || null);
  const shown = candidate && candidate !== brokenUrl ? candidate : null;

  return (
    <div className="flex flex-col gap-3">
      <ImageSourceTabs source={source} onChange={setSource} />

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
            clearPreview();
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

      {progress !== null ? <ProgressBar value={progress} label={t('destinations.form.uploading')} /> : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}

      {shown ? (
        <ImagePreview
          src={shown}
          isUploading={progress !== null}
          onBroken={() => setBrokenUrl(shown)}
          onRemove={() => {
            clearPreview();
            onChange('');
          }}
        />
      ) : null}
    </div>
  );
}
