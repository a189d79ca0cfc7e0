/**
 * Offline place autocomplete over the built-in Nepal gazetteer.
 *
 * Ranking, best first:
 *   0. prefix of the name, an alias or the Nepali name, or of the formatted address ("thamel, kath…");
 *   1. prefix of a later word ("bane" → "New Baneshwor");
 *   2. substring, or prefix of the district of a headquarters town ("chitwan" → Bharatpur);
 *   3. prefix or word-prefix after folding romanisation variants ("baneswor", "kathmandoo", "lalitpurr"),
 *      for folded queries of 3 letters or more;
 *   4. typo-tolerant: restricted Damerau-Levenshtein distance between the folded query and the start of a
 *      folded name or of one of its words, with the same first letter ("pokhra"), nearest first.
 *      Up to 1 edit for queries of 4–8 letters, 2 for longer ones; none for shorter ones.
 * Ties are broken by importance (metropolitan > sub-metropolitan > district HQ > municipality > locality
 * > campus > office), then by name: "pulchowk" suggests the neighbourhood before Pulchowk Campus. Pure and synchronous: every key is normalised once, when the module loads.
 */
import {
  PLACE_KINDS,
  PLACES,
  formatPlace,
  formatPlaceNe,
  isDistrictHq,
  isInKathmanduValley,
} from '../../integrations/gazetteer';
import type { Place, PlaceKind } from '../../integrations/gazetteer';

export type SearchScope = 'nepal' | 'kathmandu';

export interface SearchOptions {
  /** How many results to return: default 10, at most 15. */
  limit?: number;
  /** 'kathmandu' keeps only places in the Kathmandu valley (Kathmandu, Lalitpur, Bhaktapur districts). */
  scope?: SearchScope;
}

export interface PlaceResult {
  formatted: string;
  /** The same in Nepali, null where the place has no Nepali name. */
  formattedNe: string | null;
  lat: number;
  lon: number;
  id: string;
  kind: PlaceKind;
}

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 15;

/** Longer input is cut: nobody types a place name this long, and it bounds the work per query. */
const MAX_QUERY_LENGTH = 64;
/** Folded queries shorter than this get no typo tolerance (too many accidental matches). */
const MIN_FUZZY_LENGTH = 4;
/** Folded queries shorter than this only match exactly ("bha" folds to "ba", the start of every "Bazar"). */
const MIN_FOLDED_LENGTH = 3;
/** Folded queries at least this long may be two edits away; shorter ones one. */
const TWO_EDITS_LENGTH = 9;
const FUZZY_TIER = 4;

// ---------------------------------------------------------------------------------------------
// Normalisation

/** After NFKD: Latin accents and zero-width (non-)joiners. Devanagari vowel signs are not in this set. */
const INHERITED_MARKS = /\p{Script=Inherited}/gu;
const NOT_WORD = /[^a-z0-9\p{Script=Devanagari}]+/gu;

/** Lower-case, Latin accents removed (ā → a), anything but letters and digits turned into single spaces. */
export function normalize(text: string): string {
  return text.normalize('NFKD').replace(INHERITED_MARKS, '').toLowerCase().replace(NOT_WORD, ' ').trim();
}

/**
 * Folds spelling variants of romanised Nepali onto one form: chowk/chauk/chok, sh/s, w/v/b, ph/f/p,
 * aspirates (dh/d, kh/k, th/t, bh/b, chh/ch), ee/i, oo/u, x/ks and doubled letters; in Devanagari,
 * व/ब, long/short i and u, chandrabindu/anusvara and श/ष/स.
 */
const PHONETIC_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/ch(?:ow|au|o)k/g, 'cok'],
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  [/[wv]/g, 'b'],
  [/f/g, 'p'],
  [/z/g, 'j'],
  [/q/g, 'k'],
  [/x/g, 'ks'],
  [/([bcdgjkpst])h+/g, '$1'],
  [/व/g, 'ब'],
  [/ी/g, 'ि'],
  [/ू/g, 'ु'],
  [/ँ/g, 'ं'],
  [/[शष]/g, 'स'],
  [/(.)\1+/g, '$1'],
];

