import { z } from 'zod';
import { ROLES } from '../constants';

/**
 * GET /api/user/user-details → body.data (SPEC §7): drives the nav (My Hostel, admin links,
 * Works badge). Hostels and tasks stay loose until their own schemas exist.
 */
export const UserDetailsSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  hostel: z.array(z.looseObject({})),
  task: z.array(z.looseObject({})),
});
export type UserDetails = z.infer<typeof UserDetailsSchema>;
