import { useTranslation } from '../../../i18n';
import { cn } from '../../../components/ui/cn';
import { CloseIcon } from '../../../components/ui/icons';

export type ImageSource = 'upload' | 'url';

/** Upload a file or give a URL: two pressed-state buttons. */
export function ImageSourceTabs({
  source,
  onChange,
}: {
  source: ImageSource;
  onChange: (source: ImageSource) => void;
}) {
  const { t } = useTranslation();
  const tab = (which: ImageSource) =>
    cn(
      'h-8 flex-1 rounded-full px-3 text-sm font-semibold transition-colors',
      source === which ? 'bg-surface-raised text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
    );
  return (
    <div
      role="group"
      aria-label={t('destinations.form.imageSource')}
      className="flex gap-1 rounded-full bg-surface-muted p-1"
    >
      <button
        type="button"
        aria-pressed={source === 'upload'}
        className={tab('upload')}
        onClick={() => onChange('upload')}
      >
        {t('destinations.form.imageUpload')}
      </button>
      <button
        type="button"
        aria-pressed={source === 'url'}
        className={tab('url')}
        onClick={() => onChange('url')}
      >
        {t('destinations.form.imageUrl')}
      </button>
    </div>
  );
}

/** The chosen image, dimmed while it uploads, with a remove button once it is done. */
export function ImagePreview({
  src,
  isUploading,
  onBroken,
  onRemove,
}: {
  src: string;
  isUploading: boolean;
  onBroken: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative overflow-hidden rounded-2xl border border-line">
      <img
        src={src}
        alt={t('destinations.form.imagePreview')}
        onError={onBroken}
        className={cn('h-48 w-full bg-surface-muted object-cover sm:h-56', isUploading && 'opacity-60')}
      />
      {isUploading ? null : (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('destinations.form.imageRemove')}
          className="absolute top-2 right-2 inline-flex h-9 w-9 items-center justify-center rounded-full bg-surface-raised/90 text-ink shadow"
        >
          <CloseIcon className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}
