/**
 * Reading files of places (issue 24): KML and KMZ (folders → days), GPX (waypoints, and each route's
 * points as one day), GeoJSON and Google Takeout's "Saved Places.json". Pure: bytes in, places out.
 *
 * A hostile file is refused before it costs anything (docs/decisions/0039-places-in-and-out.md):
 * - XML with a DOCTYPE is refused outright (no entity expansion, no external entities);
 * - a KMZ's central directory is read first: too many entries, names that climb out (`..`,
 *   absolute, drive letters, backslashes) or a declared total over the limit are refused; its KML
 *   is then inflated in small steps and stopped as soon as the output passes the limit, whatever
 *   the headers claimed (a zip bomb lies about its sizes).
 */
import { kmlWithFolders, gpx } from '@tmcw/togeojson';
import { DOMParser, type Document } from '@xmldom/xmldom';
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import type { Feature, Geometry } from 'geojson';
import { limits, placeImportLimits, type PlaceImportFormat, type PlaceImportRefusal } from '@pintrip/shared';
import { AppError } from '../../lib/errors.js';

/** A place as read from a file, before days and matches are decided. */
export interface ReadPlace {
  name: string;
  lat: number;
  lng: number;
  note: string | null;
  /** The folder or route it came from. */
  group: string | null;
  /** 1-based index of its top-level folder or route in the file; null when it has none. */
  groupIndex: number | null;
  /** A day named by the file itself (our own GeoJSON export's `day_number`). */
  dayNumber: number | null;
}

export interface ReadPlaces {
  format: PlaceImportFormat;
  places: ReadPlace[];
  skipped: number;
}

const messages: Record<PlaceImportRefusal, string> = {
  unknown_format: 'The file is not KML, KMZ, GPX, GeoJSON or a Google Takeout "Saved Places.json".',
  unreadable: 'The file could not be read as the format it claims to be.',
  doctype: 'XML files with a DOCTYPE (entity declarations) are refused.',
  zip_entries: `A KMZ may hold at most ${placeImportLimits.maxZipEntries} files.`,
  zip_too_large: `A KMZ may unpack to at most ${placeImportLimits.maxUnzippedBytes / 1024 / 1024} MB.`,
  zip_path: 'A KMZ entry has an unsafe name (an absolute path or "..").',
  no_kml: 'The KMZ holds no .kml document.',
  no_places: 'The file holds no places (points with coordinates).',
};

/** The 400 `import_invalid` answer with `fields.file` = the reason. */
export const refuse = (reason: PlaceImportRefusal) =>
  new AppError('import_invalid', messages[reason], { file: reason });

const utf8 = new TextDecoder('utf-8', { fatal: false });

/** Text without a byte-order mark. */
const textOf = (bytes: Uint8Array) => utf8.decode(bytes).replace(/^\uFEFF/, '');

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Reads `bytes` (named `fileName`, which only breaks ties) into places. Throws `import_invalid`. */
export function readPlaceFile(bytes: Uint8Array, fileName = ''): ReadPlaces {
  if (bytes.length === 0) throw refuse('unreadable');
  if (isZip(bytes)) return readKml(kmlOfKmz(bytes), 'kmz');
  const text = textOf(bytes);
  const start = text.trimStart();
  if (start.startsWith('{') || start.startsWith('[')) return readJson(start);
  if (start.startsWith('<')) {
    const doc = parseXml(text);
    const root = doc.documentElement?.localName ?? doc.documentElement?.nodeName ?? '';
    if (root === 'kml') return readKml(doc, 'kml');
    if (root === 'gpx') return readGpx(doc);
  }
  if (/\.kmz$/i.test(fileName)) throw refuse('unreadable');
  throw refuse('unknown_format');
}

// ---------------------------------------------------------------- XML

function parseXml(text: string): Document {
  // Refused before parsing: no DTD is ever read, so no entity is ever expanded.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw refuse('doctype');
  try {
    return new DOMParser({
      onError: (level) => {
        if (level !== 'warning') throw new Error('xml');
      },
    }).parseFromString(text, 'text/xml');
  } catch {
    throw refuse('unreadable');
  }
}

// ---------------------------------------------------------------- KMZ

/** Whether a zip entry's name tries to leave the archive (never written to disk, refused anyway). */
const unsafeEntryName = (name: string) =>
  name.includes('\\') || name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.split('/').includes('..');

