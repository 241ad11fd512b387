/**
 * A trip's places as files (issue 24): GPX 1.1 with a route per day, KML 2.2 with a folder per day,
 * and GeoJSON (RFC 7946) with each point's day in `day_number`, which an import reads back. Only
 * plans with coordinates (their own or their destination's) are places; the rest are left out.
 */
import { addDays, type Itinerary, type PlaceExportFormat } from '@pintrip/shared';

/** Text for an XML element or attribute; characters XML 1.0 may not hold are dropped. */
export function escapeXml(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`)
  );
}

interface DayPlaces {
  dayNumber: number;
  date: string;
  places: { id: string; name: string; lat: number; lng: number; note: string | null; time: string | null }[];
}

function daysOf(itinerary: Itinerary): DayPlaces[] {
  return itinerary.days.map((day) => ({
    dayNumber: day.day_number,
    date: addDays(itinerary.start_date, day.day_number - 1),
    places: day.plans.flatMap((plan) =>
      plan.lat === null || plan.lng === null
        ? []
        : [
            {
              id: plan.id,
              name: plan.destination,
              lat: plan.lat,
              lng: plan.lng,
              note: plan.note,
              time: plan.time,
            },
          ],
    ),
  }));
}

/** The day's name in files: "1일차 · 2026-05-01" (the app's own language, as the .ics writes costs). */
const dayName = (day: DayPlaces) => `${day.dayNumber}일차 · ${day.date}`;

export function tripGpx(itinerary: Itinerary, url: string): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Pintrip" xmlns="http://www.topografix.com/GPX/1/1">',
    `  <metadata><name>${escapeXml(itinerary.title)}</name><link href="${escapeXml(url)}"/></metadata>`,
  ];
  for (const day of daysOf(itinerary)) {
    if (day.places.length === 0) continue;
    lines.push(
      '  <rte>',
      `    <name>${escapeXml(dayName(day))}</name>`,
      `    <number>${day.dayNumber}</number>`,
    );
    for (const place of day.places) {
      lines.push(
        `    <rtept lat="${place.lat}" lon="${place.lng}">`,
        `      <name>${escapeXml(place.name)}</name>`,
        ...(place.note ? [`      <desc>${escapeXml(place.note)}</desc>`] : []),
        '    </rtept>',
      );
    }
    lines.push('  </rte>');
  }
  lines.push('</gpx>');
  return `${lines.join('\n')}\n`;
}

export function tripKml(itinerary: Itinerary): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    '<Document>',
    `  <name>${escapeXml(itinerary.title)}</name>`,
  ];
  for (const day of daysOf(itinerary)) {
    lines.push('  <Folder>', `    <name>${escapeXml(dayName(day))}</name>`);
    for (const place of day.places) {
      lines.push(
        '    <Placemark>',
        `      <name>${escapeXml(place.name)}</name>`,
        ...(place.note ? [`      <description>${escapeXml(place.note)}</description>`] : []),
        `      <Point><coordinates>${place.lng},${place.lat}</coordinates></Point>`,
        '    </Placemark>',
      );
    }
    lines.push('  </Folder>');
  }
  lines.push('</Document>', '</kml>');
  return `${lines.join('\n')}\n`;
}

export function tripGeoJson(itinerary: Itinerary): string {
  const features = daysOf(itinerary).flatMap((day) =>
    day.places.map((place, position) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [place.lng, place.lat] },
      properties: {
        name: place.name,
        note: place.note,
        day_number: day.dayNumber,
        date: day.date,
        time: place.time,
        position,
        plan_id: place.id,
      },
    })),
  );
  return `${JSON.stringify({ type: 'FeatureCollection', name: itinerary.title, features })}\n`;
}

export const exportContentTypes: Record<PlaceExportFormat, string> = {
  gpx: 'application/gpx+xml; charset=utf-8',
  kml: 'application/vnd.google-earth.kml+xml; charset=utf-8',
  geojson: 'application/geo+json; charset=utf-8',
};

/** A safe Content-Disposition: an ASCII fallback from the id and the title in RFC 5987 form. */
export function exportDisposition(
  itinerary: Pick<Itinerary, 'id' | 'title'>,
  format: PlaceExportFormat,
): string {
  const title =
    itinerary.title
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || 'pintrip';
  const encoded = encodeURIComponent(`${title}.${format}`).replace(
    /['()]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="pintrip-${itinerary.id.slice(0, 8)}.${format}"; filename*=UTF-8''${encoded}`;
}

export function tripFile(itinerary: Itinerary, format: PlaceExportFormat, url: string): string {
  if (format === 'gpx') return tripGpx(itinerary, url);
  if (format === 'kml') return tripKml(itinerary);
  return tripGeoJson(itinerary);
}
