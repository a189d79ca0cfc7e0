import { PLACES } from '../../integrations/gazetteer';

/**
 * Where students look for a hostel or a room, each with the neighbourhoods people write in front
 * of it ("Nayabazar, Kirtipur, Kathmandu"). Every location here resolves to its area's gazetteer
 * place and that place's city only (seed.test.ts checks it): no "X Bazar" or "X Chowk" spelt as two
 * words, which the resolver also reads as other places' aliases.
 */
type AreaSpec = {
  /** The gazetteer place the listings are around. */
  place: string;
  /** What follows the neighbourhood in the location: the area and its city. */
  tail: string;
  /** Written before the tail; '' for the tail alone, and a ward of the area ("Dharan-8") in its place. */
  neighbourhoods: readonly string[];
  /** What a room is said to be near, in its name. */
  landmark: string;
  /** Rents against the Kathmandu valley's. */
  rent: number;
  /** Its share of the listings in student areas. */
  weight: number;
};

const SPECS: readonly AreaSpec[] = [
  {
    place: 'kirtipur',
    tail: 'Kirtipur, Kathmandu',
    neighbourhoods: [
      'Nayabazar',
      'Panga',
      'TU Gate',
      'Chobhar',
      'Salyansthan',
      'Dhalpa',
      'Khasibazar',
      'Nagaun',
    ],
    landmark: 'TU Kirtipur',
    rent: 0.9,
    weight: 3,
  },
  {
    place: 'bagbazar',
    tail: 'Bagbazar, Kathmandu',
    neighbourhoods: ['', 'Padmakanya'],
    landmark: 'Padma Kanya Campus',
    rent: 1.1,
    weight: 1.5,
  },
  {
    place: 'putalisadak',
    tail: 'Putalisadak, Kathmandu',
    neighbourhoods: ['', 'Kamalpokhari'],
    landmark: 'Putalisadak',
    rent: 1.1,
    weight: 1.5,
  },
  {
    place: 'dillibazar',
    tail: 'Dillibazar, Kathmandu',
    neighbourhoods: ['', 'Charkhal', 'Pipalbot', 'Dillibazar Height'],
    landmark: 'Dillibazar',
    rent: 1.05,
    weight: 1.5,
  },
  {
    place: 'new-baneshwor',
    tail: 'New Baneshwor, Kathmandu',
    neighbourhoods: ['', 'Buddhanagar', 'Thapagaun', 'Bijulibazar'],
    landmark: 'Baneshwor',
    rent: 1.1,
    weight: 2,
  },
  {
    place: 'balkumari',
    tail: 'Balkumari, Lalitpur',
    neighbourhoods: ['', 'Hattiban', 'Kharibot'],
    landmark: 'Balkumari',
    rent: 0.95,
    weight: 1.5,
  },
  {
    place: 'pulchowk',
    tail: 'Pulchowk, Lalitpur',
    neighbourhoods: ['', 'Harihar Bhawan', 'Bakhundol'],
    landmark: 'Pulchowk Campus',
    rent: 1.1,
    weight: 2,
  },
  {
    place: 'prithvi-chowk',
    tail: 'Prithvi Chowk, Pokhara',
    neighbourhoods: [''],
    landmark: 'PN Campus',
    rent: 0.85,
    weight: 2,
  },
  {
    place: 'lakeside',
    tail: 'Lakeside, Pokhara',
    neighbourhoods: ['', 'Baidam'],
    landmark: 'Phewa Lake',
    rent: 0.95,
    weight: 2,
  },
  {
    place: 'dharan',
    tail: 'Dharan, Sunsari',
    neighbourhoods: ['Bijaypur', 'Panbari', 'Ghopa Camp', 'Dharan-8', 'Dharan-14'],
    landmark: 'BPKIHS',
    rent: 0.7,
    weight: 1.5,
  },
  {
    place: 'bharatpur',
    tail: 'Bharatpur, Chitwan',
    neighbourhoods: ['Chaubiskothi', 'Sharadpur', 'Bharatpur Height', 'Bharatpur-10'],
    landmark: 'Birendra Campus',
    rent: 0.75,
    weight: 1.5,
  },
];

export type StudentArea = AreaSpec & { name: string; lat: number; lon: number };

export const STUDENT_AREAS: readonly StudentArea[] = SPECS.map((spec) => {
  const place = PLACES.find((p) => p.id === spec.place);
  if (!place) throw new Error(`the gazetteer has no ${spec.place}`);
  return { ...spec, name: place.name, lat: place.lat, lon: place.lon };
});

/** The area's listings, by weight, as a list to pick from. */
export const AREA_DRAW: readonly StudentArea[] = STUDENT_AREAS.flatMap((a) =>
  Array<StudentArea>(Math.round(a.weight * 2)).fill(a),
);
