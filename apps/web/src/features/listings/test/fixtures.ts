import type { Hostel, HostelApplicant, OwnerHostel } from '@app/shared';

export { jsonBodyOf } from '@/test/api-stub';
export { logIn, propertyData } from '@/test/fixtures';

/** Wire-shaped listings for tests, with overrides. */
export function hostelData(overrides: Partial<Hostel> = {}): Hostel {
  return {
    _id: 'h1',
    kind: 'hostel',
    name: 'Everest Boys Hostel',
    location: 'Putalisadak, Kathmandu',
    coordinate: { lat: 27.7041, lon: 85.3206 },
    room: 12,
    description: 'Three meals a day, hot water and Wi-Fi.',
    contact_no: '9841234567',
    email: 'everest@example.com',
    price: 15000,
    image: ['/uploads/aa/one-1200.webp', '/uploads/bb/two-1200.webp'],
    thumbnail: ['/uploads/aa/one-400.webp', '/uploads/bb/two-400.webp'],
    sold: false,
    verified: false,
    createdAt: '2025-02-03T10:00:00.000Z',
    width: null,
    length: null,
    Applicants: 0,
    listedBy: 'Ram Thapa',
    isOwner: true,
    evidence: null,
    availability: null,
    hidden: false,
    gender: null,
    meals: null,
    amenities: [],
    ...overrides,
  };
}

export function applicantData(overrides: Partial<HostelApplicant> = {}): HostelApplicant {
  return {
    _id: 'b1',
    name: 'Sita Sharma',
    phone: '9812345678',
    email: 'sita@example.com',
    No_of_room: 1,
    No_of_people: 2,
    completed: false,
    createdAt: '2025-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export function ownerHostelData(overrides: Partial<OwnerHostel> = {}): OwnerHostel {
  return { ...hostelData(), buyer: [], ...overrides };
}

/** A photo file (a JPEG by its content); `bytes` sets its size without allocating it. */
export { imageFile as photoFile } from '@/test/image-files';
