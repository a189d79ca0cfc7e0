import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isMessageCode, type MessageCode } from '../messages/catalogue';
import { COMMON_CODES as C } from '../messages/common';
import { APPLICATION_CODES as A, ApplySchema, BuyerListQuerySchema } from './applications';
import { AUTH_CODES as U, RegisterBodySchema, ResetPasswordBodySchema, VerifyOtpBodySchema } from './auth';
import { FREELANCER_CODES as F, FreelancerListQuerySchema, FreelancerSignupSchema } from './freelancers';
import { AutocompleteQuerySchema, GEOCODE_CODES as G } from './geocode';
import {
  AddHostelSchema,
  AddPropertySchema,
  CoordinateSchema,
  DeleteImageSchema,
  EditHostelSchema,
  LISTING_CODES as L,
  SoldSchema,
  UnverifiedListQuerySchema,
  VerifyPropertySchema,
} from './listings';
import {
  CreateSavedSearchSchema,
  SAVED_SEARCH_CODES as SS,
  UnsubscribeBodySchema,
  UpdateSavedSearchSchema,
} from './saved-searches';
import { SEARCH_CODES as S, SearchQuerySchema } from './search';
import { AssignTaskSchema, TASK_CODES as T } from './tasks';

const UUID = '7d3c2d0e-8f7a-4c55-9b7e-2f0e7d3a9c11';
const long = (length: number) => 'a'.repeat(length);

/** A valid body of each schema: each case changes one field of it. */
const VALID = {
  property: { name: 'Ghar', location: 'Baneshwor', Contact_no1: '9841234567', price: 15000 },
  verify: { length: '10', width: '8', room: '3', bathroom: '2', description: 'Two floors' },
  addHostel: { name: 'Sunrise', location: 'Putalisadak', room: '5', contact_no: '9841234567', price: '8000' },
  editHostel: {
    name: 'Sunrise',
    location: 'Putalisadak',
    room: 5,
    contact_no: '9841234567',
    price: 8000,
    description: 'Meals included',
  },
  apply: {
    name: 'Sita',
    email: 'sita@example.com',
    phone: '9841234567',
    No_of_people: '2',
    No_of_rooms: '1',
  },
  signup: { name: 'Ram', phone: '9841234567', email: 'ram@example.com', location: 'Kathmandu' },
  register: { name: 'Sita', email: 'sita@example.com', password: 'secret1' },
  reset: { email: 'sita@example.com', newPassword: 'secret1', confirmPassword: 'secret1' },
  otp: { email: 'sita@example.com', otp: '123456' },
  assign: { freelancerIds: [UUID], description: 'Measure the rooms' },
  deleteImage: { id: UUID, index: 0 },
  coordinate: { lat: 27.7, lon: 85.3 },
  sold: { sold: true },
  savedSearch: { name: 'Hostels in Kirtipur', kind: 'hostel', query: { location: 'Kirtipur' } },
  savedSearchChange: { paused: true },
  empty: {},
};

type Case = [
  label: string,
  schema: z.ZodType,
  base: object,
  field: string,
  value: unknown,
  code: MessageCode,
];

