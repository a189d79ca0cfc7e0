import type {
  BuyerApplication,
  Freelancer,
  HostelApplicant,
  UserDetails,
  VerifiedFreelancer,
} from '@app/shared';
import { uuidOf } from './ids';
import { makeNestedListing } from './listings';

/** A signed-in account as GET /user/user-details gives it: a plain user unless overridden. */
export function makeUser(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    _id: 'u1',
    name: 'Sita Sharma',
    email: 'sita@example.com',
    role: 'USER',
    displayName: null,
    listedBy: 'Sita',
    hostel: [],
    listingCount: 0,
    phone: null,
    task: [],
    ...overrides,
  };
}

/** POST /user/login's data for the account of `makeUser()`: its tokens and who it is. */
export function makeLogin(role: UserDetails['role'] = 'USER') {
  const { _id, name, email } = makeUser();
  return {
    accesstoken: 'access-1',
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    user: { _id, name, email, role },
  };
}

/** Freelancer sign-up number `n` (1-based), pending, newest first by its date. */
export function makeFreelancer(n: number, overrides: Partial<Freelancer> = {}): Freelancer {
  return {
    _id: uuidOf('9000', n),
    name: `Freelancer ${n}`,
    email: `freelancer${n}@example.com`,
    phone: '9812345678',
    location: `Ward ${n}, Lalitpur`,
    message: n % 2 === 1 ? `I have a DSLR and know ward ${n} well.` : null,
    status: 'pending',
    createdAt: new Date(Date.UTC(2026, 0, 31 - n, 9)).toISOString(),
    ...overrides,
  };
}

/** Approved freelancer number `n`, as the admin's assign panel offers them, with no open tasks. */
export function makeVerifiedFreelancer(
  n: number,
  overrides: Partial<VerifiedFreelancer> = {},
): VerifiedFreelancer {
  return {
    ...makeFreelancer(n),
    _id: `6f1c2a9e-3b0d-4c59-9a6e-${String(n).padStart(12, '0')}`,
    phone: '9841000000',
    location: 'Kathmandu',
    message: null,
    status: 'approved',
    createdAt: '2026-01-05T08:00:00.000Z',
    task: [],
    openTasks: 0,
    ...overrides,
  };
}

/** An application to a hostel, as its owner's dashboard lists it. */
export function makeApplicant(overrides: Partial<HostelApplicant> = {}): HostelApplicant {
  return {
    _id: 'b1',
    name: 'Sita Sharma',
    phone: '9812345678',
    email: 'sita@example.com',
    No_of_room: 1,
    No_of_people: 2,
    completed: false,
    createdAt: '2025-03-01T08:00:00.000Z',
    state: 'new',
    stateChangedAt: '2025-03-01T08:00:00.000Z',
    closedBecauseRented: false,
    location: null,
    ...overrides,
  };
}

/** Application number `n` (1-based) as the admin's buyer list shows it, newest first by its date. */
export function makeApplication(n: number, overrides: Partial<BuyerApplication> = {}): BuyerApplication {
  return {
    _id: uuidOf('8000', n),
    name: `Applicant ${n}`,
    email: `applicant${n}@example.com`,
    phone: '9801234567',
    No_of_people: 2,
    No_of_rooms: 1,
    location: 'Near Shanker Dev Campus',
    completed: false,
    createdAt: new Date(Date.UTC(2026, 0, 31 - n, 9)).toISOString(),
    state: 'new',
    stateChangedAt: new Date(Date.UTC(2026, 0, 31 - n, 9)).toISOString(),
    closedBecauseRented: false,
    hostel: makeNestedListing(),
    rent_room: null,
    ...overrides,
  };
}
