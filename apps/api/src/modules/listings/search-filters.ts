import {
  HOSTEL_AMENITIES,
  HOSTEL_GENDERS,
  PROPERTY_TYPES,
  WATER_SUPPLIES,
  type HostelAmenity,
  type HostelGender,
  type PropertyType,
  type SearchFilters,
  type WaterSupply,
} from '@app/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { ListingKind } from './repository';
import { whole, word, words } from './search-literals';

/**
 * What a search narrows by besides place, text and price, in the words of the listing's own kind:
 * a hostel search never carries property filters, nor a property search hostel ones.
 */
export type AttributeFilter = {
  minRooms?: number;
  gender?: HostelGender;
  /** At least these meals: 'some' matches some or all. */
  meals?: 'some' | 'all';
  /** Every one of them. */
  amenities?: HostelAmenity[];
  /** Any one of them. */
  propertyTypes?: PropertyType[];
  furnished?: true;
  parking?: true;
  water?: WaterSupply;
  maxFloor?: number;
};

/**
 * The filters of a query that apply to this kind, and only those: a property filter in a hostel
 * search (or the other way round) is ignored, and so does not split the search cache either.
 */
export function attributeFilterOf(kind: ListingKind, query: SearchFilters): AttributeFilter {
  const shared = { minRooms: query.minRooms };
  if (kind === 'hostel') {
    return {
      ...shared,
      gender: query.gender,
      meals: query.meals,
      amenities: query.amenities?.length ? query.amenities : undefined,
    };
  }
  const propertyTypes = PROPERTY_TYPES.filter((type) => query.propertyType?.includes(type));
  return {
    ...shared,
    propertyTypes: propertyTypes.length ? propertyTypes : undefined,
    furnished: query.furnished,
    parking: query.parking,
    water: query.water,
    maxFloor: query.maxFloor,
  };
}

/**
 * The filter as conditions on `t` (listing_places `lp` or listings `l`, which name these columns
 * alike). A listing that has not said (null) never matches a filter on that attribute.
 */
export function attributeConditions(f: AttributeFilter, t: 'lp' | 'l'): SQL[] {
  const col = (name: string) => sql.raw(`${t}.${name}`);
  const where: SQL[] = [];
  if (f.minRooms !== undefined) where.push(sql`${col('rooms')} >= ${whole(f.minRooms)}`);
  if (f.gender) where.push(sql`${col('gender')} = ${word(f.gender, HOSTEL_GENDERS)}`);
  if (f.meals === 'all') where.push(sql`${col('meals')} = 'all'`);
  if (f.meals === 'some') where.push(sql`${col('meals')} in ('some', 'all')`);
  if (f.amenities?.length) where.push(sql`${col('amenities')} @> ${words(f.amenities, HOSTEL_AMENITIES)}`);
  if (f.propertyTypes?.length)
    where.push(sql`${col('property_type')} = any(${words(f.propertyTypes, PROPERTY_TYPES)})`);
  if (f.furnished) where.push(sql`${col('furnished')} = true`);
  if (f.parking) where.push(sql`${col('parking')} = true`);
  if (f.water) where.push(sql`${col('water')} = ${word(f.water, WATER_SUPPLIES)}`);
  if (f.maxFloor !== undefined) where.push(sql`${col('floor')} <= ${whole(f.maxFloor)}`);
  return where;
}
