/**
 * Offline gazetteer of Nepal: district headquarters, metropolitan and sub-metropolitan cities,
 * other municipalities, well-known localities (Kathmandu valley, Pokhara, Chitwan), and the large
 * campuses and offices people look for a room near ("landmarks").
 *
 * The data lives in `nepal-places.json` (one place per line) and is validated with zod when this
 * module is first imported, so a bad edit to the JSON fails loudly at startup and in tests.
 * Where the coordinates were cross-checked is described in README.md beside this file.
 */
import { isLandmarkKind, PLACE_KINDS, type PlaceKind } from '@app/shared';
import { z } from 'zod';
import rawPlaces from './nepal-places.json' with { type: 'json' };

export const PROVINCES = [
  'Koshi',
  'Madhesh',
  'Bagmati',
  'Gandaki',
  'Lumbini',
  'Karnali',
  'Sudurpashchim',
] as const;
export type Province = (typeof PROVINCES)[number];

/** Ordered from most to least important; search uses this order to break ties. Landmarks come last. */
export { PLACE_KINDS, type PlaceKind };

/** Nepal's bounding box (WGS84 decimal degrees); every place must lie inside it. */
export const NEPAL_BOUNDS = { minLat: 26.3, maxLat: 30.5, minLon: 80.0, maxLon: 88.3 } as const;

/** The three districts of the Kathmandu valley. */
export const KATHMANDU_VALLEY_DISTRICTS: readonly string[] = ['Kathmandu', 'Lalitpur', 'Bhaktapur'];

const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DEVANAGARI = /^[\u0900-\u097F\s.-]+$/;

/** At most four decimals (about 11 m), as the data is meant to be stored. */
const hasAtMostFourDecimals = (n: number): boolean => Math.abs(Math.round(n * 1e4) - n * 1e4) < 1e-6;

const text = z.string().trim().min(1).max(80);

export const placeSchema = z
  .strictObject({
    id: z.string().regex(ID_PATTERN, 'id must be lower-case kebab-case'),
    name: text,
    nameNe: text.regex(DEVANAGARI, 'nameNe must be written in Devanagari').optional(),
    aliases: z.array(text).max(20),
    kind: z.enum(PLACE_KINDS),
    district: text,
    province: z.enum(PROVINCES),
    /**
     * The city or municipality (the `name` of another place) a locality belongs to, or a campus or
     * office stands in; required for localities, optional for landmarks, absent otherwise.
     */
    parent: text.optional(),
    /** Set on metropolitan and sub-metropolitan cities that are also their district's headquarters. */
    districtHq: z.literal(true).optional(),
    lat: z
      .number()
      .min(NEPAL_BOUNDS.minLat)
      .max(NEPAL_BOUNDS.maxLat)
      .refine(hasAtMostFourDecimals, 'lat has more than 4 decimals'),
    lon: z
      .number()
      .min(NEPAL_BOUNDS.minLon)
      .max(NEPAL_BOUNDS.maxLon)
      .refine(hasAtMostFourDecimals, 'lon has more than 4 decimals'),
  })
  .superRefine((place, ctx) => {
    if (place.kind === 'locality' && place.parent === undefined) {
      ctx.addIssue({ code: 'custom', message: 'a locality needs a parent', path: ['parent'] });
    }
    if (place.kind !== 'locality' && !isLandmarkKind(place.kind) && place.parent !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'only localities, campuses and offices have a parent',
        path: ['parent'],
      });
    }
    if (place.districtHq && place.kind !== 'metropolitan' && place.kind !== 'sub_metropolitan') {
      ctx.addIssue({
        code: 'custom',
        message: 'districtHq is only for (sub-)metropolitan cities; use kind district_hq',
        path: ['districtHq'],
      });
    }
  });

export type Place = z.infer<typeof placeSchema>;

