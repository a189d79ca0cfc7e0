import { PHONE_MIN_DIGITS } from '../../constants';
import { codesOf } from '../../messages/codes';

/** The join-as-a-verifier contact form and the admin's review of sign-ups. */
export const FREELANCER_MESSAGES = {
  nameRequired: 'Please enter your full name',
  phoneRequired: 'Please enter your phone number',
  phoneDigits: `Phone number must have at least ${PHONE_MIN_DIGITS} digits`,
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  locationRequired: 'Please enter your location',
  messageTooLong: 'Please keep your message under 1000 characters.',
  nameTooLong: 'Name can be at most 100 characters',
  phoneTooLong: 'Phone number can be at most 30 characters',
  locationTooLong: 'Location can be at most 200 characters',
  searchTooLong: 'Search text is too long.',
  submitted: 'Form Submitted Successfully, please wait our team will contact shortly',
  alreadyPending: 'You have already applied to join. Our team will contact you shortly.',
  alreadyFreelancer: 'You are already a Ghar Bhada verifier.',
  notFound: 'Freelancer sign-up not found',
  alreadyDecided: 'This sign-up has already been approved or rejected.',
  approved: 'Freelancer approved.',
  rejected: 'Freelancer rejected.',
} as const;

/** The codes of FREELANCER_MESSAGES ('freelancers.nameRequired'): what schemas and the API send. */
export const FREELANCER_CODES = codesOf('freelancers', FREELANCER_MESSAGES);
