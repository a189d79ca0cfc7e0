import { distanceKm as distanceBetween } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  NEPAL_BOUNDS,
  PLACES,
  PROVINCES,
  formatPlace,
  getPlaceById,
  isDistrictHq,
  isLandmark,
  isTownOrCity,
  parseGazetteer,
} from './index';
import { LANDMARK_REFERENCES, REQUIRED_LANDMARKS } from './landmark-references';
import rawPlaces from './nepal-places.json' with { type: 'json' };

/** Great-circle distance in kilometres. */
const distanceKm = (lat1: number, lon1: number, lat2: number, lon2: number): number =>
  distanceBetween({ lat: lat1, lon: lon1 }, { lat: lat2, lon: lon2 });

// The 77 districts by province (Constitution of Nepal, Schedule 4) and the town that is their headquarters.
const DISTRICT_HQS: Record<string, Record<string, string>> = {
  Koshi: {
    Taplejung: 'taplejung',
    Panchthar: 'phidim',
    Ilam: 'ilam',
    Jhapa: 'bhadrapur',
    Morang: 'biratnagar',
    Sunsari: 'inaruwa',
    Dhankuta: 'dhankuta',
    Terhathum: 'myanglung',
    Sankhuwasabha: 'khandbari',
    Bhojpur: 'bhojpur',
    Solukhumbu: 'salleri',
    Okhaldhunga: 'okhaldhunga',
    Khotang: 'diktel',
    Udayapur: 'gaighat',
  },
  Madhesh: {
    Saptari: 'rajbiraj',
    Siraha: 'siraha',
    Dhanusha: 'janakpur',
    Mahottari: 'jaleshwar',
    Sarlahi: 'malangwa',
    Rautahat: 'gaur',
    Bara: 'kalaiya',
    Parsa: 'birgunj',
  },
  Bagmati: {
    Dolakha: 'charikot',
    Sindhupalchok: 'chautara',
    Rasuwa: 'dhunche',
    Ramechhap: 'manthali',
    Sindhuli: 'sindhulimadhi',
    Kavrepalanchok: 'dhulikhel',
    Bhaktapur: 'bhaktapur',
    Lalitpur: 'lalitpur',
    Kathmandu: 'kathmandu',
    Nuwakot: 'bidur',
    Dhading: 'dhading-besi',
    Makwanpur: 'hetauda',
    Chitwan: 'bharatpur',
  },
  Gandaki: {
    Gorkha: 'gorkha',
    Lamjung: 'besisahar',
    Tanahun: 'damauli',
    Syangja: 'putalibazar',
    Kaski: 'pokhara',
    Manang: 'chame',
    Mustang: 'jomsom',
    Myagdi: 'beni',
    Parbat: 'kusma',
    Baglung: 'baglung',
    'Nawalparasi East': 'kawasoti',
  },
  Lumbini: {
    Rupandehi: 'siddharthanagar',
    Kapilvastu: 'taulihawa',
    'Nawalparasi West': 'ramgram',
    Palpa: 'tansen',
    Arghakhanchi: 'sandhikharka',
    Gulmi: 'tamghas',
    Pyuthan: 'pyuthan',
    Rolpa: 'liwang',
    'Rukum East': 'rukumkot',
    Dang: 'ghorahi',
    Banke: 'nepalgunj',
    Bardiya: 'gulariya',
  },
  Karnali: {
    'Rukum West': 'musikot',
    Salyan: 'salyan',
    Dolpa: 'dunai',
    Jumla: 'jumla',
    Mugu: 'gamgadhi',
    Humla: 'simikot',
    Kalikot: 'manma',
    Jajarkot: 'jajarkot',
    Dailekh: 'dailekh',
    Surkhet: 'birendranagar',
  },
  Sudurpashchim: {
    Bajura: 'martadi',
    Bajhang: 'chainpur-bajhang',
    Achham: 'mangalsen',
    Doti: 'dipayal',
    Kailali: 'dhangadhi',
    Kanchanpur: 'bhimdatta',
    Dadeldhura: 'amargadhi',
    Baitadi: 'baitadi',
    Darchula: 'darchula',
  },
};

