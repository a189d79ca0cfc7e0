import type { MyApplication } from '@app/shared';
import { uuidOf } from './ids';

/** The tenant's application number `n` (1-based) as My applications lists it: new, to a hostel. */
export function makeMyApplication(n: number, overrides: Partial<MyApplication> = {}): MyApplication {
  const createdAt = new Date(Date.UTC(2026, 0, 31 - n, 9)).toISOString();
  return {
    _id: uuidOf('7000', n),
    createdAt,
    state: 'new',
    stateChangedAt: createdAt,
    closedBecauseRented: false,
    No_of_people: 1,
    No_of_rooms: 1,
    history: [{ state: 'new', at: createdAt }],
    listing: {
      _id: uuidOf('7100', n),
      kind: 'hostel',
      name: `Hostel ${n}`,
      location: 'Kirtipur, Kathmandu',
      price: 9000,
      image: null,
      sold: false,
    },
    ...overrides,
  };
}
