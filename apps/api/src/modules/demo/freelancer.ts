import type { Db } from '../../db/client';
import { freelancers } from '../../db/tables/freelancers';
import { hashPassword } from '../auth/passwords';
import { findUserByEmail, insertUser } from '../auth/repository';
import { locate } from '../geocode/place-resolver';

export const DEMO_FREELANCER = {
  email: 'demo-freelancer@gharbhada.local',
  password: 'demo-freelancer-pass',
  name: 'Demo Photographer',
  phone: '9841000333',
  location: 'New Baneshwor',
};

/**
 * An approved freelance verifier (a verified account with the Freelancer role and an approved
 * sign-up), so the Works screens can be tried without going through sign-up and approval.
 * Nothing is changed when the account exists already.
 */
export async function seedDemoFreelancer(db: Db) {
  if (await findUserByEmail(db, DEMO_FREELANCER.email)) return DEMO_FREELANCER.email;
  const user = await insertUser(db, {
    name: DEMO_FREELANCER.name,
    email: DEMO_FREELANCER.email,
    passwordHash: await hashPassword(DEMO_FREELANCER.password),
    role: 'Freelancer',
    emailVerifiedAt: new Date(),
  });
  if (!user) throw new Error('could not create the demo freelancer');
  const point = locate(DEMO_FREELANCER.location);
  await db.insert(freelancers).values({
    userId: user.id,
    name: DEMO_FREELANCER.name,
    email: DEMO_FREELANCER.email,
    phone: DEMO_FREELANCER.phone,
    location: DEMO_FREELANCER.location,
    lat: point?.lat ?? null,
    lon: point?.lon ?? null,
    status: 'approved',
    decidedAt: new Date(),
  });
  return user.email;
}
