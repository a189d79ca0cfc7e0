import type { ContactApp } from '@app/shared';
import { PLACES, formatPlace, type Place } from '../../integrations/gazetteer';
import { AREA_DRAW, type StudentArea } from './areas';

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
/** Of all listings, those in the student areas (the rest are spread over the gazetteer's towns). */
const IN_STUDENT_AREAS = 0.6;
const VALLEY = new Set(['Kathmandu', 'Lalitpur', 'Bhaktapur']);

/** What a listing is: a hostel, or a property of one of these types. */
export type DemoType = 'hostel' | 'room' | 'flat' | 'house' | 'commercial';

const HOSTEL_WORDS = [
  'Everest',
  'Shree Ganesh',
  'Annapurna',
  'Himalayan',
  'Sunrise',
  'Shanti',
  'Sagarmatha',
  'Gurans',
  'Kanchanjunga',
  'Saraswati',
  'Manakamana',
  'Pashupati',
  'Namaste',
  'Green View',
  'New Milan',
  'Siddhartha',
];
const HOSTEL_KINDS = [
  'Boys Hostel',
  'Girls Hostel',
  'Girls Hostel',
  'Boys Hostel',
  'Ladies Hostel',
  'Student Hostel',
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

const HOSTEL_LINES = [
  'Rooms for two or three students, each with a bed, study table and cupboard.',
  'Dal bhat morning and evening, snacks at four; Saturday special.',
  'Warden on site, CCTV at the gate, gate closes at 9 pm.',
  'Wi-Fi, solar hot water and filtered drinking water all day.',
  'Quiet study hours after 8 pm; laundry on the roof.',
];
const ROOM_LINES = [
  'A single room with a window onto the street; bathroom shared with one other tenant.',
  'Bright room for one student or a working person, water all day from the tank.',
  'Room with a cupboard and a table; no cooking inside, a shared kitchen downstairs.',
];
const FLAT_LINES = [
  'Own kitchen and bathroom, municipal water with a tank on the roof.',
  'Family flat in a quiet lane; bike parking inside the gate.',
  'Tiled floors, a balcony, and backup power for the lights.',
];
const HOUSE_LINES = [
  'Whole house for a family: kitchen, a small garden and space for a car.',
  'Two floors with their own stairs, a terrace and a boring well.',
];
const SHOP_LINES = ['Shutter on the main road with a room behind it; good for a shop or an office.'];

export type DemoListing = {
  kind: 'hostel' | 'property';
  type: DemoType;
  name: string;
  location: string;
  lat: number;
  lon: number;
  price: number;
  rooms: number;
  /** Counted by a verifier: null for a hostel only checked from the desk (owners state none). */
  bathrooms: number | null;
  shutters: number | null;
  widthM: number | null;
  lengthM: number | null;
  /** A hostel's, from a verifier's visit: null otherwise. */
  beds: number | null;
  kitchen: boolean | null;
  dining: boolean | null;
  /** Measured and photographed on site (every property, some hostels), else checked from the desk. */
  visited: boolean;
  description: string;
  contactNo1: string;
  contactNo2: string | null;
  contactApps: ContactApp[];
  sold: boolean;
  createdAt: Date;
};

const mobile = (r: Random) => `98${r.int(0, 9)}${String(r.int(0, 9_999_999)).padStart(7, '0')}`;
const round = (n: number, to: number) => Math.round(n / to) * to;
const tenth = (n: number) => Math.round(n * 10) / 10;

/** Within `km` of a point, uniformly over the disc. */
function near(r: Random, lat: number, lon: number, km: number) {
  const d = (km * Math.sqrt(r.next())) / 111.2;
  const angle = r.next() * 2 * Math.PI;
  return {
    lat: Number((lat + d * Math.sin(angle)).toFixed(5)),
    lon: Number((lon + (d * Math.cos(angle)) / Math.cos((lat * Math.PI) / 180)).toFixed(5)),
  };
}

/** Length × width (metres, to 0.1) of about `area` square metres, longer than wide. */
function sides(r: Random, area: number, minWidth: number, maxWidth: number) {
  const widthM = tenth(minWidth + r.next() * (maxWidth - minWidth));
  return { widthM, lengthM: Math.max(widthM, tenth(area / widthM)) };
}

/** Most owners answer on WhatsApp, some on Viber, some on both, a few on neither (calls only). */
function contactApps(r: Random): ContactApp[] {
  const x = r.next();
  if (x < 0.5) return ['whatsapp'];
  if (x < 0.72) return ['whatsapp', 'viber'];
  if (x < 0.84) return ['viber'];
  return [];
}

type Where = {
  location: string;
  lat: number;
  lon: number;
  /** The area or town, as a hostel may be named after it. */
  label: string;
  near: string;
  rent: number;
  student: boolean;
};

function inStudentArea(r: Random, area: StudentArea): Where {
  const hood = r.pick(area.neighbourhoods);
  const [, ...rest] = area.tail.split(', ');
  return {
    // "Dharan-8, Sunsari" for a ward of the area itself, else "Panga, Kirtipur, Kathmandu".
    location: !hood
      ? area.tail
      : hood.startsWith(area.name)
        ? [hood, ...rest].join(', ')
        : `${hood}, ${area.tail}`,
    label: area.name,
    ...near(r, area.lat, area.lon, 1),
    near: area.landmark,
    rent: area.rent,
    student: true,
  };
}

function inTown(r: Random, place: Place): Where {
  const big = place.kind === 'metropolitan' || place.kind === 'sub_metropolitan';
  return {
    location: formatPlace(place),
    label: place.name,
    ...near(r, place.lat, place.lon, big ? 2.5 : 1),
    near: place.name,
    rent: VALLEY.has(place.district) ? 1 : big ? 0.8 : 0.65,
    student: false,
  };
}

function typeOf(r: Random, student: boolean): DemoType {
  const x = r.next();
  if (student) return x < 0.5 ? 'hostel' : x < 0.8 ? 'room' : x < 0.95 ? 'flat' : 'house';
  return x < 0.4 ? 'hostel' : x < 0.62 ? 'room' : x < 0.85 ? 'flat' : x < 0.96 ? 'house' : 'commercial';
}

type Facts = Pick<
  DemoListing,
  | 'name'
  | 'price'
  | 'rooms'
  | 'bathrooms'
  | 'shutters'
  | 'widthM'
  | 'lengthM'
  | 'beds'
  | 'kitchen'
  | 'dining'
  | 'visited'
  | 'description'
>;
const unvisited = { shutters: null, beds: null, kitchen: null, dining: null };

function hostel(r: Random, where: Where): Facts {
  const rooms = r.int(10, 60);
  const visited = r.chance(0.35);
  const word = r.chance(0.2) ? where.label : r.pick(HOSTEL_WORDS);
  const description = [r.pick(HOSTEL_LINES), r.pick(HOSTEL_LINES)].filter(
    (l, i, all) => all.indexOf(l) === i,
  );
  return {
    name: `${word} ${r.pick(HOSTEL_KINDS)}`,
    // Meals included: more in the valley's centre, less in smaller towns.
    price: round(Math.max(8_000, Math.min(16_000, r.int(8_000, 16_000) * (0.85 + where.rent * 0.15))), 500),
    rooms,
    description: description.join(' '),
    ...(visited
      ? {
          // A typical room for two or three, as a verifier measured it.
          ...sides(r, r.int(11, 17), 3, 3.6),
          bathrooms: r.int(Math.ceil(rooms / 6), Math.ceil(rooms / 3)),
          beds: Math.round(rooms * (2 + r.next())),
          kitchen: true,
          dining: true,
          shutters: null,
          visited: true,
        }
      : { ...unvisited, widthM: null, lengthM: null, bathrooms: null, visited: false }),
  };
}

const ROOM_NAMES = [
  (r: Random, w: Where) => `Room for rent near ${w.near}`,
  (r: Random) => `${r.pick(SURNAMES)} Niwas, single room`,
  (r: Random, w: Where) => `Furnished room, ${w.location.split(',')[0]}`,
  (r: Random, w: Where) => `Single room for a student near ${w.near}`,
];
const FLAT_SIZES = { 1: [35, 55], 2: [55, 80], 3: [80, 110] } as const;
const FLAT_RENT = { 1: [12_000, 20_000], 2: [18_000, 32_000], 3: [28_000, 50_000] } as const;

function property(r: Random, where: Where, type: Exclude<DemoType, 'hostel'>): Facts {
  const rent = (min: number, max: number, to: number) => round(r.int(min, max) * where.rent, to);
  const place = where.location.split(',')[0];
  switch (type) {
    case 'room':
      return {
        ...unvisited,
        visited: true,
        name: r.pick(ROOM_NAMES)(r, where),
        price: Math.max(4_000, Math.min(9_000, rent(4_000, 9_000, 500))),
        rooms: 1,
        bathrooms: 1,
        ...sides(r, r.int(95, 155) / 10, 2.9, 3.4),
        description: r.pick(ROOM_LINES),
      };
    case 'flat': {
      // The B of BHK: its bedrooms are its rooms (the hall and kitchen come with it).
      const bedrooms = r.pick([1, 1, 2, 2, 2, 3] as const);
      const [small, large] = FLAT_SIZES[bedrooms];
      return {
        ...unvisited,
        visited: true,
        name: r.chance(0.5)
          ? `${bedrooms}BHK flat near ${place}`
          : `${r.pick(SURNAMES)} ${r.pick(['Niwas', 'Sadan', 'Apartment'])}, ${bedrooms}BHK flat`,
        price: rent(FLAT_RENT[bedrooms][0], FLAT_RENT[bedrooms][1], 1_000),
        rooms: bedrooms,
        bathrooms: bedrooms === 1 ? 1 : r.int(bedrooms - 1, bedrooms),
        ...sides(r, r.int(small, large), 5, 7.5),
        description: `${bedrooms === 1 ? 'A bedroom' : `${bedrooms} bedrooms`}, a hall and a kitchen. ${r.pick(FLAT_LINES)}`,
      };
    }
    case 'house': {
      const rooms = r.int(4, 8);
      return {
        ...unvisited,
        visited: true,
        name: r.chance(0.5)
          ? `${r.pick(SURNAMES)} House, ${rooms} rooms`
          : `Whole house for a family, ${place}`,
        price: rent(35_000, 90_000, 1_000),
        rooms,
        bathrooms: Math.min(4, r.int(2, Math.ceil(rooms / 2))),
        ...sides(r, r.int(70, 140), 7, 10),
        description: r.pick(HOUSE_LINES),
      };
    }
    case 'commercial':
      return {
        ...unvisited,
        visited: true,
        name: `Shutter and room, ${place}`,
        price: rent(15_000, 40_000, 1_000),
        rooms: 1,
        bathrooms: 1,
        shutters: r.int(1, 2),
        ...sides(r, r.int(14, 30), 3, 4.5),
        description: r.pick(SHOP_LINES),
      };
  }
}

/**
 * One realistic verified listing: most in the student areas (Kirtipur, Bagbazar, Pokhara's Lakeside…)
 * within a kilometre of their centre, the rest in towns across Nepal; facts that fit its kind
 * (a room is one room of 9–16 m²; a 2BHK has two bedrooms; a hostel 10–60 rooms at Rs 8,000–16,000
 * with meals). The `index`-th listing of a seed takes its turn among the student areas, so each
 * gets its share even of a few hundred listings.
 */
export function demoListing(r: Random, now: number, index?: number): DemoListing {
  const area = index === undefined ? r.pick(AREA_DRAW) : AREA_DRAW[index % AREA_DRAW.length]!;
  const where = r.chance(IN_STUDENT_AREAS) ? inStudentArea(r, area) : inTown(r, r.pick(weighted));
  const type = typeOf(r, where.student);
  const facts = type === 'hostel' ? hostel(r, where) : property(r, where, type);
  return {
    kind: type === 'hostel' ? 'hostel' : 'property',
    type,
    ...facts,
    location: where.location,
    lat: where.lat,
    lon: where.lon,
    contactNo1: mobile(r),
    contactNo2: r.chance(0.4) ? mobile(r) : null,
    contactApps: contactApps(r),
    sold: r.chance(0.05),
    createdAt: new Date(now - r.int(0, 365 * 24 * 3600) * 1000),
  };
}
