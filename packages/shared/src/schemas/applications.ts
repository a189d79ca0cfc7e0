import { z } from 'zod';
import { BUYER_PAGE_SIZE, PHONE_MIN_DIGITS } from '../constants';
import { contactEmail, contactPhone, requiredText } from './form-fields';
import { EnvelopeSchema, PageMetaSchema, envelopeOf } from './common';
import { HostelSchema } from './listings';

/** SPEC §5 application messages. */
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
  duplicate: 'You have already applied to this listing with this email. The owner will contact you.',
  notOpen: 'This listing is not accepting applications right now.',
} as const;

const M = APPLICATION_MESSAGES;

const count = (required: string, min: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? required : min) })
      .int(min)
      .min(1, min)
      .max(1000, min),
  );

/** POST /buyers/add-buyer/{id} and /buyers/add-buyer/hostel/{id}. */
export const ApplySchema = z.object({
  name: requiredText(M.nameRequired, 100),
  email: contactEmail({ required: M.emailRequired, invalid: M.emailInvalid }),
  phone: contactPhone({ required: M.phoneRequired, digits: M.phoneDigits }),
  No_of_people: count(M.peopleRequired, M.peopleMin),
  No_of_rooms: count(M.roomsRequired, M.roomsMin),
  location: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string().trim().max(200).optional(),
  ),
});
export type ApplyInput = z.input<typeof ApplySchema>;
export type Apply = z.output<typeof ApplySchema>;

export const ApplicationStatusSchema = z.enum(['pending', 'completed']);

export const BuyerListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(BUYER_PAGE_SIZE),
  status: ApplicationStatusSchema.default('pending'),
});

/** The listing nested in an application (SPEC §3 nested property). */
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
  hostel: NestedListingSchema.nullable(),
  rent_room: NestedListingSchema.nullable(),
});
export type BuyerApplication = z.infer<typeof BuyerApplicationSchema>;

/** An applicant as a hostel owner sees it on the dashboard (SPEC §3: `No_of_room`). */
export const HostelApplicantSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  No_of_room: z.number(),
  No_of_people: z.number(),
  completed: z.boolean(),
  createdAt: z.string(),
});
export type HostelApplicant = z.infer<typeof HostelApplicantSchema>;

export const BuyerListResponseSchema = EnvelopeSchema.extend({
  data: z.array(BuyerApplicationSchema),
  meta: PageMetaSchema,
});
export const ApplyResponseSchema = envelopeOf(z.object({ _id: z.string() }));

/** GET /user/get-hostel: the owner's hostels, each with its applicants (`buyer`). */
export const OwnerHostelSchema = HostelSchema.extend({ buyer: z.array(HostelApplicantSchema) });
export type OwnerHostel = z.infer<typeof OwnerHostelSchema>;
export const OwnerHostelListResponseSchema = envelopeOf(z.array(OwnerHostelSchema));
