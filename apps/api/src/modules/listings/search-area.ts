import { distanceKm, type SearchArea, type SearchSort } from '@app/shared';
import { getPlaceById, isLandmark, type Place } from '../../integrations/gazetteer';

type AreaKind = Exclude<Place['kind'], 'campus' | 'office'>;

/**
 * How far around an area's centre its search reaches when the query gives no `km` (docs/decisions/0025):
 * about the distance a student walks or takes one short ride from a neighbourhood, the built-up
 * extent of a town, and the edge of a city (Kathmandu's ring reaches Kirtipur and Patan).
 */
export const AREA_RING_KM: Readonly<Record<AreaKind, number>> = {
  locality: 2,
  municipality: 3,
  district_hq: 3,
  sub_metropolitan: 5,
  metropolitan: 8,
};

/** Small places are listed nearest first from their centre; in a town or city the newest come first. */
const NEAREST_FIRST: ReadonlySet<AreaKind> = new Set(['locality', 'municipality', 'district_hq']);

export type SearchedArea = { place: Readonly<Place> & { kind: AreaKind }; km: number };

/**
 * A point sent with the query further than this from the place's centre is not the place's own
 * (its suggestion's point is the centre): such a search keeps the place and that radius, as before.
 */
const OWN_POINT_KM = 0.5;

const isArea = (place: Readonly<Place>): place is Readonly<Place> & { kind: AreaKind } => !isLandmark(place);

/**
 * The one area (a neighbourhood, town or city) a search's place tokens name, with the ring's radius:
 * `km` from the query, else sized to the place. Null for several places ("Baneshwor": New, Old and
 * Mid), a district, the districts around a campus or office, free text, or a query whose point is
 * somewhere else than the place.
 */
export function areaOf(
  places: readonly string[] | null,
  { km, point }: { km?: number; point?: { lat: number; lon: number } },
): SearchedArea | null {
  if (places?.length !== 1) return null;
  const place = getPlaceById(places[0] ?? '');
  if (!place || !isArea(place)) return null;
  if (point && distanceKm(point, place) > OWN_POINT_KM) return null;
  return { place, km: km ?? AREA_RING_KM[place.kind] };
}

/** The order of an area search that asks for none. */
export const defaultSortOf = (area: SearchedArea): SearchSort =>
  NEAREST_FIRST.has(area.place.kind) ? 'nearest' : 'newest';

/** `meta.area` of the answer: the place, its centre, the ring, and how many matches are in the place itself. */
export const areaMeta = ({ place, km }: SearchedArea, inPlace: number): SearchArea => ({
  name: place.name,
  nameNe: place.nameNe ?? null,
  lat: place.lat,
  lon: place.lon,
  km,
  inPlace,
});
