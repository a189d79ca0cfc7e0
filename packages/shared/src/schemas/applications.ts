import { z } from 'zod';
import { BUYER_PAGE_SIZE } from '../constants';
import { COMMON_CODES } from '../messages/common';
import { contactEmail, contactPhone, formNumber, requiredText } from './form-fields';
import { EnvelopeSchema, PageMetaSchema, envelopeOf, listQuerySchema } from './common';
import { HostelSchema } from './listings';
import { ListingVerificationSchema } from './trust';
import { APPLICATION_STATES } from '../workflows/application';
import { APPLICATION_CODES } from './messages/applications';

// The messages live without zod, for screens that show them without validating (messages/applications.ts).
export { APPLICATION_MESSAGES, APPLICATION_CODES } from './messages/applications';

const M = APPLICATION_CODES;

const count = (messages: { required: string; min: string; whole: string; max: string }) =>
  z.preprocess(
    formNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? messages.required : messages.whole) })
      .int(messages.whole)
      .min(1, messages.min)
      .max(1000, messages.max),
  );

/** POST /buyers/add-buyer/{id} and /buyers/add-buyer/hostel/{id}. */
export const ApplySchema = z.object({
  name: requiredText(M.nameRequired, 100, M.nameTooLong),
  email: contactEmail({ required: M.emailRequired, invalid: M.emailInvalid }),
  phone: contactPhone({ required: M.phoneRequired, digits: M.phoneDigits, tooLong: M.phoneTooLong }),
  No_of_people: count({
    required: M.peopleRequired,
    min: M.peopleMin,
    whole: M.peopleWhole,
    max: M.peopleMax,
  }),
  No_of_rooms: count({ required: M.roomsRequired, min: M.roomsMin, whole: M.roomsWhole, max: M.roomsMax }),
  location: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string({ error: COMMON_CODES.invalidValue }).trim().max(200, M.locationTooLong).optional(),
  ),
});
export type ApplyInput = z.input<typeof ApplySchema>;
export type Apply = z.output<typeof ApplySchema>;

export const ApplicationStateSchema = z.enum(APPLICATION_STATES, { error: M.stateInvalid });

/** PUT /applications/{id}/state: the owner (or an admin) moves it on; the applicant withdraws. */
export const MoveApplicationSchema = z.object({ state: ApplicationStateSchema });
export type MoveApplication = z.infer<typeof MoveApplicationSchema>;

/** Where an application stands, beside the specification's `completed` (which is `state === 'accepted'`). */
const stateFields = {
  state: ApplicationStateSchema,
  /** ISO date and time of the last change of state (the application's date while it is new). */
  stateChangedAt: z.string(),
  /** Declined because the place was rented to someone else, not by the owner's choice. */
  closedBecauseRented: z.boolean(),
};

export const ApplicationStatusSchema = z.enum(['pending', 'completed'], { error: M.statusInvalid });

/** The admin's list: the specification's `status` (pending = open states, completed = accepted), or one `state`, which wins. */
export const BuyerListQuerySchema = listQuerySchema(
  { status: ApplicationStatusSchema.default('pending'), state: ApplicationStateSchema.optional() },
  { size: BUYER_PAGE_SIZE, max: 50 },
);

/** The listing nested in an application. */
export const NestedListingSchema = z.object({
  _id: z.string(),
  name: z.string(),
  location: z.string(),
  price: z.number().nullable(),
  pricing: z.number().nullable(),
  Applicants: z.number(),
  contact_no: z.string(),
  Contact_no1: z.string(),
  Contact_no2: z.string().nullable(),
  image: z.array(z.string()),
  description: z.string().nullable(),
  verified: z.boolean(),
  verification: ListingVerificationSchema.nullable(),
  shutter: z.number().nullable(),
  coordinate: z.object({ lat: z.number(), lon: z.number() }).nullable(),
});
export type NestedListing = z.infer<typeof NestedListingSchema>;

/** An application in the admin buyer list. */
export const BuyerApplicationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  No_of_people: z.number(),
  No_of_rooms: z.number(),
  location: z.string().nullable(),
  completed: z.boolean(),
  createdAt: z.string(),
  ...stateFields,
  hostel: NestedListingSchema.nullable(),
  rent_room: NestedListingSchema.nullable(),
});
export type BuyerApplication = z.infer<typeof BuyerApplicationSchema>;

/** An applicant as a hostel owner sees it on the dashboard (rooms as `No_of_room`). */
export const HostelApplicantSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  No_of_room: z.number(),
  No_of_people: z.number(),
  completed: z.boolean(),
  createdAt: z.string(),
  ...stateFields,
  location: z.string().nullable(),
});
export type HostelApplicant = z.infer<typeof HostelApplicantSchema>;

export const BuyerListResponseSchema = EnvelopeSchema.extend({
  data: z.array(BuyerApplicationSchema),
  meta: PageMetaSchema,
});
export const ApplyResponseSchema = envelopeOf(z.object({ _id: z.string() }));

/** PUT /applications/{id}/state answers with the application as its listing's owner sees it. */
export const MovedApplicationResponseSchema = envelopeOf(HostelApplicantSchema);

/** GET /user/listings/{id}/applicants: opening them marks the new ones seen (when the owner opens them). */
export const ListingApplicantsResponseSchema = envelopeOf(z.array(HostelApplicantSchema));

/** One of the logged-in tenant's applications, on My applications. */
export const MyApplicationSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  ...stateFields,
  No_of_people: z.number(),
  No_of_rooms: z.number(),
  /** Each change of state, oldest first, starting with `new` when it was made. */
  history: z.array(z.object({ state: ApplicationStateSchema, at: z.string() })),
  /** The listing applied to, as anyone may see it; null once the owner deleted it. */
  listing: z
    .object({
      _id: z.string(),
      kind: z.enum(['hostel', 'property']),
      name: z.string(),
      location: z.string(),
      price: z.number().nullable(),
      /** The first photo, or null. */
      image: z.string().nullable(),
      sold: z.boolean(),
    })
    .nullable(),
});
export type MyApplication = z.infer<typeof MyApplicationSchema>;

export const MyApplicationsQuerySchema = listQuerySchema({}, { size: 10, max: 50 });
export const MyApplicationsResponseSchema = EnvelopeSchema.extend({
  data: z.array(MyApplicationSchema),
  meta: PageMetaSchema,
});

/** GET /user/get-hostel: the owner's hostels, each with its applicants (`buyer`). */
export const OwnerHostelSchema = HostelSchema.extend({ buyer: z.array(HostelApplicantSchema) });
export type OwnerHostel = z.infer<typeof OwnerHostelSchema>;
export const OwnerHostelListResponseSchema = envelopeOf(z.array(OwnerHostelSchema));
