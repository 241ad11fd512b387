import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { Spinner } from '../ui/spinner';
import type { MapStatus } from './use-leaflet-map';

export interface MapFrameProps {
  containerRef: RefObject<HTMLDivElement | null>;
  status: MapStatus;
  /** A fixed height; or leave it out and size the map with `mapClassName`. */
  heightPx?: number;
  /** Classes of the element Leaflet draws into (e.g. a responsive height). */
  mapClassName?: string;
  label: string;
  testId: string;
  /** The frame's border, radius and shadow. */
  className?: string;
  /** Said over the map when Leaflet could not load. */
  errorText: string;
  /** Offered with `errorText`: load Leaflet and build the map again. */
  onRetry?: () => void;
}

/** The element a Leaflet map draws into, with a spinner while it loads and an overlay if it fails. */
export function MapFrame({
  containerRef,
  status,
  heightPx,
  mapClassName,
  label,
  testId,
  className,
  errorText,
  onRetry,
}: MapFrameProps) {
  const { t } = useTranslation();
  return (
    <div className={cn('relative overflow-hidden', className)}>
      <div
        ref={containerRef}
        className={cn('pt-map z-0 w-full', mapClassName)}
        style={heightPx === undefined ? undefined : { height: heightPx }}
        role="region"
        aria-label={label}
        data-testid={testId}
      />
      {status === 'loading' ? (
        <div className="absolute inset-0 flex items-center justify-center">
          <Spinner label={t('map.loading')} />
        </div>
      ) : null}
      {status === 'error' ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-surface-muted p-4 text-center text-sm text-ink-muted">
          <p>{errorText}</p>
          {onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t('map.retry')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