const METROPOLITAN = ['kathmandu', 'pokhara', 'lalitpur', 'bharatpur', 'biratnagar', 'birgunj'];
const SUB_METROPOLITAN = [
  'dharan',
  'itahari',
  'janakpur',
  'hetauda',
  'butwal',
  'ghorahi',
  'tulsipur',
  'nepalgunj',
  'dhangadhi',
  'kalaiya',
  'jitpur-simara',
];

// Reference coordinates looked up independently of the data file, as [id, lat, lon, source]:
//   GeoNames — the Nepal rows of the GeoNames cities extract (as stored in public GitHub dumps of
//              `cities` tables and the OpenWeatherMap city list, which is built from GeoNames);
//   Wikipedia — the infobox coordinates of the town's or municipality's article;
//   OSM — OpenStreetMap objects (police posts named after the locality, Overpass export of Pokhara);
//   KTM list — a public list of Kathmandu-valley locality coordinates
//              (aomini/hospital-recommendation-api, packages/server/possible-hospitals.js).
// Towns must be within 5 km of the reference, localities within 2 km.
type Reference = readonly [id: string, lat: number, lon: number, source: string];
const TOWN_REFERENCES: readonly Reference[] = [
  ['kathmandu', 27.7017, 85.3206, 'GeoNames'],
  ['pokhara', 28.2333, 83.9833, 'GeoNames (OpenWeatherMap list)'],
  ['lalitpur', 27.6766, 85.3142, 'GeoNames (Patan)'],
  ['bharatpur', 27.6833, 84.4333, 'GeoNames'],
  ['biratnagar', 26.4831, 87.2834, 'GeoNames'],
  ['birgunj', 27.0104, 84.8773, 'GeoNames'],
  ['dharan', 26.8125, 87.2835, 'GeoNames'],
  ['itahari', 26.6667, 87.2833, 'GeoNames'],
  ['janakpur', 26.7183, 85.9065, 'GeoNames'],
  ['hetauda', 27.4284, 85.0322, 'GeoNames'],
  ['butwal', 27.7006, 83.4484, 'GeoNames'],
  ['tulsipur', 28.131, 82.2973, 'GeoNames'],
  ['nepalgunj', 28.05, 81.6167, 'GeoNames'],
  ['dhangadhi', 28.7079, 80.5961, 'GeoNames'],
  ['siddharthanagar', 27.5, 83.45, 'GeoNames (Bhairahawa)'],
  ['tansen', 27.8673, 83.5467, 'GeoNames'],
  ['ilam', 26.9094, 87.9282, 'GeoNames'],
  ['bhadrapur', 26.544, 88.0944, 'GeoNames'],
  ['khandbari', 27.3747, 87.2039, 'GeoNames'],
  ['siraha', 26.6541, 86.2087, 'GeoNames'],
  ['jaleshwar', 26.6471, 85.8008, 'GeoNames'],
  ['malangwa', 26.8568, 85.5581, 'GeoNames'],
  ['lahan', 26.7296, 86.4951, 'GeoNames'],
  ['banepa', 27.6325, 85.5219, 'GeoNames'],
  ['panauti', 27.5845, 85.5148, 'GeoNames'],
  ['baglung', 28.2719, 83.5898, 'GeoNames'],
  ['birendranagar', 28.6019, 81.6339, 'GeoNames'],
  ['dailekh', 28.8443, 81.7101, 'GeoNames'],
  ['jumla', 29.2747, 82.1838, 'GeoNames'],
  ['dipayal', 29.2608, 80.94, 'GeoNames'],
  ['amargadhi', 29.2984, 80.5806, 'GeoNames (Dadeldhura)'],
  ['darchula', 29.84, 80.54, 'Wikipedia (Khalanga, Darchula)'],
  ['myanglung', 27.1272, 87.5361, 'Wikipedia'],
  ['salleri', 27.5044, 86.5864, 'Wikipedia (Solududhkunda)'],
  ['okhaldhunga', 27.3144, 86.5028, 'Wikipedia (Siddhicharan)'],
  ['charikot', 27.6667, 86.0333, 'Wikipedia (Bhimeshwar)'],
  ['sindhulimadhi', 27.2167, 85.9167, 'Wikipedia (Kamalamai, de)'],
  ['dhulikhel', 27.6183, 85.5519, 'Wikipedia'],
  ['bidur', 27.89, 85.1597, 'Wikipedia'],
  ['putalibazar', 28.1, 83.8708, 'Wikipedia'],
  ['kawasoti', 27.6403, 84.1246, 'Wikipedia'],
  ['ratnanagar', 27.617, 84.5, 'Wikipedia'],
  ['gulariya', 28.2331, 81.3331, 'Wikipedia'],
  ['dunai', 28.933, 82.9, 'Wikipedia'],
  ['gamgadhi', 29.5481, 82.1555, 'Wikipedia (Mugu district, it)'],
  ['manma', 29.15, 81.6167, 'Wikipedia (Khandachakra)'],
  ['martadi', 29.45, 81.4833, 'Wikipedia (de)'],
  ['mangalsen', 29.1406, 81.2484, 'Wikipedia (fr, it)'],
  ['bhimdatta', 28.9667, 80.1833, 'Wikipedia (Bhim Datta, de)'],
  ['baitadi', 29.5547, 80.4267, 'Wikipedia (Dasharathchand)'],
];
const LOCALITY_REFERENCES: readonly Reference[] = [
  ['thamel', 27.7154, 85.3123, 'public KTM list 2'],
  ['sundhara', 27.7016, 85.3139, 'public KTM list 2'],
  ['putalisadak', 27.7041, 85.3237, 'public KTM list 2'],
  ['new-road', 27.7041, 85.3131, 'public KTM list 2'],
  ['new-baneshwor', 27.6923, 85.3422, 'KTM list'],
  ['koteshwor', 27.676, 85.3461, 'KTM list'],
  ['tinkune', 27.6861, 85.3488, 'KTM list'],
  ['sinamangal', 27.6993, 85.3513, 'KTM list'],
  ['chabahil', 27.7169, 85.3478, 'KTM list'],
  ['kalanki', 27.6941, 85.2809, 'KTM list'],
  ['kalimati', 27.7016, 85.2887, 'KTM list'],
  ['balkhu', 27.6851, 85.2984, 'KTM list'],
  ['tripureshwor', 27.6952, 85.3145, 'KTM list'],
  ['balaju', 27.7316, 85.2957, 'KTM list'],
  ['gongabu', 27.7494, 85.3216, 'KTM list'],
  ['basundhara', 27.7431, 85.3356, 'KTM list'],
  ['jorpati', 27.7276, 85.379, 'KTM list'],
  ['thankot', 27.6878, 85.202, 'KTM list'],
  ['jawalakhel', 27.6748, 85.3121, 'KTM list'],
  ['pulchowk', 27.6782, 85.316, 'KTM list'],
  ['kupondole', 27.6863, 85.3144, 'KTM list'],
  ['lagankhel', 27.6675, 85.3211, 'KTM list'],
  ['sanepa', 27.6846, 85.3055, 'KTM list'],
  ['ekantakuna', 27.6679, 85.3107, 'KTM list'],
  ['imadol', 27.6568, 85.3424, 'KTM list'],
  ['gwarko', 27.6668, 85.3327, 'KTM list'],
  ['balkumari', 27.6715, 85.3387, 'public geolocation example (Balkumari, Lalitpur)'],
  ['lokanthali', 27.6743, 85.3594, 'KTM list'],
  ['prithvi-chowk', 28.2096, 83.9878, 'OSM'],
  ['lakeside', 28.2117, 83.9573, 'OSM'],
  ['srijana-chowk', 28.211, 83.9812, 'OSM'],
  ['nadipur', 28.2334, 83.9905, 'OSM'],
  ['bagar', 28.2429, 83.986, 'OSM'],
  ['bindhyabasini', 28.2374, 83.9852, 'OSM'],
  ['hemja', 28.2781, 83.9365, 'OSM'],
  ['lamachaur', 28.2641, 83.9737, 'OSM'],
  ['sarangkot', 28.2442, 83.9562, 'OSM'],
];

