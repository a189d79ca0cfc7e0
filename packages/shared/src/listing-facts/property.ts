import {
  MAX_FLOOR,
  PROPERTY_TYPES,
  WATER_SOURCES,
  WATER_SUPPLIES,
  WELCOMED_TENANTS,
} from '../attribute-values';
import { MAX_MONTHS } from './limits';
import type { FactDeclaration, FactText } from './types';

/** The facts only landlords' properties have: each declaration, then its words in English (Nepali: ne/property.ts). */

export const propertyType = {
  key: 'propertyType',
  kind: 'choice',
  values: PROPERTY_TYPES,
  kinds: ['property'],
  stored: true,
  filter: { how: 'anyOf', param: 'propertyType' },
  card: true,
} as const satisfies FactDeclaration;
export const propertyTypeEn = {
  label: 'Kind of place',
  invalid: 'Please choose what kind of place this is.',
  values: { room: 'Room', flat: 'Flat', house: 'Whole house', commercial: 'Shutter / commercial' },
} satisfies FactText<typeof propertyType>;

export const furnished = {
  key: 'furnished',
  kind: 'yesNo',
  answer: 'is',
  kinds: ['property'],
  stored: true,
  filter: { how: 'has', param: 'furnished' },
  card: true,
} as const satisfies FactDeclaration;
export const furnishedEn = {
  label: 'Furniture',
  invalid: 'Please choose whether it is furnished.',
  values: { yes: 'Furnished', no: 'Not furnished' },
} satisfies FactText<typeof furnished>;

/**
 * Room for a car. The field keeps its name (`parking`, as the API has always sent it); the form
 * asked "Parking?" without naming a vehicle, so a stated answer may have meant a motorbike: bike
 * parking is a fact of its own (`bikeParking`).
 */
export const parking = {
  key: 'parking',
  kind: 'yesNo',
  answer: 'has',
  kinds: ['property'],
  stored: true,
  filter: { how: 'has', param: 'parking' },
  card: false,
} as const satisfies FactDeclaration;
export const parkingEn = {
  label: 'Car parking',
  invalid: 'Please choose whether there is parking.',
  values: { yes: 'Car parking', no: 'No car parking' },
} satisfies FactText<typeof parking>;

/** When the water comes (all day, at set hours, or by tanker only). */
export const water = {
  key: 'water',
  kind: 'choice',
  values: WATER_SUPPLIES,
  kinds: ['property'],
  stored: true,
  filter: { how: 'equals', param: 'water' },
  card: false,
} as const satisfies FactDeclaration;
export const waterEn = {
  label: 'Water supply',
  invalid: 'Please choose how the property gets water.',
  values: { all_day: 'Water all day', scheduled: 'Water at set hours', tanker: 'Tanker water only' },
} satisfies FactText<typeof water>;

/** Counted from 0, the ground floor; `maxFloor=1` finds the ground and first floors. */
export const floor = {
  key: 'floor',
  kind: 'number',
  min: 0,
  max: MAX_FLOOR,
  parse: 'coerce',
  kinds: ['property'],
  stored: true,
  filter: { how: 'atMost', param: 'maxFloor' },
  card: false,
} as const satisfies FactDeclaration;
export const floorEn = {
  label: 'Floor',
  invalid: `Floor must be a whole number from 0 (ground floor) to ${MAX_FLOOR}.`,
  count: { one: 'Floor {{count}}', other: 'Floor {{count}}' },
  zero: 'Ground floor',
} satisfies FactText<typeof floor>;

/** Months of rent paid before moving in. */
export const advanceMonths = {
  key: 'advanceMonths',
  kind: 'number',
  min: 0,
  max: MAX_MONTHS,
  kinds: ['property'],
  stored: false,
  card: false,
} as const satisfies FactDeclaration;
export const advanceMonthsEn = {
  label: 'Advance rent',
  invalid: 'Advance rent must be a whole number of months from 0 to 24.',
  count: { one: '{{count}} month', other: '{{count}} months' },
  zero: 'No advance',
} satisfies FactText<typeof advanceMonths>;

/** Months of rent held as a deposit; `maxDepositMonths=2` finds two or fewer. */
export const depositMonths = {
  key: 'depositMonths',
  kind: 'number',
  min: 0,
  max: MAX_MONTHS,
  kinds: ['property'],
  stored: false,
  filter: { how: 'atMost', param: 'maxDepositMonths' },
  card: false,
} as const satisfies FactDeclaration;
export const depositMonthsEn = {
  label: 'Deposit',
  invalid: 'Deposit must be a whole number of months’ rent from 0 to 24.',
  count: { one: '{{count}} month’s rent', other: '{{count}} months’ rent' },
  zero: 'No deposit',
} satisfies FactText<typeof depositMonths>;

/** Where the water comes from (beside `water`, which says when). */
export const waterSources = {
  key: 'waterSources',
  kind: 'choiceSet',
  values: WATER_SOURCES,
  kinds: ['property'],
  stored: false,
  card: false,
} as const satisfies FactDeclaration;
export const waterSourcesEn = {
  label: 'Water comes from',
  invalid: 'Please choose where the water comes from, from the list.',
  values: { municipal: 'Municipal tap', tanker: 'Tanker', boring: 'Boring (well)', jar: 'Jar water' },
} satisfies FactText<typeof waterSources>;

export const waterHours = {
  key: 'waterHours',
  kind: 'number',
  min: 0,
  max: 24,
  kinds: ['property'],
  stored: false,
  card: false,
} as const satisfies FactDeclaration;
export const waterHoursEn = {
  label: 'Water a day',
  invalid: 'Hours of water must be a whole number from 0 to 24.',
  count: { one: '{{count}} hour a day', other: '{{count}} hours a day' },
} satisfies FactText<typeof waterHours>;

/** Whom the landlord lets to; `welcome=families` finds those that take families. */
export const welcome = {
  key: 'welcome',
  kind: 'choiceSet',
  values: WELCOMED_TENANTS,
  kinds: ['property'],
  stored: false,
  filter: { how: 'anyOf', param: 'welcome' },
  card: false,
} as const satisfies FactDeclaration;
export const welcomeEn = {
  label: 'Who is welcome',
  invalid: 'Please choose who is welcome from the list.',
  values: { students: 'Students', working: 'Working people', couples: 'Couples', families: 'Families' },
} satisfies FactText<typeof welcome>;
