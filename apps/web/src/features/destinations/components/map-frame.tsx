import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';
import type { MapStatus } from '../hooks/use-leaflet-map';

export interface MapFrameProps {
  containerRef: RefObject<HTMLDivElement | null>;
  status: MapStatus;
  heightPx: number;
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
        className="pt-map z-0 w-full"
        style={{ height: heightPx }}
        role="region"
        aria-label={label}
        data-testid={testId}
      />
      {status === 'loading' ? (
        <div className="absolute inset-0 flex items-center justify-center">
          <Spinner label={t('destinations.map.loading')} />
        </div>
      ) : null}
      {status === 'error' ? errorOverlay : null}
    </div>
  );
}
