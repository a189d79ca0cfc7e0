import { codesOf } from '../../messages/codes';

export const SEARCH_MESSAGES = {
  tooLong: 'Search text is too long.',
  nearestNeedsPlace: 'Choose a place to sort by distance.',
  priceRange: 'The minimum price cannot be more than the maximum.',
  sortInvalid: 'Please choose a valid sort order.',
  placeInvalid: 'Choose a valid place to search near.',
  distanceInvalid: 'The distance must be more than 0 km and at most 500 km.',
  priceInvalid: 'Prices must be whole numbers, 0 or more.',
  roomsInvalid: 'Rooms must be a whole number from 1 to 100.',
  mealsFilterInvalid: 'Please choose some meals or all meals.',
  yesOnly: 'This filter can only be turned on.',
} as const;

/** The codes of SEARCH_MESSAGES ('search.tooLong'): what the schema and the API send. */
export const SEARCH_CODES = codesOf('search', SEARCH_MESSAGES);
