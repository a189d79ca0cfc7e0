import { getPlaceById, PLACES, type Place } from '../../integrations/gazetteer';
import { foldedNamesOf, normalize, phonetic, prefixDistance, searchPlaces } from './gazetteer-search';

const byFoldedName = new Map<string, string[]>();
for (const place of PLACES) {
  for (const name of foldedNamesOf(place.id))
    byFoldedName.set(name, [...(byFoldedName.get(name) ?? []), place.id]);
}
const placeById = new Map(PLACES.map((p) => [p.id, p]));
const cityByName = new Map(
  PLACES.filter((p) => p.kind !== 'locality').map((p) => [normalize(p.name), p] as const),
);
const districtByFoldedName = new Map(
  PLACES.map((p) => [phonetic(normalize(p.district)), districtToken(p.district)] as const),
);

/** Districts are tokens of their own, so "kaski" finds every listing in Kaski. */
export function districtToken(district: string) {
  return `district:${normalize(district).replace(/ /g, '-')}`;
}

const fold = (text: string) => phonetic(normalize(text));

/** The place itself, the city it belongs to, and its district: what a search for any of them should find. */
function withAncestors(place: Readonly<Place>): string[] {
  const ids = [place.id, districtToken(place.district)];
  const parent = place.parent ? cityByName.get(normalize(place.parent)) : undefined;
  if (parent) ids.push(parent.id);
  return ids;
}

/**
 * Gazetteer places a listing's location text names ("Lakeside, Pokhara, Kaski" → lakeside, pokhara),
 * with their ancestors. Stored as the listing's place tokens, so a search for a place reads an index.
 */
export function placesInText(text: string): string[] {
  const words = fold(text).split(' ').filter(Boolean);
  const found = new Set<string>();
  // Longest names first, so "New Baneshwor" is New Baneshwor and not every Baneshwor.
  for (let start = 0; start < words.length;) {
    let end = Math.min(words.length, start + 4);
    for (; end > start; end--) {
      const span = words.slice(start, end).join(' ');
      const ids = byFoldedName.get(span);
      const district = districtByFoldedName.get(span);
      if (district) found.add(district);
      if (!ids) continue;
      for (const id of ids) {
        const place = placeById.get(id);
        if (place) for (const token of withAncestors(place)) found.add(token);
      }
      break;
    }
    start = Math.max(end, start + 1);
  }
  return [...found];
}

/**
 * The places a search query names: every place with that name or a word of it after folding
 * spelling variants ("baneswor" → New, Old and Mid-Baneshwor), else the nearest name within a
 * typo or two ("pokhra" → Pokhara). Empty when the query names no known place.
 */
export function resolvePlaces(query: string): string[] {
  const folded = fold(query.slice(0, 200));
  if (folded.replace(/ /g, '').length < 3) return [];
  // A district covers its namesake city ("kathmandu", "lalitpur"), so it wins.
  const district = districtByFoldedName.get(folded);
  if (district) return [district];
  const exact = byFoldedName.get(folded);
  if (exact) return exact;
  const [top] = searchPlaces(query, { limit: 1 });
  if (!top) return [];
  const maxEdits = folded.length >= 9 ? 2 : 1;
  const close = foldedNamesOf(top.id).some(
    (name) =>
      Math.abs(name.length - folded.length) <= maxEdits && prefixDistance(folded, name, maxEdits) <= maxEdits,
  );
  return close ? [top.id] : [];
}

/** Where a location text is: the first gazetteer place it names (districts have no point), or null. */
export function locate(text: string): { lat: number; lon: number } | null {
  for (const id of placesInText(text)) {
    const place = getPlaceById(id);
    if (place) return { lat: place.lat, lon: place.lon };
  }
  return null;
}
