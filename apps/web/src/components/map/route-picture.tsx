import { useLayoutEffect, useRef, useState } from 'react';
import { fitView, type LatLng, type Size } from './fit-view';

export interface RouteStop extends LatLng {
  /** The number on its marker. */
  n: number;
}

/**
 * Until the element is measured (on the server, and in the browser's first render, which must equal
 * the server's HTML): a phone's day map, 390 px wide less the page's padding, `h-56`.
 */
const firstSize: Size = { width: 358, height: 224 };

/** Pixels to a tenth: short markup, written alike by the server and the browser's first render. */
const tenths = (px: number) => Math.round(px * 10) / 10;

/**
 * A map's first picture without Leaflet: the stops as the live map's numbered markers, joined in
 * order by its line, each where Leaflet will put it (fitView) over the frame's plain background — no
 * tiles. Drawn by the server, so a phone sees the day's route in the page's HTML; it fills its
 * positioned parent and takes no presses (the frame under it does).
 */
export function RoutePicture({ stops }: { stops: RouteStop[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(firstSize);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { clientWidth: width, clientHeight: height } = element;
      if (width > 0 && height > 0)
        setSize((old) => (old.width === width && old.height === height ? old : { width, height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const { offsets } = fitView(stops, size);
  return (
    <div ref={ref} className="absolute inset-0">
      {offsets.length > 1 ? (
        <svg className="absolute inset-0 h-full w-full overflow-visible">
          {/* Its origin in the middle: the points are offsets from the centre, whatever the size. */}
          <svg x="50%" y="50%" className="overflow-visible">
            <polyline
              points={offsets.map((o) => `${tenths(o.x)},${tenths(o.y)}`).join(' ')}
              fill="none"
              stroke="#0f766e"
              strokeWidth={3}
              strokeOpacity={0.8}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </svg>
      ) : null}
      {stops.map((stop, i) => (
        // The live map's marker (numberIcon): 28 px, centred on its point.
        <span
          key={`${stop.n}-${stop.lat}-${stop.lng}`}
          className="pt-itinerary-marker absolute top-1/2 left-1/2 size-7"
          style={{ transform: `translate(${tenths(offsets[i]!.x - 14)}px, ${tenths(offsets[i]!.y - 14)}px)` }}
        >
          <span>{stop.n}</span>
        </span>
      ))}
    </div>
  );
}
