// Loaded on demand by get-user-details.ts so that zod stays out of the entry bundle.
export { UserDetailsSchema } from '@app/shared';