/** Each limit of each field: the value just past it, and the field's own message for that limit. */
const CASES: Case[] = [
  ['property name too long', AddPropertySchema, VALID.property, 'name', long(201), L.property.nameTooLong],
  [
    'property location too long',
    AddPropertySchema,
    VALID.property,
    'location',
    long(201),
    L.property.locationTooLong,
  ],
  [
    'property contact too long',
    AddPropertySchema,
    VALID.property,
    'Contact_no1',
    `98412345678${long(20)}`,
    L.property.phoneTooLong,
  ],
  [
    'property contact too few digits',
    AddPropertySchema,
    VALID.property,
    'Contact_no1',
    '98412',
    L.property.phoneDigits,
  ],
  [
    'second contact too long',
    AddPropertySchema,
    VALID.property,
    'Contact_no2',
    `9841234567${long(21)}`,
    L.property.phoneTooLong,
  ],
  [
    'second contact too few digits',
    AddPropertySchema,
    VALID.property,
    'Contact_no2',
    '123',
    L.property.phoneDigits,
  ],
  ['price below 0', AddPropertySchema, VALID.property, 'price', -1, L.property.priceMin],
  ['price over 10 crore', AddPropertySchema, VALID.property, 'price', 100_000_001, L.property.priceMax],
  ['price not whole', AddPropertySchema, VALID.property, 'price', 1500.5, L.property.priceWhole],
  ['price not a number', AddPropertySchema, VALID.property, 'price', 'abc', L.property.priceNumber],
  ['shutters below 0', AddPropertySchema, VALID.property, 'shutter', -1, L.property.shutterInvalid],
  ['shutters not whole', AddPropertySchema, VALID.property, 'shutter', 1.5, L.property.shutterInvalid],
  ['shutters over 1000', AddPropertySchema, VALID.property, 'shutter', 1001, L.property.shutterMax],
  [
    'coordinate outside Nepal',
    AddPropertySchema,
    VALID.property,
    'coordinate',
    { lat: 10, lon: 85 },
    L.coordinateOutside,
  ],
  [
    'coordinate not a place',
    AddPropertySchema,
    VALID.property,
    'coordinate',
    'Kathmandu',
    L.coordinateOutside,
  ],
  ['length 0', VerifyPropertySchema, VALID.verify, 'length', '0', L.verification.sizePositive],
  ['length over 10000', VerifyPropertySchema, VALID.verify, 'length', '10001', L.verification.lengthMax],
  ['width over 10000', VerifyPropertySchema, VALID.verify, 'width', '10001', L.verification.widthMax],
  ['rooms 0', VerifyPropertySchema, VALID.verify, 'room', '0', L.verification.roomMin],
  ['rooms over 1000', VerifyPropertySchema, VALID.verify, 'room', '99999', L.verification.roomMax],
  ['rooms not whole', VerifyPropertySchema, VALID.verify, 'room', '2.5', L.verification.roomWhole],
  ['bathrooms 0', VerifyPropertySchema, VALID.verify, 'bathroom', '0', L.verification.bathroomMin],
  ['bathrooms over 1000', VerifyPropertySchema, VALID.verify, 'bathroom', '1001', L.verification.bathroomMax],
  [
    'bathrooms not whole',
    VerifyPropertySchema,
    VALID.verify,
    'bathroom',
    '1.5',
    L.verification.bathroomWhole,
  ],
  [
    'description over 5000',
    VerifyPropertySchema,
    VALID.verify,
    'description',
    long(5001),
    L.verification.descriptionTooLong,
  ],
  ['hostel name too long', AddHostelSchema, VALID.addHostel, 'name', long(201), L.hostel.nameTooLong],
  [
    'hostel location too long',
    AddHostelSchema,
    VALID.addHostel,
    'location',
    long(201),
    L.hostel.locationTooLong,
  ],
  ['hostel rooms 0', AddHostelSchema, VALID.addHostel, 'room', '0', L.hostel.roomPositive],
  ['hostel rooms over 10000', AddHostelSchema, VALID.addHostel, 'room', '10001', L.hostel.roomMax],
  ['hostel rooms not whole', AddHostelSchema, VALID.addHostel, 'room', '2.5', L.hostel.roomWhole],
  [
    'hostel contact not a mobile',
    AddHostelSchema,
    VALID.addHostel,
    'contact_no',
    '014123456',
    L.hostel.contactInvalid,
  ],
  ['hostel email malformed', AddHostelSchema, VALID.addHostel, 'email', 'sita@', L.hostel.emailInvalid],
  [
    'hostel email too long',
    AddHostelSchema,
    VALID.addHostel,
    'email',
    `${long(250)}@example.com`,
    L.hostel.emailInvalid,
  ],
  ['hostel price 0', AddHostelSchema, VALID.addHostel, 'price', '0', L.hostel.pricePositive],
  ['hostel price over 10 crore', AddHostelSchema, VALID.addHostel, 'price', '100000001', L.hostel.priceMax],
  ['hostel price not whole', AddHostelSchema, VALID.addHostel, 'price', '800.5', L.hostel.priceWhole],
  [
    'hostel description over 5000',
    AddHostelSchema,
    VALID.addHostel,
    'description',
    long(5001),
    L.hostel.descriptionTooLong,
  ],
  ['hostel latitude outside Nepal', AddHostelSchema, VALID.addHostel, 'lat', '40', L.coordinateOutside],
  ['hostel longitude not a number', AddHostelSchema, VALID.addHostel, 'lon', 'east', L.coordinateOutside],
  ['edited rooms 0', EditHostelSchema, VALID.editHostel, 'room', 0, L.hostel.roomMin],
  ['edited rooms over 10000', EditHostelSchema, VALID.editHostel, 'room', 10_001, L.hostel.roomMax],
  ['edited price below 0', EditHostelSchema, VALID.editHostel, 'price', -5, L.hostel.priceMin],
  ['edited price not whole', EditHostelSchema, VALID.editHostel, 'price', 99.9, L.hostel.priceWhole],
  [
    'edited description over 5000',
    EditHostelSchema,
    VALID.editHostel,
    'description',
    long(5001),
    L.hostel.descriptionTooLong,
  ],
  ['photo position past the last', DeleteImageSchema, VALID.deleteImage, 'index', 5, L.images.photoGone],
  ['photo position negative', DeleteImageSchema, VALID.deleteImage, 'index', -1, L.images.photoGone],
  ['photo url too long', DeleteImageSchema, VALID.deleteImage, 'image', long(2049), L.images.photoGone],
  ['latitude south of Nepal', CoordinateSchema, VALID.coordinate, 'lat', 25.9, L.coordinateOutside],
  ['longitude east of Nepal', CoordinateSchema, VALID.coordinate, 'lon', 88.4, L.coordinateOutside],
  ['sold not a yes or no', SoldSchema, VALID.sold, 'sold', 'yes', L.soldInvalid],
  ['applicant name too long', ApplySchema, VALID.apply, 'name', long(101), A.nameTooLong],
  ['applicant email malformed', ApplySchema, VALID.apply, 'email', 'sita', A.emailInvalid],
  ['applicant phone too long', ApplySchema, VALID.apply, 'phone', `9841234567${long(21)}`, A.phoneTooLong],
  ['applicant phone too few digits', ApplySchema, VALID.apply, 'phone', '98412', A.phoneDigits],
  ['people 0', ApplySchema, VALID.apply, 'No_of_people', '0', A.peopleMin],
  ['people over 1000', ApplySchema, VALID.apply, 'No_of_people', '1001', A.peopleMax],
  ['people not whole', ApplySchema, VALID.apply, 'No_of_people', '2.5', A.peopleWhole],
  ['rooms applied for 0', ApplySchema, VALID.apply, 'No_of_rooms', '0', A.roomsMin],
  ['rooms applied for 99999', ApplySchema, VALID.apply, 'No_of_rooms', '99999', A.roomsMax],
  ['rooms applied for not whole', ApplySchema, VALID.apply, 'No_of_rooms', '1.5', A.roomsWhole],
  ['applicant location too long', ApplySchema, VALID.apply, 'location', long(201), A.locationTooLong],
  ['sign-up name too long', FreelancerSignupSchema, VALID.signup, 'name', long(101), F.nameTooLong],
  [
    'sign-up phone too long',
    FreelancerSignupSchema,
    VALID.signup,
    'phone',
    `9841234567${long(21)}`,
    F.phoneTooLong,
  ],
  [
    'sign-up email too long',
    FreelancerSignupSchema,
    VALID.signup,
    'email',
    `${long(250)}@example.com`,
    F.emailInvalid,
  ],
  [
    'sign-up location too long',
    FreelancerSignupSchema,
    VALID.signup,
    'location',
    long(201),
    F.locationTooLong,
  ],
  [
    'sign-up message over 1000',
    FreelancerSignupSchema,
    VALID.signup,
    'message',
    long(1001),
    F.messageTooLong,
  ],
  ['name too long', RegisterBodySchema, VALID.register, 'name', long(101), U.nameTooLong],
  ['email too long', RegisterBodySchema, VALID.register, 'email', `${long(250)}@example.com`, U.emailInvalid],
  ['email malformed', RegisterBodySchema, VALID.register, 'email', 'sita@@example', U.emailInvalid],
  ['password under 6', RegisterBodySchema, VALID.register, 'password', 'abc12', U.passwordTooShort],
  ['password over 128', RegisterBodySchema, VALID.register, 'password', long(129), U.passwordTooLong],
  ['new password under 6', ResetPasswordBodySchema, VALID.reset, 'newPassword', 'abc', U.passwordTooShort],
  [
    'confirmation differs',
    ResetPasswordBodySchema,
    VALID.reset,
    'confirmPassword',
    'secret2',
    U.passwordsDiffer,
  ],
  ['code of 5 digits', VerifyOtpBodySchema, VALID.otp, 'otp', '12345', U.otpInvalid],
  ['code with letters', VerifyOtpBodySchema, VALID.otp, 'otp', '12345a', U.otpInvalid],
  ['no freelancer', AssignTaskSchema, VALID.assign, 'freelancerIds', [], T.freelancersRequired],
  [
    '21 freelancers',
    AssignTaskSchema,
    VALID.assign,
    'freelancerIds',
    Array(21).fill(UUID),
    T.tooManyFreelancers,
  ],
  [
    'task description over 2000',
    AssignTaskSchema,
    VALID.assign,
    'description',
    long(2001),
    T.descriptionTooLong,
  ],
  ['due date unreadable', AssignTaskSchema, VALID.assign, 'expiry', 'soon', T.expiryInvalid],
  ['due date too long', AssignTaskSchema, VALID.assign, 'expiry', long(41), T.expiryInvalid],
  ['search text over 200', SearchQuerySchema, VALID.empty, 'location', long(201), S.tooLong],
  ['search sort unknown', SearchQuerySchema, VALID.empty, 'sort', 'cheapest', S.sortInvalid],
  ['search latitude over 90', SearchQuerySchema, VALID.empty, 'lat', '91', S.placeInvalid],
  ['search longitude not a number', SearchQuerySchema, VALID.empty, 'lon', 'west', S.placeInvalid],
  ['search distance 0', SearchQuerySchema, VALID.empty, 'km', '0', S.distanceInvalid],
  ['search distance over 500', SearchQuerySchema, VALID.empty, 'km', '501', S.distanceInvalid],
  ['search minimum price negative', SearchQuerySchema, VALID.empty, 'minPrice', '-1', S.priceInvalid],
  ['search maximum price not whole', SearchQuerySchema, VALID.empty, 'maxPrice', '10.5', S.priceInvalid],
  ['search page 0', SearchQuerySchema, VALID.empty, 'page', '0', C.page.number],
  ['search page over 10000', SearchQuerySchema, VALID.empty, 'page', '10001', C.page.number],
  ['search page size over 50', SearchQuerySchema, VALID.empty, 'limit', '51', C.page.size],
  ['place text over 200', AutocompleteQuerySchema, VALID.empty, 'q', long(201), G.tooLong],
  ['place scope unknown', AutocompleteQuerySchema, VALID.empty, 'scope', 'world', G.scopeInvalid],
  ['place suggestions over 15', AutocompleteQuerySchema, VALID.empty, 'limit', '16', C.page.size],
  ['queue page 0', UnverifiedListQuerySchema, VALID.empty, 'page', '0', C.page.number],
  ['queue page size over 50', UnverifiedListQuerySchema, VALID.empty, 'limit', '51', C.page.size],
  ['buyer page not whole', BuyerListQuerySchema, VALID.empty, 'page', '1.5', C.page.number],
  ['buyer status unknown', BuyerListQuerySchema, VALID.empty, 'status', 'all', A.statusInvalid],
  ['freelancer search over 100', FreelancerListQuerySchema, VALID.empty, 'q', long(101), F.searchTooLong],
  ['freelancer page size 0', FreelancerListQuerySchema, VALID.empty, 'limit', '0', C.page.size],
  [
    'saved search name over 100',
    CreateSavedSearchSchema,
    VALID.savedSearch,
    'name',
    long(101),
    SS.nameTooLong,
  ],
  [
    'saved search new name over 100',
    UpdateSavedSearchSchema,
    VALID.savedSearchChange,
    'name',
    long(101),
    SS.nameTooLong,
  ],
  ['unsubscribe token over 200', UnsubscribeBodySchema, VALID.empty, 'token', long(201), SS.linkInvalid],
];