export const gazetteerSchema = z.array(placeSchema).superRefine((places, ctx) => {
  const ids = new Set<string>();
  const names = new Set(places.filter(isTownOrCity).map((p) => p.name));
  const hqDistricts = new Map<string, string>();
  places.forEach((place, index) => {
    if (ids.has(place.id)) {
      ctx.addIssue({ code: 'custom', message: `duplicate id "${place.id}"`, path: [index, 'id'] });
    }
    ids.add(place.id);
    if (place.parent !== undefined && !names.has(place.parent)) {
      ctx.addIssue({
        code: 'custom',
        message: `parent "${place.parent}" is not a city or municipality in the gazetteer`,
        path: [index, 'parent'],
      });
    }
    if (isDistrictHq(place)) {
      const other = hqDistricts.get(place.district);
      if (other !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `district ${place.district} has two headquarters (${other}, ${place.id})`,
          path: [index],
        });
      }
      hqDistricts.set(place.district, place.id);
    }
  });
});

/** Validates raw gazetteer data; throws a ZodError describing every problem. */
export function parseGazetteer(data: unknown): Place[] {
  return gazetteerSchema.parse(data);
}

/** A campus or office: searched near, never a place a listing is in. */
export function isLandmark(place: Pick<Place, 'kind'>): boolean {
  return isLandmarkKind(place.kind);
}

/** A city, town or municipality: what a locality or landmark may name as its parent. */
export function isTownOrCity(place: Pick<Place, 'kind'>): boolean {
  return place.kind !== 'locality' && !isLandmarkKind(place.kind);
}

export function isDistrictHq(place: Pick<Place, 'kind' | 'districtHq'>): boolean {
  return place.kind === 'district_hq' || place.districtHq === true;
}

export function isInKathmanduValley(place: Pick<Place, 'district'>): boolean {
  return KATHMANDU_VALLEY_DISTRICTS.includes(place.district);
}

/**
 * "Thamel, Kathmandu, Bagmati, Nepal", "Pokhara, Kaski, Gandaki, Nepal",
 * "Lakeside, Pokhara, Kaski, Gandaki, Nepal", "Pulchowk Campus, Lalitpur, Bagmati, Nepal";
 * a part equal to the one before it is left out.
 */
export function formatPlace(place: Pick<Place, 'name' | 'parent' | 'district' | 'province'>): string {
  const parts = [place.name];
  for (const part of [place.parent, place.district, place.province, 'Nepal']) {
    if (part !== undefined && part !== parts[parts.length - 1]) parts.push(part);
  }
  return parts.join(', ');
}

function deepFreeze(places: Place[]): readonly Readonly<Place>[] {
  for (const place of places) {
    Object.freeze(place.aliases);
    Object.freeze(place);
  }
  return Object.freeze(places);
}

/** Every place in the gazetteer, validated at load. */
export const PLACES: readonly Readonly<Place>[] = deepFreeze(parseGazetteer(rawPlaces));

const byId = new Map(PLACES.map((place) => [place.id, place]));

const PROVINCES_NE: Readonly<Record<Province, string>> = {
  Koshi: 'कोशी',
  Madhesh: 'मधेश',
  Bagmati: 'बागमती',
  Gandaki: 'गण्डकी',
  Lumbini: 'लुम्बिनी',
  Karnali: 'कर्णाली',
  Sudurpashchim: 'सुदूरपश्चिम',
};
/** Towns' Nepali names by their English name (a parent), and districts' where a town bears the district's name. */
const townNe = new Map(PLACES.filter(isTownOrCity).map((p) => [p.name, p.nameNe] as const));
const districtNe = new Map(
  PLACES.filter((p) => isTownOrCity(p) && p.name === p.district).map((p) => [p.district, p.nameNe] as const),
);

/**
 * The place in Nepali as `formatPlace` writes it in English ("कीर्तिपुर, काठमाडौं, बागमती, नेपाल",
 * "लेकसाइड, पोखरा, गण्डकी, नेपाल"): a parent or district without a Nepali name here is left out.
 * Null when the place itself has none.
 */
export function formatPlaceNe(
  place: Pick<Place, 'nameNe' | 'parent' | 'district' | 'province'>,
): string | null {
  if (place.nameNe === undefined) return null;
  const parts = [place.nameNe];
  const parent = place.parent === undefined ? undefined : townNe.get(place.parent);
  for (const part of [parent, districtNe.get(place.district), PROVINCES_NE[place.province], 'नेपाल']) {
    if (part !== undefined && part !== parts[parts.length - 1]) parts.push(part);
  }
  return parts.join(', ');
}

export function getPlaceById(id: string): Readonly<Place> | undefined {
  return byId.get(id);
}
