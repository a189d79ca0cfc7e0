import { codesOf } from '../../messages/codes';
import { MAX_FLOOR } from '../../attribute-values';

export const ATTRIBUTE_MESSAGES = {
  genderInvalid: 'Please choose who the hostel is for.',
  mealsInvalid: 'Please choose which meals are included.',
  amenityInvalid: 'Please choose amenities from the list.',
  propertyTypeInvalid: 'Please choose what kind of place this is.',
  furnishedInvalid: 'Please choose whether it is furnished.',
  parkingInvalid: 'Please choose whether there is parking.',
  waterInvalid: 'Please choose how the property gets water.',
  contactAppsInvalid: 'Please choose WhatsApp or Viber from the list.',
  floorInvalid: `Floor must be a whole number from 0 (ground floor) to ${MAX_FLOOR}.`,
} as const;

/** The codes of ATTRIBUTE_MESSAGES ('attributes.genderInvalid'): what schemas and the API send. */
export const ATTRIBUTE_CODES = codesOf('attributes', ATTRIBUTE_MESSAGES);