/** The message of the first problem with `field`. */
function firstMessageOf(schema: z.ZodType, input: object, field: string): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('every schema limit has its field’s own message', () => {
  it('each valid body passes as it is', () => {
    for (const [label, schema, base] of CASES) expect(schema.safeParse(base).success, label).toBe(true);
  });

  it.each(CASES)('%s', (_label, schema, base, field, value, code) => {
    expect(firstMessageOf(schema, { ...base, [field]: value }, field)).toBe(code);
  });
});

/** Values of every wrong kind, for fields whatever their type. */
const ODD_VALUES: unknown[] = [null, 12.5, -3, 'x', '', long(10_001), [], {}, true, Number.NaN, ['a', 'b']];

describe('no rule answers with zod’s own wording', () => {
  it.each([
    ['AddPropertySchema', AddPropertySchema, VALID.property],
    ['VerifyPropertySchema', VerifyPropertySchema, VALID.verify],
    ['AddHostelSchema', AddHostelSchema, VALID.addHostel],
    ['EditHostelSchema', EditHostelSchema, VALID.editHostel],
    ['ApplySchema', ApplySchema, VALID.apply],
    ['FreelancerSignupSchema', FreelancerSignupSchema, VALID.signup],
    ['RegisterBodySchema', RegisterBodySchema, VALID.register],
    ['ResetPasswordBodySchema', ResetPasswordBodySchema, VALID.reset],
    ['VerifyOtpBodySchema', VerifyOtpBodySchema, VALID.otp],
    ['AssignTaskSchema', AssignTaskSchema, VALID.assign],
    ['DeleteImageSchema', DeleteImageSchema, VALID.deleteImage],
    ['SoldSchema', SoldSchema, VALID.sold],
    ['SearchQuerySchema', SearchQuerySchema, { location: 'Kathmandu' }],
    ['AutocompleteQuerySchema', AutocompleteQuerySchema, { q: 'Tha' }],
    ['UnverifiedListQuerySchema', UnverifiedListQuerySchema, { page: '1' }],
    ['BuyerListQuerySchema', BuyerListQuerySchema, { page: '1' }],
    ['FreelancerListQuerySchema', FreelancerListQuerySchema, { page: '1' }],
    ['CreateSavedSearchSchema', CreateSavedSearchSchema, VALID.savedSearch],
    ['UpdateSavedSearchSchema', UpdateSavedSearchSchema, VALID.savedSearchChange],
    ['UnsubscribeBodySchema', UnsubscribeBodySchema, { token: 'a.b' }],
  ] as [string, z.ZodType, Record<string, unknown>][])(
    '%s: any odd value of any field gets a catalogue code',
    (_name, schema, base) => {
      const fields = [
        ...new Set([...Object.keys(base), 'shutter', 'coordinate', 'email', 'description', 'message']),
      ];
      for (const field of fields) {
        for (const value of ODD_VALUES) {
          const result = schema.safeParse({ ...base, [field]: value });
          const uncoded = result.success
            ? []
            : result.error.issues.filter((issue) => !isMessageCode(issue.message));
          expect(uncoded, `${field} = ${JSON.stringify(value)}`).toEqual([]);
        }
      }
    },
  );
});
