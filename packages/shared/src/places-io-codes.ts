/*
 * The constants of places in and out (issue 24), free of zod: the web's first page loads the error
 * messages, which name the refusal codes.
 */

/** The file formats an import reads, as the preview names them. */
export const placeImportFormats = ['kml', 'kmz', 'gpx', 'geojson', 'takeout'] as const;
export type PlaceImportFormat = (typeof placeImportFormats)[number];

/** Limits of an import: what a hostile or mistaken file is refused by (docs/API.md). */
export const placeImportLimits = {
  /** The file as sent. */
  maxBytes: 5 * 1024 * 1024,
  /** A KMZ's entries inflated, all together. */
  maxUnzippedBytes: 20 * 1024 * 1024,
  /** A KMZ's entries. */
  maxZipEntries: 200,
  /** Places read from one file (the rest are counted as skipped). */
  maxPlaces: 500,
  /** Places added in one confirm (one batch of trip operations). */
  maxConfirm: 100,
  /** A place matches an existing destination within this many metres. */
  matchMetres: 50,
} as const;

/** Why a file was refused: `fields.file` of the 400 `import_invalid` answer. */
export const placeImportRefusals = [
  'unknown_format',
  'unreadable',
  'doctype',
  'zip_entries',
  'zip_too_large',
  'zip_path',
  'no_kml',
  'no_places',
] as const;
export type PlaceImportRefusal = (typeof placeImportRefusals)[number];

/** The export formats: GET /api/itineraries/:id/places.{gpx,kml,geojson}. */
export const placeExportFormats = ['gpx', 'kml', 'geojson'] as const;
export type PlaceExportFormat = (typeof placeExportFormats)[number];
