import type { Report, Task } from '@app/shared';
import { uuidOf } from './ids';

/** The property every made task is about (give a property this id to serve it with a task). */
export const ROOM_ID = '0b8d7e6f-5a4c-4b3a-9d2e-1f0a9b8c7d66';

/** Verification task number `n`, assigned to one freelancer and not accepted yet: ids and names differ per task. */
export function makeTask(n: number, overrides: Partial<Task> = {}): Task {
  return {
    _id: uuidOf('8000', n),
    description: `Measure the rooms of property ${n} and take photos.`,
    expiry: '2026-03-04T12:00:00.000Z',
    isAccepted: false,
    isCompleted: false,
    status: 'assigned',
    createdAt: '2026-03-01T04:15:00.000Z',
    acceptedAt: null,
    acceptedBy: null,
    completedAt: null,
    room: {
      _id: ROOM_ID,
      kind: 'property',
      name: `Property ${n}`,
      location: 'Baneshwor, Kathmandu',
      Contact_no1: '9841234567',
      Contact_no2: '9807654321',
      coordinate: { lat: 27.6915, lon: 85.342 },
      pricing: 25000,
      shutter: 2,
      verified: false,
    },
    assignedTo: [
      {
        _id: '11111111-1111-4111-8111-111111111111',
        name: 'Hari Verifier',
        email: 'hari@example.com',
        phone: '9811111111',
        location: 'Kathmandu',
      },
    ],
    ...overrides,
  };
}

/** `task`'s property with some fields changed. */
export function roomOf(task: Task, overrides: Partial<Task['room']>): Task['room'] {
  return { ...task.room, ...overrides };
}

/** Report number `n` (1-based), open, newest first by its date, about listing `n` unless overridden. */
export function makeReport(
  n: number,
  overrides: Partial<Omit<Report, 'listing'>> & { listing?: Partial<Report['listing']> } = {},
): Report {
  const { listing, ...rest } = overrides;
  return {
    _id: uuidOf('a000', n),
    reason: 'advance_payment',
    details: n % 2 === 1 ? `The owner asked for Rs. 5,000 before showing room ${n}.` : null,
    status: 'open',
    createdAt: new Date(Date.UTC(2026, 0, 31 - n, 9)).toISOString(),
    decidedAt: null,
    ...rest,
    listing: {
      _id: uuidOf('b000', n),
      kind: n % 2 === 1 ? 'hostel' : 'property',
      name: `Listing ${n}`,
      location: `Ward ${n}, Lalitpur`,
      sold: false,
      hidden: false,
      heldByReports: false,
      openReports: 1,
      verification: { level: 'visited', at: '2026-01-10T06:00:00.000Z' },
      ...listing,
    },
  };
}
