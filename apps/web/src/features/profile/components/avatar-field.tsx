import { useRef } from 'react';
import { useTranslation } from '../../../i18n';
import { acceptedImageTypes } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useImageUpload } from '../../../hooks/use-image-upload';
import { Avatar } from './avatar';

export interface AvatarFieldProps {
  /** The chosen picture ('' for none). */
  value: string;
  onChange: (url: string) => void;
  /** Shown while no picture is chosen: the generated avatar. */
  fallbackUrl: string | null;
  /** True while a file is uploading (the form waits for it). */
  onBusyChange: (busy: boolean) => void;
}

/** The profile picture: upload with a progress bar (hint JPG/PNG), or back to the generated one. */
export function AvatarField({ value, onChange, fallbackUrl, onBusyChange }: AvatarFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { upload, preview, progress, errorKey } = useImageUpload({
    kind: 'avatar',
    context: 'profile.upload',
    // Avatars are shown small: the 400 px variant is plenty.
    onUploaded: (uploaded) => onChange(uploaded.thumbnail_url),
    onBusyChange,
    keepPreview: false,
  });

  const percent = progress === null ? null : Math.round(progress * 100);
  const shown = preview ?? (value || fallbackUrl);

  return (
    <div className="flex flex-col gap-3">
      <span className="text-sm font-semibold" id="avatar-field-label">
        {t('profile.fields.avatar')}
      </span>
      <div className="flex items-center gap-4">
        <Avatar src={shown} alt={t('profile.avatarAlt')} className="h-20 w-20" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => input.current?.click()}
              disabled={progress !== null}
              aria-describedby="avatar-field-hint"
              data-testid="avatar-choose"
            >
              {t('profile.chooseImage')}
            </Button>
            {value && progress === null ? (
              <Button variant="ghost" size="sm" onClick={() => onChange('')} data-testid="avatar-reset">
                {t('profile.resetImage')}
              </Button>
            ) : null}
          </div>
          <p id="avatar-field-hint" className="text-xs text-ink-subtle">
            {t('profile.avatarHint')}
          </p>
          <input
            ref={input}
            type="file"
            accept={acceptedImageTypes.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-labelledby="avatar-field-label"
            data-testid="avatar-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </div>
      </div>
      {percent !== null ? (
        <div className="flex items-center gap-3" data-testid="avatar-progress">
          <ProgressBar value={progress ?? 0} label={t('profile.uploading')} className="flex-1" />
          <span className="w-10 text-right text-xs font-semibold text-ink-muted tabular-nums">
            {percent}%
          </span>
        </div>
      ) : null}
      {errorKey ? (
        <p role="alert" className="text-sm font-medium text-danger" data-testid="avatar-error">
          {t(errorKey)}
        </p>
      ) : null}
    </div>
  );
}