/** The KML document of a KMZ: `doc.kml` at the root, else the first `.kml` entry. */
function kmlOfKmz(bytes: Uint8Array): Document {
  const entries: UnzipFile[] = [];
  let declared = 0;
  const lister = new Unzip((file) => {
    entries.push(file);
    declared += file.originalSize ?? 0;
  });
  lister.register(UnzipInflate);
  try {
    // Only the local headers are read here: no entry is started, so nothing is inflated.
    lister.push(bytes, true);
  } catch {
    throw refuse('unreadable');
  }
  if (entries.length > placeImportLimits.maxZipEntries) throw refuse('zip_entries');
  if (entries.some((entry) => unsafeEntryName(entry.name))) throw refuse('zip_path');
  if (declared > placeImportLimits.maxUnzippedBytes) throw refuse('zip_too_large');
  const kmls = entries.filter((entry) => /\.kml$/i.test(entry.name));
  const chosen = kmls.find((entry) => entry.name.toLowerCase() === 'doc.kml') ?? kmls[0];
  if (!chosen) throw refuse('no_kml');
  return parseXml(textOf(inflateEntry(bytes, chosen.name)));
}

/**
 * The bytes of entry `name`, inflated while fed the archive 1 KB at a time: deflate expands 1 KB
 * to at most about 1 MB, so the output is checked against the limit every step and the work
 * stops there, whatever the entry's header declared.
 */
