/**
 * Place search over the bundled gazetteer: the builtin provider behind GET /api/places/search,
 * so the endpoint answers with no network. Pure and deterministic, which keeps it unit-testable
 * and lets the route cache nothing.
 */
import { gazetteer, type GazetteerPlace } from './gazetteer-data.js';

export interface PlaceSearchResult {
  name: string;
  address: string;
  lat: number;
  lng: number;
}

const MAX_LIMIT = 10;

/** Lower rank sorts first. */
const Rank = {
  ExactName: 0,
  NamePrefix: 1,
  NameSubstring: 2,
  RomanizedPrefix: 3,
  RomanizedSubstring: 4,
  AddressSubstring: 5,
  /** Every word of a multi-word query ("부산 해운대") is found, one of them in the name. */
  AllWordsNamed: 6,
  /** Every word of a multi-word query is found, none in the name (a sight in 해운대구). */
  AllWords: 7,
} as const;
type Rank = (typeof Rank)[keyof typeof Rank];

const KIND_ORDER: Record<GazetteerPlace['kind'], number> = {
  sight: 0,
  city: 1,
  district: 2,
  province: 3,
};

/**
 * Folds the differences a person does not mean: letter case, spacing ("성산 일출봉"), the
 * hyphens and apostrophes of romanization ("Insa-dong", "insadong"), and Unicode composition
 * (macOS keyboards can send decomposed Hangul jamo).
 */
function normalize(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s\-'’·.]+/gu, '');
}

interface IndexedPlace {
  place: GazetteerPlace;
  order: number;
  name: string;
  romanized: string;
  address: string;
  nameLength: number;
  kindOrder: number;
}

// Built once at module load: a search then only does substring checks, no per-call normalizing.
const index: readonly IndexedPlace[] = gazetteer.map((place, order) => {
  const name = normalize(place.name);
  return {
    place,
    order,
    name,
    romanized: normalize(place.romanized),
    address: normalize(place.address),
    nameLength: name.length,
    kindOrder: KIND_ORDER[place.kind],
  };
});

function rankOf(entry: IndexedPlace, query: string, words: readonly string[]): Rank | undefined {
  if (entry.name === query) return Rank.ExactName;
  if (entry.name.startsWith(query)) return Rank.NamePrefix;
  if (entry.name.includes(query)) return Rank.NameSubstring;
  if (entry.romanized.startsWith(query)) return Rank.RomanizedPrefix;
  if (entry.romanized.includes(query)) return Rank.RomanizedSubstring;
  if (entry.address.includes(query)) return Rank.AddressSubstring;
  if (words.length < 2) return undefined;
  let named = false;
  for (const word of words) {
    if (entry.name.includes(word) || entry.romanized.includes(word)) named = true;
    else if (!entry.address.includes(word)) return undefined;
  }
  return named ? Rank.AllWordsNamed : Rank.AllWords;
}

function clampLimit(limit: number): number {
  if (!Number.isFinite(limit)) return MAX_LIMIT;
  return Math.min(MAX_LIMIT, Math.max(1, Math.trunc(limit)));
}

/**
 * Finds places whose name, romanized name or address contains the query. Matching is literal
 * (never a pattern), so user input such as "(.*" is just text.
 */
export function searchGazetteer(q: string, limit = MAX_LIMIT): PlaceSearchResult[] {
  const trimmed = q.trim();
  if (trimmed === '') return [];
  const query = normalize(trimmed);
  if (query === '') return [];
  const words = trimmed
    .split(/\s+/u)
    .map(normalize)
    .filter((word) => word !== '');

  const hits: { entry: IndexedPlace; rank: Rank }[] = [];
  for (const entry of index) {
    const rank = rankOf(entry, query, words);
    if (rank !== undefined) hits.push({ entry, rank });
  }

  hits.sort(
    (a, b) =>
      a.rank - b.rank ||
      a.entry.nameLength - b.entry.nameLength ||
      a.entry.kindOrder - b.entry.kindOrder ||
      a.entry.order - b.entry.order,
  );

  return hits.slice(0, clampLimit(limit)).map(({ entry: { place } }) => ({
    name: place.name,
    address: place.address,
    lat: place.lat,
    lng: place.lng,
  }));
}
