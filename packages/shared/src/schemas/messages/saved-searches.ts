import { codesOf } from '../../messages/codes';

/** Saved searches one account may keep. */
export const SAVED_SEARCHES_MAX = 10;

export const SAVED_SEARCH_NAME_MAX = 100;

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'Please give this search a name.',
  nameTooLong: `The name can be at most ${SAVED_SEARCH_NAME_MAX} characters.`,
  kindInvalid: 'Please choose hostels or rooms and flats.',
  queryInvalid: 'This search cannot be saved. Please search again and save it.',
  pausedInvalid: 'Please choose whether emails are paused.',
  nothingToChange: 'Please give a new name, or pause or resume the emails.',
  limitReached: `You can keep at most ${SAVED_SEARCHES_MAX} saved searches. Delete one to save this search.`,
  notFound: 'Saved search not found.',
  saved: 'Search saved. We will email you once a day when new verified listings match it.',
  updated: 'Saved search updated.',
  paused: 'Emails paused for this search.',
  resumed: 'Emails resumed for this search.',
  deleted: 'Saved search deleted.',
  unsubscribed: 'You will no longer get emails for this search.',
  linkInvalid: 'This unsubscribe link is invalid. Log in to manage your saved searches.',
  gone: 'This saved search was deleted, so no more emails are sent for it.',
} as const;

/** The codes of SAVED_SEARCH_MESSAGES ('savedSearches.nameRequired'): what schemas and the API send. */
export const SAVED_SEARCH_CODES = codesOf('savedSearches', SAVED_SEARCH_MESSAGES);
