import type { BuyerApplication, Hostel, NestedListing, Property } from '@app/shared';

// Test data in the shared schemas' shapes (the API's answers), for the application screens' tests.

export const HOSTEL_ID = '6f1c2a9e-3b0d-4c59-9a6e-0d2f5b7c8e11';
export const PROPERTY_ID = '0b8d7e6f-5a4c-4b3a-9d2e-1f0a9b8c7d66';

export function hostelData(overrides: Partial<Hostel> = {}): Hostel {
  return {
    _id: HOSTEL_ID,
    kind: 'hostel',
    name: 'Everest Girls Hostel',
    location: 'Baneshwor, Kathmandu',
    coordinate: { lat: 27.69, lon: 85.34 },
    room: 12,
    description: 'Near the college, meals included.',
    contact_no: '9841234567',
    email: null,
    price: 8000,
    image: ['/uploads/h1-1200.webp'],
    thumbnail: ['/uploads/h1-400.webp'],
    sold: false,
    verified: true,
    createdAt: '2026-01-10T08:00:00.000Z',
    width: null,
    length: null,
    Applicants: 3,
    listedBy: 'Sita',
    isOwner: false,
    evidence: null,
    availability: null,
    hidden: false,
    gender: null,
    meals: null,
    amenities: [],
    ...overrides,
  };
}

export function propertyData(overrides: Partial<Property> = {}): Property {
  return {
    _id: PROPERTY_ID,
    kind: 'property',
    name: 'Two rooms in Lalitpur',
    location: 'Jawalakhel, Lalitpur',
    coordinate: null,
    coordinates: null,
    Contact_no1: '9812345678',
    Contact_no2: null,
    price: 15000,
    pricing: 15000,
    shutter: 0,
    length: 10,
    width: 8,
    room: 2,
    Rooms: 2,
    bathroom: 1,
    description: null,
    image: [],
    thumbnail: [],
    Applicants: 0,
    sold: false,
    verified: true,
    createdAt: '2026-01-11T08:00:00.000Z',
    email: null,
    listedBy: 'Ram',
    isOwner: false,
    evidence: null,
    availability: null,
    hidden: false,
    propertyType: null,
    furnished: null,
    parking: null,
    water: null,
    floor: null,
    ...overrides,
  };
}

export function nestedData(overrides: Partial<NestedListing> = {}): NestedListing {
  return {
    _id: HOSTEL_ID,
    name: 'Everest Girls Hostel',
    location: 'Baneshwor, Kathmandu',
    price: 8000,
    pricing: 8000,
    Applicants: 3,
    contact_no: '9841234567',
    Contact_no1: '9841234567',
    Contact_no2: null,
    image: ['/uploads/h1-400.webp'],
    description: 'Near the college, meals included.',
    verified: true,
    shutter: null,
    coordinate: null,
    ...overrides,
  };
}

/** Application number `n` (1-based), newest first by its date. */
export function applicationData(n: number, overrides: Partial<BuyerApplication> = {}): BuyerApplication {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Applicant ${n}`,
    email: `applicant${n}@example.com`,
    phone: '9801234567',
    No_of_people: 2,
    No_of_rooms: 1,
    location: 'Near Shanker Dev Campus',
    completed: false,
    createdAt: new Date(Date.UTC(2026, 0, 31 - n, 9)).toISOString(),
    hostel: nestedData(),
    rent_room: null,
    ...overrides,
  };
}
