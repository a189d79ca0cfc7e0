import { HOSTEL_AMENITIES, HOSTEL_GENDERS, HOSTEL_MEALS, PROPERTY_TYPES, WATER_SUPPLIES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { leaves } from '@/test/translations';
import { attributesEn } from './en';
import { attributesNe } from './ne';

describe('listing attribute names', () => {
  it('name every value of the shared vocabulary', () => {
    expect(Object.keys(attributesEn.gender)).toEqual([...HOSTEL_GENDERS]);
    expect(Object.keys(attributesEn.meals)).toEqual([...HOSTEL_MEALS]);
    expect(Object.keys(attributesEn.amenity)).toEqual([...HOSTEL_AMENITIES]);
    expect(Object.keys(attributesEn.propertyType)).toEqual([...PROPERTY_TYPES]);
    expect(Object.keys(attributesEn.water)).toEqual([...WATER_SUPPLIES]);
  });

  it('Nepali has exactly the English keys, each a Devanagari string', () => {
    const nepali = leaves(attributesNe);
    expect(nepali.map(([path]) => path)).toEqual(leaves(attributesEn).map(([path]) => path));
    for (const [path, value] of nepali) {
      expect(typeof value === 'string' && /[\u0900-\u097F]/.test(value), path).toBe(true);
    }
  });
});
