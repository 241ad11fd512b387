import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
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
  /** Laid over the map when Leaflet could not load. */
  errorOverlay: ReactNode;
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
  errorOverlay,
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
      {status === 'error' ? errorOverlay : null}
    </div>
  );
}
