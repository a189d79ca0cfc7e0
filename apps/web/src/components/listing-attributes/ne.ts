import { FACT_TEXT_NE } from '@app/shared/listing-facts/ne';
import type { AttributesResources } from './en';

export const attributesNe: AttributesResources = {
  gender: FACT_TEXT_NE.gender.values,
  meals: FACT_TEXT_NE.meals.values,
  amenity: FACT_TEXT_NE.amenities.values,
  propertyType: FACT_TEXT_NE.propertyType.values,
  furnished: FACT_TEXT_NE.furnished.values,
  parking: {
    yes: 'पार्किङ छ',
    no: 'पार्किङ छैन',
  },
  water: FACT_TEXT_NE.water.values,
  floor: {
    ground: FACT_TEXT_NE.floor.zero,
    numbered_one: FACT_TEXT_NE.floor.count.one,
    numbered_other: FACT_TEXT_NE.floor.count.other,
  },
  yes: 'हो',
  no: 'होइन',
  has: {
    yes: 'छ',
    no: 'छैन',
  },
};