function inflateEntry(bytes: Uint8Array, name: string): Uint8Array {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let done = false;
  const unzip = new Unzip((file) => {
    if (file.name !== name || done) return;
    file.ondata = (error, data, final) => {
      if (error) throw error;
      size += data.length;
      if (size > placeImportLimits.maxUnzippedBytes) throw refuse('zip_too_large');
      chunks.push(data);
      if (final) done = true;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  const step = 1024;
  try {
    for (let offset = 0; offset < bytes.length && !done; offset += step) {
      unzip.push(bytes.subarray(offset, offset + step), offset + step >= bytes.length);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuse('unreadable');
  }
  if (!done) throw refuse('unreadable');
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

// ---------------------------------------------------------------- common

const text = (raw: unknown): string | null => {
  // togeojson gives a KML description written as HTML as { '@type': 'html', value }.
  const value = raw !== null && typeof raw === 'object' && 'value' in raw ? raw.value : raw;
  if (typeof value !== 'string') return null;
  const clean = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean === '' ? null : clean;
};

const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

const validPoint = (lng: unknown, lat: unknown): lng is number =>
  typeof lng === 'number' &&
  typeof lat === 'number' &&
  Number.isFinite(lng) &&
  Number.isFinite(lat) &&
  lat >= -90 &&
  lat <= 90 &&
  lng >= -180 &&
  lng <= 180 &&
  // Takeout writes 0,0 for a place it kept only as a link.
  !(lat === 0 && lng === 0);

/** Collects places up to the limit, counting what was left out. */
function collector(format: PlaceImportFormat) {
  const places: ReadPlace[] = [];
  let skipped = 0;
  return {
    add(place: Omit<ReadPlace, 'name' | 'note'> & { name: string | null; note: string | null }) {
      if (!validPoint(place.lng, place.lat) || places.length >= placeImportLimits.maxPlaces) {
        skipped += 1;
        return;
      }
      places.push({
        ...place,
        name: clip(
          place.name ?? `${place.lat.toFixed(5)}, ${place.lng.toFixed(5)}`,
          limits.planDestinationMaxLength,
        ),
        note: place.note === null ? null : clip(place.note, limits.planNoteMaxLength),
      });
    },
    skip() {
      skipped += 1;
    },
    done(): ReadPlaces {
      if (places.length === 0) throw refuse('no_places');
      return { format, places, skipped };
    },
  };
}

type Properties = Record<string, unknown> | null;

/** The points of a geometry (a Point, or each point of a MultiPoint); none for lines and areas. */
const pointsOf = (geometry: Geometry | null): [number, number][] => {
  if (!geometry) return [];
  if (geometry.type === 'Point') return [geometry.coordinates as [number, number]];
  if (geometry.type === 'MultiPoint') return geometry.coordinates as [number, number][];
  if (geometry.type === 'GeometryCollection') return geometry.geometries.flatMap(pointsOf);
  return [];
};

// ---------------------------------------------------------------- KML

function readKml(doc: Document, format: 'kml' | 'kmz'): ReadPlaces {
  let tree: ReturnType<typeof kmlWithFolders>;
  try {
    tree = kmlWithFolders(doc);
  } catch {
    throw refuse('unreadable');
  }
  const out = collector(format);
  const walk = (
    nodes: ReturnType<typeof kmlWithFolders>['children'],
    group: string | null,
    groupIndex: number | null,
  ) => {
    let folders = 0;
    for (const node of nodes) {
      if (node.type === 'folder') {
        folders += 1;
        // Top-level folders are the days; nested ones stay in their top-level folder's day.
        const index = groupIndex ?? folders;
        walk(node.children, group ?? text(node.meta.name), index);
        continue;
      }
      const feature = node as Feature<Geometry | null, Properties>;
      const points = pointsOf(feature.geometry);
      if (points.length === 0) out.skip();
      for (const [lng, lat] of points) {
        out.add({
          name: text(feature.properties?.name),
          note: text(feature.properties?.description),
          lat,
          lng,
          group,
          groupIndex,
          dayNumber: null,
        });
      }
    }
  };
  walk(tree.children, null, null);
  return out.done();
}

// ---------------------------------------------------------------- GPX

function readGpx(doc: Document): ReadPlaces {
  let collection: ReturnType<typeof gpx>;
  try {
    collection = gpx(doc);
  } catch {
    throw refuse('unreadable');
  }
  const out = collector('gpx');
  for (const feature of collection.features) {
    // Routes and tracks come back as lines: routes are read point by point below, tracks are paths.
    if (feature.geometry?.type !== 'Point') {
      if (feature.properties?._gpxType !== 'rte') out.skip();
      continue;
    }
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    out.add({
      name: text(feature.properties?.name),
      note: text(feature.properties?.desc) ?? text(feature.properties?.cmt),
      lat,
      lng,
      group: null,
      groupIndex: null,
      dayNumber: null,
    });
  }
  // Each route's points, in order, as one day (the points' names are lost in the lines above).
  const routes = Array.from(doc.getElementsByTagName('rte'));
  routes.forEach((route, r) => {
    const routeName = Array.from(route.childNodes).find((node) => node.nodeName === 'name');
    for (const point of Array.from(route.getElementsByTagName('rtept'))) {
      const child = (tag: string) =>
        text(Array.from(point.childNodes).find((node) => node.nodeName === tag)?.textContent);
      out.add({
        name: child('name'),
        note: child('desc') ?? child('cmt'),
        lat: Number(point.getAttribute('lat')),
        lng: Number(point.getAttribute('lon')),
        group: text(routeName?.textContent),
        groupIndex: r + 1,
        dayNumber: null,
      });
    }
  });
  return out.done();
}

// ---------------------------------------------------------------- GeoJSON and Takeout

function readJson(source: string): ReadPlaces {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch {
    throw refuse('unreadable');
  }
  const record = (value: unknown): Record<string, unknown> | null =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  const root = record(data);
  if (!root || typeof root.type !== 'string') throw refuse('unknown_format');
  const features: unknown[] =
    root.type === 'FeatureCollection' && Array.isArray(root.features)
      ? root.features
      : root.type === 'Feature'
        ? [root]
        : [{ type: 'Feature', geometry: root, properties: null }];
  const takeout = features.some((f) => {
    const props = record(record(f)?.properties);
    return Boolean(
      props && ('google_maps_url' in props || 'Google Maps URL' in props || 'Location' in props),
    );
  });
  const out = collector(takeout ? 'takeout' : 'geojson');
  for (const item of features) {
    const feature = record(item);
    const props = record(feature?.properties);
    const geometry = record(feature?.geometry) as Geometry | null;
    let points: [number, number][];
    try {
      points = geometry && typeof geometry.type === 'string' ? pointsOf(geometry) : [];
    } catch {
      points = [];
    }
    if (points.length === 0) {
      out.skip();
      continue;
    }
    // Takeout: the newer export names the place in properties.location.name, the older one in
    // Title or Location["Business Name"]; the address goes to the note.
    const location = record(props?.location) ?? record(props?.Location);
    const name =
      text(props?.name) ??
      text(props?.title) ??
      text(props?.Title) ??
      text(location?.name) ??
      text(location?.['Business Name']);
    const note =
      text(props?.note) ??
      text(props?.description) ??
      text(props?.comment) ??
      text(location?.address) ??
      text(location?.Address);
    const day = props?.day_number;
    for (const point of points) {
      const [lng, lat] = Array.isArray(point) ? point : [NaN, NaN];
      out.add({
        name,
        note,
        lat: lat as number,
        lng: lng as number,
        group: null,
        groupIndex: null,
        dayNumber: typeof day === 'number' && Number.isInteger(day) && day >= 1 ? day : null,
      });
    }
  }
  return out.done();
}
