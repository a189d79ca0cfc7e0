/**
 * The `attributes` namespace: the names of what owners say about a listing (who a hostel is for,
 * meals, amenities; a property's kind, furniture, parking, water, floor), keyed by the values of
 * the shared vocabulary (`HOSTEL_GENDERS`, `HOSTEL_AMENITIES`, …). The listing forms, the search
 * cards, the detail overlay and the search filters all name them alike.
 */
export const attributesEn = {
  gender: {
    boys: 'Boys only',
    girls: 'Girls only',
    anyone: 'Boys and girls',
  },
  meals: {
    none: 'No meals',
    some: 'Some meals',
    all: 'All meals',
  },
  amenity: {
    wifi: 'Wi-Fi',
    attached_bathroom: 'Attached bathroom',
    hot_water: 'Hot water',
    drinking_water: '24-hour drinking water',
    study_table: 'Study table',
    laundry: 'Laundry',
    parking: 'Parking',
    cctv: 'CCTV',
  },
  propertyType: {
    room: 'Room',
    flat: 'Flat',
    house: 'Whole house',
    commercial: 'Shutter / commercial',
  },
  furnished: {
    yes: 'Furnished',
    no: 'Not furnished',
  },
  parking: {
    yes: 'Parking',
    no: 'No parking',
  },
  water: {
    all_day: 'Water all day',
    scheduled: 'Water at set hours',
    tanker: 'Tanker water only',
  },
  floor: {
    ground: 'Ground floor',
    numbered: 'Floor {{floor}}',
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
