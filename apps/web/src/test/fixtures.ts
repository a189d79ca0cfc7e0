import type { Property } from '@app/shared';

/** Wire-shaped data and session set-up shared by several features' tests. */

/** A landlord property (GET /landlords/{id}), unverified and without measurements, with overrides. */
export function propertyData(overrides: Partial<Property> = {}): Property {
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
    createdAt: '2025-02-01T09:00:00.000Z',
    email: 'ram@example.com',
    listedBy: 'Ram Thapa',
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

/** A stored session (the access token; the refresh token is an httpOnly cookie), as after logging in. */
export function logIn() {
  localStorage.setItem('accessToken', 'access-1');
}
