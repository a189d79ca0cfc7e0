import type { Freelancer } from '@app/shared';

// Test data in the shared schemas' shapes (the API's answers), for the freelancer screens' tests.

/** Sign-up number `n` (1-based), newest first by its date. */
export function freelancerData(n: number, overrides: Partial<Freelancer> = {}): Freelancer {
  return {
    _id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
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

/** GET /api/user/user-details for a signed-in account. */
export function accountData(role: 'ADMIN' | 'USER' = 'USER') {
  return { _id: 'u1', name: 'Sita Sharma', email: 'sita@example.com', role, hostel: [], task: [] };
}
