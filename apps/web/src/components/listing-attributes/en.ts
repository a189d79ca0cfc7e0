import { FACT_TEXT_EN } from '@app/shared';

/**
 * The `attributes` namespace: the names of what owners say about a listing (who a hostel is for,
 * meals, amenities; a property's kind, furniture, parking, water, floor), keyed by the values of
 * the shared vocabulary (`HOSTEL_GENDERS`, `HOSTEL_AMENITIES`, …). The listing forms, the search
 * cards, the detail overlay and the search filters all name them alike. The names are the facts'
 * declarations' (packages/shared listing-facts/).
 */
export const attributesEn = {
  gender: FACT_TEXT_EN.gender.values,
  meals: FACT_TEXT_EN.meals.values,
  amenity: FACT_TEXT_EN.amenities.values,
  propertyType: FACT_TEXT_EN.propertyType.values,
  furnished: FACT_TEXT_EN.furnished.values,
  /**
   * The form still asks "Parking?" without naming a vehicle, so the answers keep that word until it
   * asks about car parking (the declaration's words) beside bike parking.
   */
  parking: {
    yes: 'Parking',
    no: 'No parking',
  },
  water: FACT_TEXT_EN.water.values,
  floor: {
    ground: FACT_TEXT_EN.floor.zero,
    numbered_one: FACT_TEXT_EN.floor.count.one,
    numbered_other: FACT_TEXT_EN.floor.count.other,
  },
  yes: 'Yes',
  no: 'No',
  /** The answer to a has / doesn't-have fact (Parking: No), which Nepali says with छ / छैन. */
  has: {
    yes: 'Yes',
    no: 'No',
  },
};

export type AttributesResources = typeof attributesEn;
