import { z } from 'zod';
import { ROLES } from '../constants';
import { HostelSchema } from './listings';
import { TaskSchema } from './tasks';

/**
 * GET /api/user/user-details → body.data: drives the nav (My Hostel, admin links,
 * Works badge) and the owner's dashboard (the name their listings show). `task`: the caller's
 * open tasks (assigned or accepted by them, not completed or expired).
 */
export const UserDetailsSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** The name the caller chose for their listings (PUT /user/display-name); null: none chosen. */
  displayName: z.string().nullable(),
  /** What the caller's listings show as `listedBy`: `displayName`, else their first name. */
  listedBy: z.string(),
  /** The caller's hostels, as every hostel is sent: only the keys the schema names (an allow-list). */
  hostel: z.array(HostelSchema),
  /** How many listings the caller owns, hostels and properties: the nav shows My listings from one. */
  listingCount: z.number().int().nonnegative(),
  /**
   * The phone of the caller's most recent application (not removed), for the apply form; null:
   * none. Accounts hold no phone number (docs/decisions/0024).
   */
  phone: z.string().nullable(),
  task: z.array(TaskSchema),
});
export type UserDetails = z.infer<typeof UserDetailsSchema>;
