import { PLACES, formatPlace, type Place } from '../../integrations/gazetteer';

/** A small seeded generator (mulberry32), so the same seed gives the same demo data. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof createRandom>;

// Where people look for rooms: cities and their localities far more than remote district towns.
const WEIGHT: Record<Place['kind'], number> = {
  metropolitan: 30,
  sub_metropolitan: 10,
  locality: 8,
  municipality: 3,
  district_hq: 1,
  // Campuses and offices are searched near, not lived in: listings are placed in towns.
  campus: 0,
  office: 0,
};
const weighted = PLACES.flatMap((p) => Array<Place>(WEIGHT[p.kind]).fill(p));

const HOSTEL_WORDS = [
  'Everest',
  'Annapurna',
  'Himalayan',
  'Sunrise',
  'Peace',
  'Green Valley',
  'Shanti',
  'Lumbini',
  'Sagarmatha',
  'Rhododendron',
  'Gurans',
  'Kanchanjunga',
  'Phewa',
  'Bagmati',
  'Student',
  'Scholars',
];
const HOSTEL_KINDS = [
  'Boys Hostel',
  'Girls Hostel',
  'Hostel',
  'Student Home',
  'PG and Hostel',
  'Ladies Hostel',
];
const SURNAMES = [
  'Sharma',
  'Shrestha',
  'Gurung',
  'Tamang',
  'Rai',
  'Limbu',
  'Thapa',
  'Magar',
  'Karki',
  'Adhikari',
  'Joshi',
  'Bhattarai',
  'Maharjan',
  'Bajracharya',
  'Yadav',
  'Chaudhary',
];
const PROPERTY_KINDS = [
  'Niwas, 2 rooms',
  'Niwas, flat',
  'Sadan, 1BHK',
  'Bhawan, 2BHK',
  'Apartment, 3BHK',
  'House, ground floor',
  'Building, shutter and room',
  'Kunj, 1 room',
];
const DESCRIPTIONS = [
  'Clean rooms with 24-hour water and Wi-Fi. Close to colleges and the bus stop.',
  'Quiet family house. Attached bathroom, balcony and parking for a bike.',
  'Meals twice a day included. Warden on site, CCTV at the gate.',
  'Sunny rooms, solar hot water, backup power during load-shedding.',
  'Walking distance to the market. Kitchen and laundry shared.',
];

export type DemoListing = {
  kind: 'hostel' | 'property';
  name: string;
  location: string;
  lat: number;
  lon: number;
  price: number;
  rooms: number;
  bathrooms: number;
  shutters: number | null;
  widthM: number;
  lengthM: number;
  description: string;
  contactNo1: string;
  contactNo2: string | null;
  sold: boolean;
  createdAt: Date;
};

const mobile = (r: Random) => `98${r.int(0, 9)}${String(r.int(0, 9_999_999)).padStart(7, '0')}`;
const round = (n: number, to: number) => Math.round(n / to) * to;

/** One realistic verified listing somewhere in Nepal; prices 3,000–150,000 NPR a month. */
export function demoListing(r: Random, now: number): DemoListing {
  const place = r.pick(weighted);
  const kind = r.chance(0.55) ? 'hostel' : 'property';
  const city = place.kind === 'metropolitan';
  const price =
    kind === 'hostel'
      ? round(r.int(3_000, 25_000), 500)
      : round(r.int(8_000, city ? 150_000 : 60_000), 1_000);
  return {
    kind,
    name:
      kind === 'hostel'
        ? `${r.pick(HOSTEL_WORDS)} ${r.pick(HOSTEL_KINDS)}`
        : `${r.pick(SURNAMES)} ${r.pick(PROPERTY_KINDS)}`,
    location: formatPlace(place),
    lat: Number((place.lat + (r.next() - 0.5) * 0.02).toFixed(5)),
    lon: Number((place.lon + (r.next() - 0.5) * 0.02).toFixed(5)),
    price,
    rooms: kind === 'hostel' ? r.int(6, 60) : r.int(1, 6),
    bathrooms: r.int(1, 4),
    shutters: kind === 'property' && r.chance(0.3) ? r.int(1, 3) : null,
    widthM: r.int(25, 90) / 10,
    lengthM: r.int(30, 120) / 10,
    description: r.pick(DESCRIPTIONS),
    contactNo1: mobile(r),
    contactNo2: r.chance(0.4) ? mobile(r) : null,
    sold: r.chance(0.05),
    createdAt: new Date(now - r.int(0, 365 * 24 * 3600) * 1000),
  };
}