export function phonetic(normalized: string): string {
  let folded = normalized;
  for (const [pattern, replacement] of PHONETIC_RULES) folded = folded.replace(pattern, replacement);
  return folded;
}

// ---------------------------------------------------------------------------------------------
// Index, built once

interface IndexedPlace {
  readonly result: Readonly<PlaceResult>;
  readonly importance: number;
  readonly sortName: string;
  readonly inValley: boolean;
  /** Normalised name, aliases and Nepali name. */
  readonly keys: readonly string[];
  /** Normalised district, for a headquarters town whose name differs from its district. */
  readonly districtKey: string | undefined;
  /** Normalised formatted address, matched as a prefix only. */
  readonly address: string;
  readonly foldedKeys: readonly string[];
  /** Each folded key and each of its word-suffixes ("neb banesbor", "banesbor"), for the typo tier. */
  readonly fuzzyTargets: readonly string[];
}

function wordSuffixes(key: string): string[] {
  const suffixes = [key];
  for (let i = key.indexOf(' '); i !== -1; i = key.indexOf(' ', i + 1)) suffixes.push(key.slice(i + 1));
  return suffixes;
}

function indexPlace(place: Readonly<Place>): IndexedPlace {
  const labels = [place.name, ...place.aliases];
  if (place.nameNe !== undefined) labels.push(place.nameNe);
  const keys = [...new Set(labels.map(normalize).filter((key) => key.length > 0))];
  const district = normalize(place.district);
  const foldedKeys = [...new Set(keys.map(phonetic))];
  const formatted = formatPlace(place);
  return {
    result: Object.freeze({
      formatted,
      formattedNe: formatPlaceNe(place),
      lat: place.lat,
      lon: place.lon,
      id: place.id,
      kind: place.kind,
    }),
    importance: PLACE_KINDS.indexOf(place.kind),
    sortName: place.name.toLowerCase(),
    inValley: isInKathmanduValley(place),
    keys,
    districtKey: isDistrictHq(place) && !keys.includes(district) ? district : undefined,
    address: normalize(formatted),
    foldedKeys,
    fuzzyTargets: [...new Set(foldedKeys.flatMap(wordSuffixes))],
  };
}

const INDEX: readonly IndexedPlace[] = PLACES.map(indexPlace);

// ---------------------------------------------------------------------------------------------
// Matching

/** Tiers 0–3 (see the top of the file), or undefined when the place does not match exactly. */
function exactTier(entry: IndexedPlace, query: string, foldedQuery: string): number | undefined {
  if (entry.address.startsWith(query)) return 0;
  let best: number | undefined;
  for (const key of entry.keys) {
    if (key.startsWith(query)) return 0;
    if (key.includes(` ${query}`)) best = 1;
    else if (best === undefined && key.includes(query)) best = 2;
  }
  if (best === undefined && entry.districtKey?.startsWith(query)) best = 2;
  if (best !== undefined || foldedQuery.length < MIN_FOLDED_LENGTH) return best;
  for (const key of entry.foldedKeys) {
    if (key.startsWith(foldedQuery) || key.includes(` ${foldedQuery}`)) return 3;
  }
  return undefined;
}

// Three reusable rows of the distance table, grown when a longer comparison comes along.
let rowBeforeLast = new Int32Array(MAX_QUERY_LENGTH + 3);
let lastRow = new Int32Array(MAX_QUERY_LENGTH + 3);
let row = new Int32Array(MAX_QUERY_LENGTH + 3);

/**
 * Smallest optimal-string-alignment (restricted Damerau-Levenshtein) distance between `query` and a
 * prefix of `target`, or `max + 1` once it is certain to exceed `max`.
 */
