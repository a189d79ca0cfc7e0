import { describe, expect, it } from 'vitest';
import { APPLICATION_CODES, APPLICATION_MESSAGES } from '../schemas/applications';
import { ATTRIBUTE_CODES, ATTRIBUTE_MESSAGES } from '../schemas/attributes';
import { AUTH_CODES, AUTH_MESSAGES } from '../schemas/auth';
import { FREELANCER_CODES, FREELANCER_MESSAGES } from '../schemas/freelancers';
import { GEOCODE_CODES, GEOCODE_MESSAGES } from '../schemas/geocode';
import { LISTING_CODES, LISTING_MESSAGES } from '../schemas/listings';
import { SAVED_SEARCH_CODES, SAVED_SEARCH_MESSAGES } from '../schemas/saved-searches';
import { SEARCH_CODES, SEARCH_MESSAGES } from '../schemas/search';
import { SHORTLIST_CODES, SHORTLIST_MESSAGES } from '../schemas/shortlist';
import { TASK_CODES, TASK_MESSAGES } from '../schemas/tasks';
import { TRUST_CODES, TRUST_MESSAGES } from '../schemas/trust';
import { VISIT_CODES, VISIT_MESSAGES } from '../schemas/visit';
import { englishOf, fillPlaceholders, isMessageCode, MESSAGES, type MessageCode } from './catalogue';
import { leavesOf, type MessageTree } from './codes';
import { COMMON_CODES, COMMON_MESSAGES } from './common';

const MODULES: [string, MessageTree, MessageTree][] = [
  ['common', COMMON_MESSAGES, COMMON_CODES],
  ['auth', AUTH_MESSAGES, AUTH_CODES],
  ['listings', LISTING_MESSAGES, LISTING_CODES],
  ['applications', APPLICATION_MESSAGES, APPLICATION_CODES],
  ['freelancers', FREELANCER_MESSAGES, FREELANCER_CODES],
  ['tasks', TASK_MESSAGES, TASK_CODES],
  ['search', SEARCH_MESSAGES, SEARCH_CODES],
  ['geocode', GEOCODE_MESSAGES, GEOCODE_CODES],
  ['trust', TRUST_MESSAGES, TRUST_CODES],
  ['visit', VISIT_MESSAGES, VISIT_CODES],
  ['attributes', ATTRIBUTE_MESSAGES, ATTRIBUTE_CODES],
  ['savedSearches', SAVED_SEARCH_MESSAGES, SAVED_SEARCH_CODES],
  ['shortlist', SHORTLIST_MESSAGES, SHORTLIST_CODES],
];

describe('the message catalogue', () => {
  it.each(MODULES)('%s: every code is the path of its text and names that text', (prefix, texts, codes) => {
    const textLeaves = leavesOf(texts);
    const codeLeaves = leavesOf(codes);
    expect(codeLeaves.map(([path]) => path)).toEqual(textLeaves.map(([path]) => path));
    for (const [path, code] of codeLeaves) {
      expect(code).toBe(`${prefix}.${path}`);
      expect(isMessageCode(code), code).toBe(true);
      expect(englishOf(code as MessageCode)).toBe(fillPlaceholders(textLeaves.find(([p]) => p === path)![1]));
    }
  });

  it('holds every module, each text non-empty English', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual(MODULES.map(([prefix]) => prefix).sort());
    for (const [code, text] of leavesOf(MESSAGES)) {
      expect(text.trim(), code).not.toBe('');
      expect(text, code).toMatch(/[A-Za-z]/);
    }
  });

  it('tells codes from texts: no English text is itself a code', () => {
    for (const [, text] of leavesOf(MESSAGES)) expect(isMessageCode(text), text).toBe(false);
    expect(isMessageCode('listings.hostel')).toBe(false);
    expect(isMessageCode('listings.hostel.nope')).toBe(false);
    expect(isMessageCode('toString')).toBe(false);
    expect(isMessageCode(undefined)).toBe(false);
  });

  it('fills placeholders, and leaves one without a value as written', () => {
    expect(englishOf(COMMON_CODES.rateLimited.minutes, { minutes: 5 })).toBe(
      'Too many attempts. Please wait 5 minutes and try again.',
    );
    expect(fillPlaceholders('Wait {{minutes}} minutes', {})).toBe('Wait {{minutes}} minutes');
  });

  // The outside client checks these word for word.
  it.each([
    [LISTING_CODES.property.nameRequired, 'Property name is required'],
    [LISTING_CODES.property.phoneDigits, 'Phone number must have at least 10 digits'],
    [LISTING_CODES.property.priceNumber, 'Price must be a number'],
    [LISTING_CODES.verification.length, 'Please enter the length of the property'],
    [LISTING_CODES.verification.imagesMax, 'Maximum 5 images allowed'],
    [LISTING_CODES.hostel.roomPositive, 'room must be a positive number.'],
    [LISTING_CODES.hostel.contactInvalid, 'Contact number must be a valid 10-digit Nepali mobile.'],
    [LISTING_CODES.images.tooLarge, "Some files exceed the 5MB limit and weren't uploaded."],
    [LISTING_CODES.images.limitReached, 'You can only upload up to 5 images.'],
    [LISTING_CODES.submittedAs.hostel, 'Hostel submitted. Our team will contact you for verification.'],
    [APPLICATION_CODES.peopleMin, 'Number of people must be at least 1'],
    [APPLICATION_CODES.roomsMin, 'Number of rooms must be at least 1'],
    [AUTH_CODES.passwordTooShort, 'Password must be at least 6 characters.'],
    [AUTH_CODES.passwordsDiffer, 'New password and confirm password must be the same.'],
    [AUTH_CODES.otpSent, 'OTP sent successfully.'],
    [AUTH_CODES.refreshMissing, 'Refresh token missing'],
    [TASK_CODES.freelancersRequired, 'Please select at least one freelancer'],
    [TASK_CODES.accepted, 'Task accepted successfully!'],
    [TASK_CODES.assigned, 'Task assigned successfully!'],
    [FREELANCER_CODES.submitted, 'Form Submitted Successfully, please wait our team will contact shortly'],
  ] satisfies [MessageCode, string][])('%s is the published “%s”', (code, english) => {
    expect(englishOf(code)).toBe(english);
  });
});
