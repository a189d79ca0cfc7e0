import type { Property, Task, VerifiedFreelancer } from '@app/shared';
import { propertyData as sharedPropertyData } from '@/test/fixtures';

export { jsonBodyOf } from '@/test/api-stub';
export { logIn } from '@/test/fixtures';

/** Wire-shaped tasks, rooms and freelancers for the task screens' tests, with overrides. */

export const ROOM_ID = '0b8d7e6f-5a4c-4b3a-9d2e-1f0a9b8c7d66';

/** Task number `n`: ids and names that differ per task. */
export function taskData(n: number, overrides: Partial<Task> = {}): Task {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    description: `Measure the rooms of property ${n} and take photos.`,
    expiry: '2026-03-04T12:00:00.000Z',
    isAccepted: false,
    isCompleted: false,
    status: 'assigned',
    createdAt: '2026-03-01T04:15:00.000Z',
    acceptedAt: null,
    completedAt: null,
    room: {
      _id: ROOM_ID,
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

export function roomOf(task: Task, overrides: Partial<Task['room']>): Task['room'] {
  return { ...task.room, ...overrides };
}

export function freelancerData(n: number, overrides: Partial<VerifiedFreelancer> = {}): VerifiedFreelancer {
  return {
    _id: `6f1c2a9e-3b0d-4c59-9a6e-${String(n).padStart(12, '0')}`,
    name: `Freelancer ${n}`,
    email: `freelancer${n}@example.com`,
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

/** The property of ROOM_ID, as GET /landlords/{id} gives it. */
export function propertyData(overrides: Partial<Property> = {}): Property {
  return sharedPropertyData({ _id: ROOM_ID, ...overrides });
}

type Role = 'ADMIN' | 'Freelancer' | 'USER';

/** GET /user/user-details's data for a user of `role`, with open tasks. */
export function userDetails(role: Role, task: Task[] = []) {
  return { _id: 'u1', name: 'Hari', email: 'hari@example.com', role, hostel: [], task };
}
