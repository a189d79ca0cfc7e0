import { z } from 'zod';
import { FREELANCER_PAGE_SIZE } from '../constants';
import { COMMON_CODES } from '../messages/common';
import { contactEmail, contactPhone, requiredText } from './form-fields';
import {
  EnvelopeSchema,
  PageMetaSchema,
  envelopeOf,
  listQuerySchema,
  pageNumber,
  pageSize,
  pagedEnvelopeOf,
} from './common';
import { CoordinateSchema } from './listings';
import { FREELANCER_CODES } from './messages/freelancers';

// The messages live without zod, for screens that show them without validating (messages/freelancers.ts).
export { FREELANCER_MESSAGES, FREELANCER_CODES } from './messages/freelancers';

const M = FREELANCER_CODES;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** POST /freelance/add: the home page's contact form (name, phone, email, location, message). */
export const FreelancerSignupSchema = z.object({
  name: requiredText(M.nameRequired, 100, M.nameTooLong),
  phone: contactPhone({ required: M.phoneRequired, digits: M.phoneDigits, tooLong: M.phoneTooLong }),
  email: contactEmail({ required: M.emailRequired, invalid: M.emailInvalid }),
  location: requiredText(M.locationRequired, 200, M.locationTooLong),
  message: z.preprocess(
    blankToUndefined,
    z.string({ error: COMMON_CODES.invalidValue }).trim().max(1000, M.messageTooLong).optional(),
  ),
  /** Set when the location was picked from the suggestions; lets the admin find the nearest verifier. */
  coordinate: z.preprocess(blankToUndefined, CoordinateSchema.optional()),
});
export type FreelancerSignupInput = z.input<typeof FreelancerSignupSchema>;
export type FreelancerSignup = z.output<typeof FreelancerSignupSchema>;

export const FREELANCER_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A freelancer (sign-up) as the admin reads it. */
export const FreelancerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  message: z.string().nullable(),
  status: z.enum(FREELANCER_STATUSES),
  createdAt: z.string(),
});
export type Freelancer = z.infer<typeof FreelancerSchema>;

/** An approved freelancer offered for assignment, with the tasks they have open. */
export const VerifiedFreelancerSchema = FreelancerSchema.extend({
  /** Ids of the tasks assigned to them that are neither completed nor expired. */
  task: z.array(z.string()),
  openTasks: z.number().int().nonnegative(),
});
export type VerifiedFreelancer = z.infer<typeof VerifiedFreelancerSchema>;

/** GET /freelance/unverified: pending sign-ups, 5 a page, `q` matching name, email or location. */
export const FreelancerListQuerySchema = listQuerySchema(
  {
    q: z.preprocess(
      blankToUndefined,
      z.string({ error: COMMON_CODES.invalidValue }).trim().max(100, M.searchTooLong).optional(),
    ),
  },
  { size: FREELANCER_PAGE_SIZE, max: 50 },
);
export type FreelancerListQuery = z.infer<typeof FreelancerListQuerySchema>;

/** The assign panel's page of freelancers: the nearest 50 by default. */
export const VERIFIED_FREELANCER_PAGE_SIZE = 50;
export const VERIFIED_FREELANCER_PAGE_MAX = 100;

/** GET /freelance/verified-location: approved freelancers, those nearest the location first, a page at a time. */
export const VerifiedLocationQuerySchema = z.object({
  location: z.preprocess(
    blankToUndefined,
    z.string({ error: COMMON_CODES.invalidValue }).trim().max(200, M.locationTooLong).optional(),
  ),
  page: pageNumber(),
  limit: pageSize(VERIFIED_FREELANCER_PAGE_SIZE, VERIFIED_FREELANCER_PAGE_MAX),
});
export type VerifiedLocationQuery = z.infer<typeof VerifiedLocationQuerySchema>;

export const FreelancerSignupResponseSchema = envelopeOf(FreelancerSchema);
export const FreelancerListResponseSchema = EnvelopeSchema.extend({
  data: z.array(FreelancerSchema),
  meta: PageMetaSchema,
});
export const VerifiedFreelancerListResponseSchema = pagedEnvelopeOf(VerifiedFreelancerSchema);
