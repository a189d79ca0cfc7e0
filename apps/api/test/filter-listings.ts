import type { FastifyInstance } from 'fastify';
import { insertListing, type ListingKind, type NewListing } from '../src/modules/listings/repository';
import { writeListings } from './search-factory';

/** A verified listing with known attributes (null where its owner said nothing). */
export type AttributeSeed = {
  kind: ListingKind;
  name: string;
  location: string;
  price: number | null;
  /** Listed and verified on this day (see listedOn). */
  day: number;
  point?: { lat: number; lon: number };
  sold?: boolean;
  expired?: boolean;
  rooms: number | null;
  gender?: 'boys' | 'girls' | 'anyone';
  meals?: 'none' | 'some' | 'all';
  amenities?: string[];
  propertyType?: 'room' | 'flat' | 'house' | 'commercial';
  furnished?: boolean;
  parking?: boolean;
  water?: 'all_day' | 'scheduled' | 'tanker';
  floor?: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Day 0 of the seeds: recent enough that the trust rules (run at start) expire none of them. */
const DAY_ZERO = Math.floor(Date.now() / DAY_MS) * DAY_MS - 40 * DAY_MS;

/** Listed (and verified) on day `day` of the seeds, counted from 40 days ago. */
export const listedOn = (day: number) => new Date(DAY_ZERO + day * DAY_MS);

/** Stored and indexed for search by the repository functions the service uses. */
export async function seedAttributeListing(app: FastifyInstance, ownerId: string, seed: AttributeSeed) {
  const values: NewListing = {
    kind: seed.kind,
    ownerId,
    name: seed.name,
    location: seed.location,
    price: seed.price,
    lat: seed.point?.lat ?? null,
    lon: seed.point?.lon ?? null,
    rooms: seed.rooms,
    contactNo1: '9841234567',
    verified: true,
    verifiedAt: listedOn(seed.day),
    sold: seed.sold ?? false,
    verificationExpiredAt: seed.expired ? listedOn(seed.day + 1) : null,
    createdAt: listedOn(seed.day),
    gender: seed.gender ?? null,
    meals: seed.meals ?? null,
    amenities: seed.amenities ?? [],
    propertyType: seed.propertyType ?? null,
    furnished: seed.furnished ?? null,
    parking: seed.parking ?? null,
    water: seed.water ?? null,
    floor: seed.floor ?? null,
  };
  return writeListings(app, (tx) => insertListing(tx, values));
}

const THAMEL = 'Thamel, Kathmandu, Bagmati, Nepal';
const BANESHWOR = 'New Baneshwor, Kathmandu, Bagmati, Nepal';
const LAKESIDE = 'Lakeside, Pokhara, Kaski, Gandaki, Nepal';

type Point = [number, number] | null;
type Extra = { sold?: boolean; expired?: boolean };
const at = (point: Point) => (point ? { lat: point[0], lon: point[1] } : undefined);

const hostel = (
  [name, location, price, day, point, rooms]: [string, string, number | null, number, Point, number | null],
  attributes: Pick<AttributeSeed, 'gender' | 'meals' | 'amenities'>,
  extra: Extra = {},
): AttributeSeed => ({
  kind: 'hostel',
  name,
  location,
  price,
  day,
  point: at(point),
  rooms,
  ...attributes,
  ...extra,
});

const property = (
  [name, location, price, day, point, rooms]: [string, string, number | null, number, Point, number | null],
  attributes: Pick<AttributeSeed, 'propertyType' | 'furnished' | 'parking' | 'water' | 'floor'>,
  extra: Extra = {},
): AttributeSeed => ({
  kind: 'property',
  name,
  location,
  price,
  day,
  point: at(point),
  rooms,
  ...attributes,
  ...extra,
});

/**
 * Hostels ("Sathi …", one "Other …") and properties ("Ghar …", one "Other …") in Kathmandu and
 * Pokhara with every kind of attribute, sold and expired ones, and some that said nothing.
 * Prices, dates and distances differ, so every order is fully determined.
 */
export const ATTRIBUTE_SEEDS: AttributeSeed[] = [
  hostel(['Sathi Girls All', THAMEL, 8000, 1, [27.7154, 85.3123], 10], {
    gender: 'girls',
    meals: 'all',
    amenities: ['wifi', 'hot_water'],
  }),
  hostel(['Sathi Girls Some', BANESHWOR, 9500, 2, [27.6889, 85.3365], 20], {
    gender: 'girls',
    meals: 'some',
    amenities: ['wifi'],
  }),
  hostel(
    ['Sathi Girls None Expired', THAMEL, 7000, 3, [27.717, 85.31], 30],
    { gender: 'girls', meals: 'none', amenities: ['wifi', 'cctv', 'hot_water'] },
    { expired: true },
  ),
  hostel(['Sathi Boys All', BANESHWOR, 6000, 4, [27.69, 85.34], 40], {
    gender: 'boys',
    meals: 'all',
    amenities: ['cctv'],
  }),
  hostel(['Sathi Anyone Some', 'Kathmandu', 12000, 5, null, 8], {
    gender: 'anyone',
    meals: 'some',
    amenities: ['wifi', 'hot_water', 'laundry'],
  }),
  hostel(['Sathi Unknown', THAMEL, 5000, 6, [27.72, 85.315], null], {}),
  hostel(
    ['Sathi Girls All Sold', THAMEL, 8500, 7, [27.714, 85.313], 12],
    { gender: 'girls', meals: 'all', amenities: ['wifi', 'hot_water'] },
    { sold: true },
  ),
  hostel(['Other Girls All', BANESHWOR, 15000, 8, [27.695, 85.33], 12], {
    gender: 'girls',
    meals: 'all',
    amenities: ['wifi', 'hot_water', 'cctv'],
  }),
  hostel(['Sathi Pokhara Girls', LAKESIDE, 9000, 9, [28.211, 83.958], 15], {
    gender: 'girls',
    meals: 'all',
    amenities: ['wifi'],
  }),
  hostel(['Sathi Pokhara Unknown', LAKESIDE, 4000, 10, [28.2096, 83.9856], null], {}),
  hostel(['Sathi Price Unknown', THAMEL, null, 11, [27.73, 85.32], 9], {
    gender: 'girls',
    meals: 'all',
    amenities: ['wifi', 'hot_water'],
  }),
  property(['Ghar Flat Furnished', THAMEL, 20000, 1, [27.7154, 85.3123], 3], {
    propertyType: 'flat',
    furnished: true,
    parking: true,
    water: 'all_day',
    floor: 2,
  }),
  property(['Ghar Room Bare', BANESHWOR, 8000, 2, [27.6889, 85.3365], 1], {
    propertyType: 'room',
    furnished: false,
    parking: false,
    water: 'scheduled',
    floor: 0,
  }),
  property(['Ghar House Parking', 'Kathmandu', 50000, 3, null, 5], {
    propertyType: 'house',
    parking: true,
    water: 'tanker',
    floor: 0,
  }),
  property(['Ghar Shutter', THAMEL, 30000, 4, [27.717, 85.31], null], {
    propertyType: 'commercial',
    furnished: false,
    floor: 0,
  }),
  property(['Ghar Unknown', THAMEL, 15000, 5, [27.72, 85.315], 2], {}),
  property(
    ['Ghar Flat High Sold', BANESHWOR, 25000, 6, [27.69, 85.34], 2],
    { propertyType: 'flat', furnished: true, parking: false, water: 'all_day', floor: 5 },
    { sold: true },
  ),
  property(['Other Flat', LAKESIDE, 18000, 7, [28.211, 83.958], 2], {
    propertyType: 'flat',
    furnished: true,
    parking: true,
    water: 'all_day',
    floor: 1,
  }),
  property(
    ['Ghar Flat Expired', THAMEL, 22000, 8, [27.714, 85.313], 4],
    { propertyType: 'flat', furnished: true, parking: true, water: 'scheduled', floor: 3 },
    { expired: true },
  ),
];
