import { HOSTEL_AMENITIES, HOSTEL_GENDERS, HOSTEL_MEALS, PROPERTY_TYPES, WATER_SUPPLIES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { expectNepaliMirrorsEnglish } from '@/test/translations';
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

  it('Nepali has exactly the English keys, each in Devanagari with the same placeholders', () => {
    expectNepaliMirrorsEnglish(attributesEn, attributesNe);
  });
});
