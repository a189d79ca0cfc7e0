import { PHONE_MIN_DIGITS } from '../../constants';
import { codesOf } from '../../messages/codes';

/** The published application messages word for word, and the others in the same tone. */
export const APPLICATION_MESSAGES = {
  nameRequired: 'Please enter your full name',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Please enter your phone number',
  phoneDigits: `Phone number must have at least ${PHONE_MIN_DIGITS} digits`,
  peopleRequired: 'Please enter the number of people',
  peopleMin: 'Number of people must be at least 1',
  roomsRequired: 'Please enter the number of rooms',
  roomsMin: 'Number of rooms must be at least 1',
  nameTooLong: 'Name can be at most 100 characters',
  phoneTooLong: 'Phone number can be at most 30 characters',
  peopleWhole: 'Number of people must be a whole number',
  peopleMax: 'Number of people can be at most 1000',
  roomsWhole: 'Number of rooms must be a whole number',
  roomsMax: 'Number of rooms can be at most 1000',
  locationTooLong: 'Location can be at most 200 characters',
  statusInvalid: 'Please choose pending or completed applications.',
  submitted: 'Application submitted. The owner will contact you soon.',
  notFound: 'Application not found',
  notManager: 'Only the listing owner or an admin can manage this application.',
  markedComplete: 'Application marked as complete.',
  removed: 'Application removed.',
  duplicate: 'You have already applied to this listing with this email. The owner will contact you.',
  notOpen: 'This listing is not accepting applications right now.',
  rented: 'This place has already been rented, so it is not accepting applications.',
  stateInvalid: 'Please choose a state for this application.',
  moveRefused: 'This application cannot be moved to that state now.',
  moved: 'Application updated.',
  withdrawn: 'Application withdrawn.',
} as const;

/** The codes of APPLICATION_MESSAGES ('applications.nameRequired'): what schemas and the API send. */
export const APPLICATION_CODES = codesOf('applications', APPLICATION_MESSAGES);
