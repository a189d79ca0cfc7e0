import type { Hostel, NestedListing, OwnerHostel, Property } from '@app/shared';
import { nextId } from './ids';

/** A hostel (GET /hostels/get/{id}) as its owner sees it, not verified yet, with overrides. */
export function makeHostel(overrides: Partial<Hostel> = {}): Hostel {
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
    verification: null,
    priceChange: null,
    createdAt: '2025-02-03T10:00:00.000Z',
    width: null,
    length: null,
    beds: null,
    bathroom: null,
    kitchen: null,
    dining: null,
    Applicants: 0,
    listedBy: 'Ram Thapa',
    isOwner: true,
    evidence: null,
    availability: null,
    hidden: false,
    // As the server says for one neither hidden, held nor out of date; `canApply` in overrides wins.
    canApply: overrides.verified === true && overrides.sold !== true,
    gender: null,
    meals: null,
    amenities: [],
    contactApps: [],
    ...overrides,
  };
}

/** A landlord property (GET /landlords/{id}), unverified and without measurements, with overrides. */
export function makeProperty(overrides: Partial<Property> = {}): Property {
  return {
    _id: 'p1',
    kind: 'property',
    name: 'Thapa Niwas',
    location: 'Baneshwor, Kathmandu',
    coordinate: null,
    coordinates: null,
    Contact_no1: '9801234567',
    Contact_no2: null,
    price: 25000,
    pricing: 25000,
    shutter: 2,
    length: null,
    width: null,
    room: null,
    Rooms: null,
    bathroom: null,
    description: null,
    image: [],
    thumbnail: [],
    Applicants: 0,
    sold: false,
    verified: false,
    verification: null,
    priceChange: null,
    createdAt: '2025-02-01T09:00:00.000Z',
    email: 'ram@example.com',
    listedBy: 'Ram Thapa',
    isOwner: false,
    evidence: null,
    availability: null,
    hidden: false,
    // As the server says for one neither hidden, held nor out of date; `canApply` in overrides wins.
    canApply: overrides.verified === true && overrides.sold !== true,
    propertyType: null,
    furnished: null,
    parking: null,
    water: null,
    floor: null,
    contactApps: [],
    ...overrides,
  };
}

/**
 * A hostel as the public search lists it: verified, someone else's, every field filled, with an id
 * (and photos named after it) of its own on each call.
 */
export function makeListedHostel(overrides: Partial<Hostel> = {}): Hostel {
  const _id = overrides._id ?? nextId();
  return makeHostel({
    _id,
    name: `Phewa Boys Hostel ${_id.slice(-3)}`,
    location: 'Lakeside, Pokhara, Kaski, Gandaki, Nepal',
    coordinate: { lat: 28.211, lon: 83.958 },
    description: 'Meals twice a day included.',
    contact_no: '9812345678',
    email: null,
    price: 12_000,
    image: [`/uploads/${_id}-1200.webp`],
    thumbnail: [`/uploads/${_id}-400.webp`],
    verified: true,
    verification: { level: 'visited', at: '2026-10-02T08:00:00.000Z' },
    createdAt: '2026-10-01T08:00:00.000Z',
    width: 10,
    length: 12,
    Applicants: 3,
    listedBy: 'Sita Gurung',
    isOwner: false,
    ...overrides,
  });
}

/** A property as the public search lists it: verified, measured, described, with an id of its own on each call. */
export function makeListedProperty(overrides: Partial<Property> = {}): Property {
  const _id = overrides._id ?? nextId();
  const photos = ['a', 'b', 'c'];
  return makeProperty({
    _id,
    name: `Sharma Niwas ${_id.slice(-3)}`,
    location: 'Bagar, Pokhara, Kaski, Gandaki, Nepal',
    coordinate: { lat: 28.235, lon: 83.99 },
    coordinates: { lat: 28.235, lon: 83.99 },
    Contact_no2: '9841234567',
    price: 150_000,
    pricing: 150_000,
    length: 9.6,
    width: 6.6,
    room: 4,
    Rooms: 4,
    bathroom: 2,
    description: 'Quiet family house.',
    image: photos.map((photo) => `/uploads/${_id}-${photo}-1200.webp`),
    thumbnail: photos.map((photo) => `/uploads/${_id}-${photo}-400.webp`),
    verified: true,
    verification: { level: 'visited', at: '2026-09-16T08:00:00.000Z' },
    createdAt: '2026-09-15T08:00:00.000Z',
    email: 'owner@example.com',
    listedBy: 'Ram Sharma',
    ...overrides,
  });
}

/** A hostel on its owner's dashboard (GET /hostels/get-hostel), with its applicants. */
export function makeOwnerHostel(overrides: Partial<OwnerHostel> = {}): OwnerHostel {
  return { ...makeHostel(), buyer: [], ...overrides };
}

/** The listing inside an application (GET /buyers/get): a hostel's fields beside a property's. */
export function makeNestedListing(overrides: Partial<NestedListing> = {}): NestedListing {
  return {
    _id: '6f1c2a9e-3b0d-4c59-9a6e-0d2f5b7c8e11',
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
    verification: { level: 'visited', at: '2026-10-02T08:00:00.000Z' },
    shutter: null,
    coordinate: null,
    ...overrides,
  };
}
