import { HOSTEL_AMENITIES, HOSTEL_GENDERS, HOSTEL_MEALS, SEATER_TYPES } from '../attribute-values';
import { MAX_FACT_RUPEES, MAX_FREE_BEDS, MAX_MEAL_TIMES } from './limits';
import type { FactDeclaration, FactText } from './types';

/** The facts only hostels have: each declaration, then its words in English and in Nepali. */

export const gender = {
  key: 'gender',
  kind: 'choice',
  values: HOSTEL_GENDERS,
  kinds: ['hostel'],
  stored: true,
  filter: { how: 'equals', param: 'gender' },
  card: true,
} as const satisfies FactDeclaration;
export const genderEn = {
  label: 'Who it is for',
  notStated: 'Not stated',
  invalid: 'Please choose who the hostel is for.',
  values: { boys: 'Boys only', girls: 'Girls only', anyone: 'Boys and girls' },
} satisfies FactText<typeof gender>;
export const genderNe = {
  label: 'कसका लागि',
  notStated: 'उल्लेख छैन',
  invalid: 'होस्टेल कसका लागि हो छान्नुहोस्।',
  values: { boys: 'केटाहरूका लागि मात्र', girls: 'केटीहरूका लागि मात्र', anyone: 'केटा र केटी दुवै' },
} satisfies FactText<typeof gender>;

/** `meals=some` finds some or all: the values are in order, least first. */
export const meals = {
  key: 'meals',
  kind: 'choice',
  values: HOSTEL_MEALS,
  kinds: ['hostel'],
  stored: true,
  filter: { how: 'atLeast', param: 'meals', values: ['some', 'all'] },
  card: true,
} as const satisfies FactDeclaration;
export const mealsEn = {
  label: 'Meals',
  notStated: 'Not stated',
  invalid: 'Please choose which meals are included.',
  values: { none: 'No meals', some: 'Some meals', all: 'All meals' },
} satisfies FactText<typeof meals>;
export const mealsNe = {
  label: 'खाना',
  notStated: 'उल्लेख छैन',
  invalid: 'कुन खाना समावेश छ छान्नुहोस्।',
  values: { none: 'खाना समावेश छैन', some: 'केही छाक खाना', all: 'सबै छाक खाना' },
} satisfies FactText<typeof meals>;

export const amenities = {
  key: 'amenities',
  kind: 'choiceSet',
  values: HOSTEL_AMENITIES,
  kinds: ['hostel'],
  stored: true,
  filter: { how: 'allOf', param: 'amenities' },
  card: true,
  messageKey: 'amenityInvalid',
} as const satisfies FactDeclaration;
export const amenitiesEn = {
  label: 'Amenities',
  notStated: 'None listed',
  invalid: 'Please choose amenities from the list.',
  values: {
    wifi: 'Wi-Fi',
    attached_bathroom: 'Attached bathroom',
    hot_water: 'Hot water',
    drinking_water: '24-hour drinking water',
    study_table: 'Study table',
    laundry: 'Laundry',
    parking: 'Parking',
    cctv: 'CCTV',
  },
} satisfies FactText<typeof amenities>;
export const amenitiesNe = {
  label: 'सुविधाहरू',
  notStated: 'कुनै उल्लेख छैन',
  invalid: 'कृपया सूचीबाट सुविधाहरू छान्नुहोस्।',
  values: {
    wifi: 'वाइफाइ',
    attached_bathroom: 'अट्याच्ड बाथरुम',
    hot_water: 'तातो पानी',
    drinking_water: '२४ घण्टा खानेपानी',
    study_table: 'पढ्ने टेबल',
    laundry: 'लुगा धुने सुविधा',
    parking: 'पार्किङ',
    cctv: 'सीसीटीभी',
  },
} satisfies FactText<typeof amenities>;

/**
 * What a bed costs a month in each size of room the hostel has. Searching names a seater type
 * (`seater=2`) and the price range then applies to that type's price; a hostel's lowest price is
 * what a plain price search and the price sort read, and what its card shows ("from Rs …").
 */
export const seaterPrices = {
  key: 'seaterPrices',
  kind: 'seaterPrices',
  seaters: SEATER_TYPES,
  min: 1,
  max: MAX_FACT_RUPEES,
  kinds: ['hostel'],
  stored: false,
  filter: { how: 'anyOf', param: 'seater' },
  card: true,
} as const satisfies FactDeclaration;
export const seaterPricesEn = {
  label: 'Monthly price per person',
  notStated: 'Not stated',
  invalid:
    'Please give a monthly price per person from Rs. 1 to Rs. 10 lakh for each seater type, each type once.',
  values: { 1: 'Single seater', 2: 'Two-seater', 3: 'Three-seater', 4: 'Four-seater' },
} satisfies FactText<typeof seaterPrices>;
export const seaterPricesNe = {
  label: 'प्रतिव्यक्ति मासिक भाडा',
  notStated: 'उल्लेख छैन',
  invalid: 'हरेक सिटरको प्रतिव्यक्ति मासिक भाडा रु. १ देखि रु. १० लाखसम्म लेख्नुहोस्; एउटा सिटर एक पटक मात्र।',
  values: { 1: 'सिङ्गल सिटर', 2: 'दुई सिटर', 3: 'तीन सिटर', 4: 'चार सिटर' },
} satisfies FactText<typeof seaterPrices>;