describe('nepal-places.json', () => {
  it('passes schema validation at load and exposes every entry', () => {
    expect(PLACES.length).toBe((rawPlaces as unknown[]).length);
    expect(PLACES.length).toBeGreaterThan(150);
  });

  it('has unique ids', () => {
    const ids = PLACES.map((place) => place.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has the headquarters of all 77 districts, in the right district and province', () => {
    const districts = Object.values(DISTRICT_HQS).flatMap((byDistrict) => Object.keys(byDistrict));
    expect(districts).toHaveLength(77);
    for (const [province, byDistrict] of Object.entries(DISTRICT_HQS)) {
      for (const [district, id] of Object.entries(byDistrict)) {
        const place = getPlaceById(id);
        expect(place, id).toBeDefined();
        expect({
          id,
          district: place?.district,
          province: place?.province,
          hq: place && isDistrictHq(place),
        }).toEqual({
          id,
          district,
          province,
          hq: true,
        });
      }
    }
    const hqs = PLACES.filter(isDistrictHq);
    expect(hqs).toHaveLength(77);
    expect(new Set(hqs.map((place) => place.district)).size).toBe(77);
  });

  it('has the 6 metropolitan and 11 sub-metropolitan cities', () => {
    const ids = (kind: string) =>
      PLACES.filter((place) => place.kind === kind)
        .map((place) => place.id)
        .sort();
    expect(ids('metropolitan')).toEqual([...METROPOLITAN].sort());
    expect(ids('sub_metropolitan')).toEqual([...SUB_METROPOLITAN].sort());
  });

  it('puts every place inside Nepal, with at most 4 decimals', () => {
    for (const place of PLACES) {
      expect(place.lat, place.id).toBeGreaterThanOrEqual(NEPAL_BOUNDS.minLat);
      expect(place.lat, place.id).toBeLessThanOrEqual(NEPAL_BOUNDS.maxLat);
      expect(place.lon, place.id).toBeGreaterThanOrEqual(NEPAL_BOUNDS.minLon);
      expect(place.lon, place.id).toBeLessThanOrEqual(NEPAL_BOUNDS.maxLon);
      expect(Number(place.lat.toFixed(4)), place.id).toBe(place.lat);
      expect(Number(place.lon.toFixed(4)), place.id).toBe(place.lon);
    }
  });

  it('keeps each district in one province', () => {
    const provinceOf = new Map<string, string>();
    for (const place of PLACES) {
      expect(PROVINCES).toContain(place.province);
      const seen = provinceOf.get(place.district) ?? place.province;
      expect(`${place.district}: ${place.province}`).toBe(`${place.district}: ${seen}`);
      provinceOf.set(place.district, place.province);
    }
    expect(provinceOf.size).toBe(77);
  });

  it('gives every locality a parent city in the same district and the Kathmandu-valley localities their city', () => {
    for (const place of PLACES.filter((p) => p.kind === 'locality')) {
      const parent = PLACES.find((p) => p.name === place.parent && p.kind !== 'locality');
      expect(parent?.district, place.id).toBe(place.district);
    }
    expect(getPlaceById('thamel')?.parent).toBe('Kathmandu');
    expect(getPlaceById('lakeside')?.parent).toBe('Pokhara');
    expect(getPlaceById('jawalakhel')?.parent).toBe('Lalitpur');
  });

  it.each(TOWN_REFERENCES)('places %s within 5 km of the reference (%f, %f; %s)', (id, lat, lon) => {
    const place = getPlaceById(id);
    expect(place).toBeDefined();
    if (place) expect(distanceKm(place.lat, place.lon, lat, lon)).toBeLessThan(5);
  });

  it.each(LOCALITY_REFERENCES)('places %s within 2 km of the reference (%f, %f; %s)', (id, lat, lon) => {
    const place = getPlaceById(id);
    expect(place?.kind).toBe('locality');
    if (place) expect(distanceKm(place.lat, place.lon, lat, lon)).toBeLessThan(2);
  });

  it('has checked references for more than 20 places', () => {
    expect(TOWN_REFERENCES.length + LOCALITY_REFERENCES.length).toBeGreaterThanOrEqual(20);
  });
});

describe('campuses and offices', () => {
  const landmarks = PLACES.filter(isLandmark);

  it('has the large campuses across Nepal and the major Kathmandu offices', () => {
    for (const id of REQUIRED_LANDMARKS) expect(getPlaceById(id)?.kind, id).toMatch(/^(campus|office)$/);
    const provinces = new Set(landmarks.filter((p) => p.kind === 'campus').map((p) => p.province));
    expect([...provinces].sort()).toEqual([...PROVINCES].sort());
    expect(landmarks.some((p) => p.kind === 'office')).toBe(true);
  });

  it('has a checked reference for every campus and office', () => {
    const referenced = new Set(LANDMARK_REFERENCES.map(([id]) => id));
    expect(landmarks.filter((p) => !referenced.has(p.id)).map((p) => p.id)).toEqual([]);
  });

  it.each(LANDMARK_REFERENCES)('places %s within 1 km of the reference (%f, %f; %s)', (id, lat, lon) => {
    const place = getPlaceById(id);
    expect(place && isLandmark(place)).toBe(true);
    if (place) expect(distanceKm(place.lat, place.lon, lat, lon)).toBeLessThan(1);
  });

  it('names as parent a town or city in the same district, within 15 km', () => {
    for (const place of landmarks.filter((p) => p.parent !== undefined)) {
      const parent = PLACES.find((p) => p.name === place.parent && isTownOrCity(p));
      expect(parent?.district, place.id).toBe(place.district);
      if (parent) expect(distanceKm(place.lat, place.lon, parent.lat, parent.lon), place.id).toBeLessThan(15);
    }
  });

  it('formats a campus with its town: "Pulchowk Campus, Lalitpur, Bagmati, Nepal"', () => {
    const format = (id: string) => {
      const place = getPlaceById(id);
      return place && formatPlace(place);
    };
    expect(format('pulchowk-campus')).toBe('Pulchowk Campus, Lalitpur, Bagmati, Nepal');
    expect(format('tribhuvan-university')).toBe('Tribhuvan University, Kirtipur, Kathmandu, Bagmati, Nepal');
    expect(format('agriculture-and-forestry-university')).toBe(
      'Agriculture and Forestry University, Chitwan, Bagmati, Nepal',
    );
  });
});

describe('parseGazetteer', () => {
  const valid = {
    id: 'test-town',
    name: 'Test Town',
    aliases: [],
    kind: 'municipality',
    district: 'Kaski',
    province: 'Gandaki',
    lat: 28.2,
    lon: 83.9,
  };

  it('accepts a well-formed entry', () => {
    expect(parseGazetteer([valid])).toHaveLength(1);
  });

  it.each([
    ['outside Nepal', { ...valid, lat: 31.2 }],
    ['more than 4 decimals', { ...valid, lon: 83.912345 }],
    ['an unknown province', { ...valid, province: 'Province 8' }],
    ['an unknown kind', { ...valid, kind: 'village' }],
    ['a bad id', { ...valid, id: 'Test Town' }],
    ['an unknown field', { ...valid, population: 1000 }],
    ['a locality without parent', { ...valid, kind: 'locality' }],
    ['a Nepali name in Latin script', { ...valid, nameNe: 'Test' }],
  ])('rejects %s', (_label, entry) => {
    expect(() => parseGazetteer([entry])).toThrow();
  });

  it('rejects duplicate ids and unknown parents', () => {
    expect(() => parseGazetteer([valid, valid])).toThrow(/duplicate id/);
    expect(() => parseGazetteer([{ ...valid, kind: 'locality', parent: 'Nowhere' }])).toThrow(/parent/);
  });

  it('lets a campus or office name its town, or none, but no other kind', () => {
    const town = valid;
    const campus = { ...valid, id: 'test-campus', name: 'Test Campus', kind: 'campus', parent: 'Test Town' };
    expect(parseGazetteer([town, campus])).toHaveLength(2);
    expect(parseGazetteer([{ ...campus, kind: 'office', parent: undefined }])).toHaveLength(1);
    expect(() => parseGazetteer([town, { ...campus, kind: 'municipality' }])).toThrow(/parent/);
    // A landmark is no parent: a locality or campus must name a town or city.
    expect(() =>
      parseGazetteer([town, campus, { ...campus, id: 'other', kind: 'locality', parent: 'Test Campus' }]),
    ).toThrow(/parent/);
  });
});

describe('formatPlace', () => {
  it('formats cities, headquarters and localities', () => {
    const format = (id: string) => {
      const place = getPlaceById(id);
      return place && formatPlace(place);
    };
    expect(format('thamel')).toBe('Thamel, Kathmandu, Bagmati, Nepal');
    expect(format('pokhara')).toBe('Pokhara, Kaski, Gandaki, Nepal');
    expect(format('kathmandu')).toBe('Kathmandu, Bagmati, Nepal');
    expect(format('lakeside')).toBe('Lakeside, Pokhara, Kaski, Gandaki, Nepal');
    expect(format('jorpati')).toBe('Jorpati, Gokarneshwor, Kathmandu, Bagmati, Nepal');
  });
});