export function prefixDistance(query: string, target: string, max: number): number {
  const n = query.length;
  const m = Math.min(target.length, n + max);
  if (row.length <= m) {
    rowBeforeLast = new Int32Array(m + 1);
    lastRow = new Int32Array(m + 1);
    row = new Int32Array(m + 1);
  }
  for (let j = 0; j <= m; j++) lastRow[j] = j;
  for (let i = 1; i <= n; i++) {
    const qi = query.charCodeAt(i - 1);
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const tj = target.charCodeAt(j - 1);
      let cost = Math.min(
        (lastRow[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (lastRow[j - 1] ?? 0) + (qi === tj ? 0 : 1),
      );
      if (i > 1 && j > 1 && qi === target.charCodeAt(j - 2) && query.charCodeAt(i - 2) === tj) {
        cost = Math.min(cost, (rowBeforeLast[j - 2] ?? 0) + 1);
      }
      row[j] = cost;
      if (cost < rowMin) rowMin = cost;
    }
    if (rowMin > max) return max + 1;
    [rowBeforeLast, lastRow, row] = [lastRow, row, rowBeforeLast];
  }
  let best = max + 1;
  for (let j = Math.max(0, n - max); j <= m; j++) best = Math.min(best, lastRow[j] ?? best);
  return best;
}

function fuzzyDistance(entry: IndexedPlace, foldedQuery: string, max: number): number {
  let best = max + 1;
  for (const target of entry.fuzzyTargets) {
    if (target.charCodeAt(0) !== foldedQuery.charCodeAt(0)) continue;
    best = Math.min(best, prefixDistance(foldedQuery, target, Math.min(max, best)));
    if (best === 0) break;
  }
  return best;
}

interface Match {
  entry: IndexedPlace;
  tier: number;
  distance: number;
}

function compareMatches(a: Match, b: Match): number {
  return (
    a.tier - b.tier ||
    a.distance - b.distance ||
    a.entry.importance - b.entry.importance ||
    (a.entry.sortName < b.entry.sortName ? -1 : a.entry.sortName > b.entry.sortName ? 1 : 0) ||
    (a.entry.result.id < b.entry.result.id ? -1 : 1)
  );
}

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_LIMIT;
  return Math.min(MAX_LIMIT, Math.max(1, Math.floor(limit)));
}

/**
 * Places whose name, alias or Nepali name matches `query`, best first (see the top of this file).
 * Fewer than two letters or digits → []. Never throws on odd input (regex characters, quotes, emoji,
 * very long strings).
 */
export function searchPlaces(query: string, options: SearchOptions = {}): PlaceResult[] {
  if (typeof query !== 'string') return [];
  const normalized = normalize(query.slice(0, MAX_QUERY_LENGTH * 4))
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
  if (normalized.replace(/ /g, '').length < 2) return [];

  const limit = clampLimit(options.limit);
  const valleyOnly = options.scope === 'kathmandu';
  const folded = phonetic(normalized).slice(0, MAX_QUERY_LENGTH);
  const matches: Match[] = [];
  const matched = new Set<IndexedPlace>();

  for (const entry of INDEX) {
    if (valleyOnly && !entry.inValley) continue;
    const tier = exactTier(entry, normalized, folded);
    if (tier === undefined) continue;
    matches.push({ entry, tier, distance: 0 });
    matched.add(entry);
  }

  // Typo tolerance only when the exact tiers leave room: they would outrank it anyway.
  if (matches.length < limit && folded.length >= MIN_FUZZY_LENGTH) {
    const max = folded.length >= TWO_EDITS_LENGTH ? 2 : 1;
    for (const entry of INDEX) {
      if ((valleyOnly && !entry.inValley) || matched.has(entry)) continue;
      const distance = fuzzyDistance(entry, folded, max);
      if (distance <= max) matches.push({ entry, tier: FUZZY_TIER, distance });
    }
  }

  matches.sort(compareMatches);
  return matches.slice(0, limit).map(({ entry }) => ({ ...entry.result }));
}

const FOLDED_NAMES = new Map(INDEX.map((entry) => [entry.result.id, entry.fuzzyTargets]));

/** A place's folded names and each of their word-suffixes ("neb banesbor", "banesbor"). */
export function foldedNamesOf(id: string): readonly string[] {
  return FOLDED_NAMES.get(id) ?? [];
}