/** Paid once on moving in, not returned. */
export const admissionFee = {
  key: 'admissionFee',
  kind: 'money',
  min: 0,
  max: MAX_FACT_RUPEES,
  kinds: ['hostel'],
  stored: false,
  card: false,
} as const satisfies FactDeclaration;
export const admissionFeeEn = {
  label: 'Admission fee',
  notStated: 'Not stated',
  invalid: 'Admission fee must be a whole number of rupees from 0 to Rs. 10 lakh.',
} satisfies FactText<typeof admissionFee>;
export const admissionFeeNe = {
  label: 'भर्ना शुल्क',
  notStated: 'उल्लेख छैन',
  invalid: 'भर्ना शुल्क ० देखि रु. १० लाखसम्मको पूरा रुपैयाँमा हुनुपर्छ।',
} satisfies FactText<typeof admissionFee>;

/** Paid on moving in and returned on leaving. */
export const refundableDeposit = {
  key: 'refundableDeposit',
  kind: 'money',
  min: 0,
  max: MAX_FACT_RUPEES,
  kinds: ['hostel'],
  stored: false,
  card: false,
} as const satisfies FactDeclaration;
export const refundableDepositEn = {
  label: 'Refundable deposit',
  notStated: 'Not stated',
  invalid: 'Refundable deposit must be a whole number of rupees from 0 to Rs. 10 lakh.',
} satisfies FactText<typeof refundableDeposit>;
export const refundableDepositNe = {
  label: 'फिर्ता हुने धरौटी',
  notStated: 'उल्लेख छैन',
  invalid: 'फिर्ता हुने धरौटी ० देखि रु. १० लाखसम्मको पूरा रुपैयाँमा हुनुपर्छ।',
} satisfies FactText<typeof refundableDeposit>;

/** Beds free to move into now; `freeBeds=1` finds hostels with at least one. */
export const freeBeds = {
  key: 'freeBeds',
  kind: 'number',
  min: 0,
  max: MAX_FREE_BEDS,
  kinds: ['hostel'],
  stored: false,
  filter: { how: 'atLeast', param: 'freeBeds' },
  card: true,
} as const satisfies FactDeclaration;
export const freeBedsEn = {
  label: 'Free beds now',
  notStated: 'Not stated',
  invalid: 'Free beds must be a whole number from 0 to 10,000.',
  count: { one: '{{count}} bed free', other: '{{count}} beds free' },
  zero: 'No free beds',
} satisfies FactText<typeof freeBeds>;
export const freeBedsNe = {
  label: 'अहिले खाली बेड',
  notStated: 'उल्लेख छैन',
  invalid: 'खाली बेड ० देखि १०,००० सम्मको पूर्ण अङ्कमा हुनुपर्छ।',
  count: { one: '{{count}} बेड खाली', other: '{{count}} बेड खाली' },
  zero: 'खाली बेड छैन',
} satisfies FactText<typeof freeBeds>;

export const gateClosing = {
  key: 'gateClosing',
  kind: 'timeOfDay',
  kinds: ['hostel'],
  stored: false,
  card: false,
} as const satisfies FactDeclaration;
export const gateClosingEn = {
  label: 'Gate closes at',
  notStated: 'Not stated',
  invalid: 'Please give the time the gate closes as hours and minutes, for example 21:00.',
} satisfies FactText<typeof gateClosing>;
export const gateClosingNe = {
  label: 'गेट बन्द हुने समय',
  notStated: 'उल्लेख छैन',
  invalid: 'गेट बन्द हुने समय घण्टा र मिनेटमा लेख्नुहोस्, जस्तै 21:00।',
} satisfies FactText<typeof gateClosing>;

export const mealTimes = {
  key: 'mealTimes',
  kind: 'timesOfDay',
  maxLength: MAX_MEAL_TIMES,
  kinds: ['hostel'],
  stored: false,
  card: false,
} as const satisfies FactDeclaration;
export const mealTimesEn = {
  label: 'Meal times',
  notStated: 'Not stated',
  invalid: 'Please give up to 4 meal times as hours and minutes, for example 09:00.',
} satisfies FactText<typeof mealTimes>;
export const mealTimesNe = {
  label: 'खाना खाने समय',
  notStated: 'उल्लेख छैन',
  invalid: 'खाना खाने समय बढीमा ४ वटा, घण्टा र मिनेटमा लेख्नुहोस्, जस्तै 09:00।',
} satisfies FactText<typeof mealTimes>;
