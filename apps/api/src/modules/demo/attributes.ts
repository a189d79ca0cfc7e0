import {
  HOSTEL_AMENITIES,
  type HostelAmenity,
  type HostelGender,
  type HostelMeals,
  type PropertyType,
  type WaterSupply,
} from '@app/shared';
import type { DemoListing, Random } from './generate';

export type DemoAttributes = {
  gender: HostelGender | null;
  meals: HostelMeals | null;
  amenities: HostelAmenity[];
  propertyType: PropertyType | null;
  furnished: boolean | null;
  parking: boolean | null;
  water: WaterSupply | null;
  floor: number | null;
};

/** How often a hostel has each amenity (of those whose owner listed any). */
const AMENITY_SHARE: Record<HostelAmenity, number> = {
  wifi: 0.85,
  attached_bathroom: 0.35,
  hot_water: 0.6,
  drinking_water: 0.7,
  study_table: 0.55,
  laundry: 0.3,
  parking: 0.3,
  cctv: 0.45,
};

/** One of `choices` by weight. */
function weighted<T>(r: Random, choices: [T, number][]): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let at = r.next() * total;
  for (const [value, weight] of choices) {
    at -= weight;
    if (at < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

/** Said by most owners: null for the rest (`said` of them answer). */
const sometimes = <T>(r: Random, said: number, value: () => T): T | null => (r.chance(said) ? value() : null);

function hostelAttributes(r: Random, l: DemoListing): Partial<DemoAttributes> {
  // The name says who it is for when it is a boys' or girls' hostel.
  const named: HostelGender | null = /Boys/.test(l.name)
    ? 'boys'
    : /Girls|Ladies/.test(l.name)
      ? 'girls'
      : null;
  return {
    gender:
      named ??
      sometimes(r, 0.85, () =>
        weighted<HostelGender>(r, [
          ['boys', 35],
          ['girls', 35],
          ['anyone', 30],
        ]),
      ),
    // Their rent includes meals: most serve all of them.
    meals: sometimes(r, 0.85, () =>
      weighted<HostelMeals>(r, [
        ['all', 75],
        ['some', 25],
      ]),
    ),
    amenities: r.chance(0.9) ? HOSTEL_AMENITIES.filter((a) => r.chance(AMENITY_SHARE[a])) : [],
  };
}

function propertyAttributes(r: Random, l: DemoListing): Partial<DemoAttributes> {
  const propertyType: PropertyType = l.type === 'hostel' ? 'room' : l.type;
  return {
    propertyType: r.chance(0.9) ? propertyType : null,
    furnished: /Furnished/.test(l.name) ? true : sometimes(r, 0.8, () => r.chance(0.3)),
    parking: sometimes(r, 0.8, () => r.chance(propertyType === 'house' ? 0.8 : 0.4)),
    water: sometimes(r, 0.8, () =>
      weighted<WaterSupply>(r, [
        ['all_day', 45],
        ['scheduled', 40],
        ['tanker', 15],
      ]),
    ),
    floor: sometimes(r, 0.8, () =>
      propertyType === 'house' || propertyType === 'commercial'
        ? 0
        : weighted(r, [
            [0, 25],
            [1, 30],
            [2, 25],
            [3, 12],
            [4, 5],
            [5, 3],
          ]),
    ),
  };
}

/**
 * What the owner of a demo listing says about it: most hostels who they are for, meals and a
 * plausible set of amenities; most properties their kind, furniture, parking, water and floor.
 * From its own generator, so the listings themselves stay what the seed always made.
 */
export function demoAttributes(r: Random, l: DemoListing): DemoAttributes {
  const none: DemoAttributes = {
    gender: null,
    meals: null,
    amenities: [],
    propertyType: null,
    furnished: null,
    parking: null,
    water: null,
    floor: null,
  };
  return { ...none, ...(l.kind === 'hostel' ? hostelAttributes(r, l) : propertyAttributes(r, l)) };
}
