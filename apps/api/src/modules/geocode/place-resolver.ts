import { distanceKm } from '@app/shared';
import {
  formatPlace,
  getPlaceById,
  isLandmark,
  isTownOrCity,
  PLACES,
  type Place,
} from '../../integrations/gazetteer';
import { foldedNamesOf, normalize, phonetic, prefixDistance, searchPlaces } from './gazetteer-search';

/**
 * Landmarks (campuses and offices) are points one searches near, not areas listings are in, so they
 * never become a listing's search token: a listing that names one is filed under the town it stands
 * in, and a search that names one covers the districts around it (nearest first when the web sorts
 * by distance from its point).
 */
const areas = PLACES.filter((place) => !isLandmark(place));
const landmarks = PLACES.filter(isLandmark);

/** A search naming a landmark covers the districts of every place within this distance of it. */
export const LANDMARK_REACH_KM = 10;
/** Landmark names shorter than this (TU, KU, IOE) are too ambiguous to recognise in free text. */
const MIN_LANDMARK_TEXT_KEY = 4;

const fold = (text: string) => phonetic(normalize(text));

const byFoldedName = new Map<string, string[]>();
for (const place of areas) {
  for (const name of foldedNamesOf(place.id))
    byFoldedName.set(name, [...(byFoldedName.get(name) ?? []), place.id]);
}
const placeById = new Map(PLACES.map((p) => [p.id, p]));
const cityByName = new Map(PLACES.filter(isTownOrCity).map((p) => [normalize(p.name), p] as const));
const districtByFoldedName = new Map(
  PLACES.map((p) => [phonetic(normalize(p.district)), districtToken(p.district)] as const),
);

/** The formatted address of each area, as its suggestion reads ("Kirtipur, Kathmandu, Bagmati, Nepal"). */
const areaByAddress = new Map(areas.map((area) => [fold(formatPlace(area)), area.id] as const));

/** Folded names, aliases, Nepali names and formatted addresses of landmarks. */
const landmarkByKey = new Map<string, Readonly<Place>>();
for (const landmark of landmarks) {
  const labels = [landmark.name, ...landmark.aliases, landmark.nameNe ?? '', formatPlace(landmark)];
  for (const key of labels.map(fold)) if (key && !landmarkByKey.has(key)) landmarkByKey.set(key, landmark);
}

/** Districts are tokens of their own, so "kaski" finds every listing in Kaski. */
export function districtToken(district: string) {
  return `district:${normalize(district).replace(/ /g, '-')}`;
}

/** The place itself, the city it belongs to, and its district: what a search for any of them should find. */
function withAncestors(place: Readonly<Place>): string[] {
  const parent = place.parent ? cityByName.get(normalize(place.parent)) : undefined;
  // A landmark is filed under the town it stands in, never under itself.
  if (isLandmark(place)) return parent ? withAncestors(parent) : [districtToken(place.district)];
  const ids = [place.id, districtToken(place.district)];
  if (parent) ids.push(parent.id);
  return ids;
}

/** The district tokens a search naming this landmark covers. */
const reachOf = new Map(
  landmarks.map((landmark) => {
    const districts = new Set([districtToken(landmark.district)]);
    for (const area of areas) {
      if (distanceKm(landmark, area) <= LANDMARK_REACH_KM) districts.add(districtToken(area.district));
    }
    return [landmark.id, [...districts].sort()] as const;
  }),
);

/** The districts around a landmark, for a search that names it. */
export function landmarkReach(id: string): string[] {
  return [...(reachOf.get(id) ?? [])];
}

interface Found {
  /** Search tokens: places, their cities and districts. */
  tokens: Set<string>;
  /** Landmarks named, in order: more precise points than any area. */
  landmarks: Readonly<Place>[];
}

function scan(text: string): Found {
  const words = fold(text).split(' ').filter(Boolean);
  const found: Found = { tokens: new Set(), landmarks: [] };
  // Longest names first, so "New Baneshwor" is New Baneshwor and not every Baneshwor.
  for (let start = 0; start < words.length;) {
    let end = Math.min(words.length, start + 4);
    for (; end > start; end--) {
      const span = words.slice(start, end).join(' ');
      const district = districtByFoldedName.get(span);
      if (district) found.tokens.add(district);
      const landmark = span.length >= MIN_LANDMARK_TEXT_KEY ? landmarkByKey.get(span) : undefined;
      const ids = landmark ? [landmark.id] : byFoldedName.get(span);
      if (!ids) continue;
      for (const id of ids) {
        const place = placeById.get(id);
        if (place) for (const token of withAncestors(place)) found.tokens.add(token);
      }
      if (landmark) found.landmarks.push(landmark);
      break;
    }
    start = Math.max(end, start + 1);
  }
  return found;
}

/**
 * Gazetteer places a listing's location text names ("Lakeside, Pokhara, Kaski" → lakeside, pokhara),
 * with their ancestors. Stored as the listing's place tokens, so a search for a place reads an index.
 * A campus or office named is filed under its town ("near Pulchowk Campus" → lalitpur).
 */
export function placesInText(text: string): string[] {
  return [...scan(text).tokens];
}

/** Whether a landmark's own names (not word-parts of them) are within a typo or two of the folded query. */
function isClose(names: readonly string[], folded: string): boolean {
  const maxEdits = folded.length >= 9 ? 2 : 1;
  return names.some(
    (name) =>
      Math.abs(name.length - folded.length) <= maxEdits && prefixDistance(folded, name, maxEdits) <= maxEdits,
  );
}

/**
 * The places a search query names: every place with that name or a word of it after folding
 * spelling variants ("baneswor" → New, Old and Mid-Baneshwor), the place whose suggestion's text it
 * is ("Kirtipur, Kathmandu, Bagmati, Nepal"), else the nearest name within a typo or two
 * ("pokhra" → Pokhara). A campus or office ("Pulchowk Campus", "IOE", or the text of
 * its suggestion) stands for the districts around it. Empty when the query names no known place.
 */
export function resolvePlaces(query: string): string[] {
  const folded = fold(query.slice(0, 200));
  if (folded.replace(/ /g, '').length < 3) return [];
  // A district covers its namesake city ("kathmandu", "lalitpur"), so it wins.
  const district = districtByFoldedName.get(folded);
  if (district) return [district];
  const exact = byFoldedName.get(folded);
  if (exact) return exact;
  // A chosen suggestion: the one place it is, even where its name alone is a district ("Kathmandu").
  const suggested = areaByAddress.get(folded);
  if (suggested) return [suggested];
  const landmark = landmarkByKey.get(folded);
  if (landmark) return landmarkReach(landmark.id);
  const [top] = searchPlaces(query, { limit: 1 });
  const place = top && placeById.get(top.id);
  if (!place) return [];
  if (isLandmark(place)) {
    const names = [...landmarkByKey].filter(([, named]) => named === place).map(([key]) => key);
    return isClose(names, folded) ? landmarkReach(place.id) : [];
  }
  return isClose(foldedNamesOf(place.id), folded) ? [place.id] : [];
}

/**
 * Where a location text is: the first campus or office it names (a point), else the first gazetteer
 * place it names (districts have no point), or null.
 */
export function locate(text: string): { lat: number; lon: number } | null {
  const found = scan(text);
  const [landmark] = found.landmarks;
  if (landmark) return { lat: landmark.lat, lon: landmark.lon };
  for (const id of found.tokens) {
    const place = getPlaceById(id);
    if (place) return { lat: place.lat, lon: place.lon };
  }
  return null;
}
