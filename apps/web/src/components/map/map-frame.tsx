import type { ReactNode, RefObject } from 'react';
import { useTranslation } from '../../i18n';
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
  /**
   * A map loaded on demand: called on the first press, touch, focus (the map is in the tab order) or a
   * mouse coming over it; `picture` stands in for the map until then.
   */
  onActivate?: () => void;
  /** What is shown in the map's place until Leaflet has drawn it (it takes no presses). */
  picture?: ReactNode;
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
  onActivate,
  picture,
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
        // Leaflet puts its map in the tab order too: the same stop before and after it came.
        tabIndex={onActivate ? 0 : undefined}
        onPointerDown={onActivate}
        onFocus={onActivate}
        onPointerEnter={onActivate ? (event) => event.pointerType === 'mouse' && onActivate() : undefined}
      />
      {picture && status !== 'ready' && status !== 'error' ? (
        <div className="pointer-events-none absolute inset-0" aria-hidden="true">
          {picture}
        </div>
      ) : null}
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
