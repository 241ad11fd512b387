import L from 'leaflet';
import { describe, expect, it } from 'vitest';
import { limits } from '@pintrip/shared';
import { fitPadding, fitView, type LatLng, type Size } from './fit-view';

/** Where Leaflet itself puts `points` in a map of `size`, as the day map builds it. */
function leafletView(points: LatLng[], size: Size) {
  const container = document.createElement('div');
  // jsdom lays nothing out: the map's size is what its container reports.
  Object.defineProperty(container, 'clientWidth', { value: size.width });
  Object.defineProperty(container, 'clientHeight', { value: size.height });
  document.body.append(container);
  const map = L.map(container, {
    center: [limits.mapDefaultCenter.lat, limits.mapDefaultCenter.lng],
    zoom: limits.mapDefaultZoom,
    maxZoom: limits.mapMaxZoom,
  });
  const latLngs = points.map((p): L.LatLngTuple => [p.lat, p.lng]);
  if (latLngs.length === 1) map.setView(latLngs[0]!, limits.mapPlaceZoom);
  else map.fitBounds(L.latLngBounds(latLngs), { padding: [fitPadding, fitPadding] });
  const view = {
    zoom: map.getZoom(),
    offsets: latLngs.map((latLng) => {
      const point = map.latLngToContainerPoint(latLng);
      return { x: point.x - size.width / 2, y: point.y - size.height / 2 };
    }),
  };
  map.remove();
  container.remove();
  return view;
}

const jeju: LatLng[] = [
  { lat: 33.4996, lng: 126.5312 },
  { lat: 33.4584, lng: 126.9425 },
  { lat: 33.2462, lng: 126.5653 },
];
const busan: LatLng[] = [
  { lat: 35.0975, lng: 129.0106 },
  { lat: 35.1587, lng: 129.1604 },
];
const walk: LatLng[] = [
  { lat: 37.5796, lng: 126.977 },
  { lat: 37.5826, lng: 126.9831 },
  { lat: 37.5759, lng: 126.9768 },
  { lat: 37.5704, lng: 126.9769 },
];

describe("fitView: the day map's first picture puts each plan where Leaflet will", () => {
  const sizes: Size[] = [
    { width: 358, height: 224 },
    { width: 864, height: 256 },
    { width: 600, height: 256 },
  ];
  for (const [name, points] of Object.entries({ jeju, busan, walk })) {
    for (const size of sizes) {
      it(`${name} in ${size.width}×${size.height}`, () => {
        const ours = fitView(points, size);
        const leaflet = leafletView(points, size);
        expect(ours.zoom).toBe(leaflet.zoom);
        ours.offsets.forEach((offset, i) => {
          // Leaflet rounds its pixel origin and each marker to whole pixels.
          expect(Math.abs(offset.x - leaflet.offsets[i]!.x)).toBeLessThanOrEqual(1);
          expect(Math.abs(offset.y - leaflet.offsets[i]!.y)).toBeLessThanOrEqual(1);
        });
      });
    }
  }

  it('shows one place at the place zoom in the middle, and two at the same spot at the largest zoom', () => {
    expect(fitView([jeju[0]!], sizes[0]!)).toEqual({ zoom: limits.mapPlaceZoom, offsets: [{ x: 0, y: 0 }] });
    const same = fitView([jeju[0]!, jeju[0]!], sizes[0]!);
    expect(same.zoom).toBe(leafletView([jeju[0]!, jeju[0]!], sizes[0]!).zoom);
    expect(same.zoom).toBe(limits.mapMaxZoom);
  });
});
