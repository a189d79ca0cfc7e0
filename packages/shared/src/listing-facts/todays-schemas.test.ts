import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CONTACT_APPS,
  HOSTEL_AMENITIES,
  HOSTEL_GENDERS,
  HOSTEL_MEALS,
  MAX_FLOOR,
  PROPERTY_TYPES,
  WATER_SUPPLIES,
} from '../attribute-values';
import {
  ATTRIBUTE_MESSAGES,
  HostelAttributesOutSchema,
  HostelAttributesSchema,
  PropertyAttributesOutSchema,
  PropertyAttributesSchema,
} from '../schemas/attributes';
import { ATTRIBUTE_MESSAGES_NE } from './texts-ne';

/*
 * The schemas and messages as they were written by hand before the declarations (commit 22799f7),
 * copied word for word: the derived ones must answer every input exactly as these do.
 */
const M = {
  genderInvalid: 'attributes.genderInvalid',
  mealsInvalid: 'attributes.mealsInvalid',
  amenityInvalid: 'attributes.amenityInvalid',
  propertyTypeInvalid: 'attributes.propertyTypeInvalid',
  furnishedInvalid: 'attributes.furnishedInvalid',
  parkingInvalid: 'attributes.parkingInvalid',
  waterInvalid: 'attributes.waterInvalid',
  contactAppsInvalid: 'attributes.contactAppsInvalid',
  floorInvalid: 'attributes.floorInvalid',
};
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());
const optionalYesNo = (message: string) =>
  z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : blankToUndefined(v)),
    z.boolean({ error: message }).optional(),
  );
const choiceList = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (v: unknown) => {
      if (v === undefined || v === null || v === '') return undefined;
      const items: unknown = typeof v === 'string' ? v.split(',') : v;
      if (!Array.isArray(items)) return items;
      return (items as unknown[])
        .map((item) => (typeof item === 'string' ? item.trim() : item))
        .filter((item) => item !== '');
    },
    z
      .array(z.enum(values, { error: message }), { error: message })
      .max(values.length, message)
      .transform((list) => values.filter((value): value is T[number] => list.includes(value)))
      .optional(),
  );
const amenityList = choiceList(HOSTEL_AMENITIES, M.amenityInvalid);
const contactAppList = choiceList(CONTACT_APPS, M.contactAppsInvalid);
const TodaysHostel = z.object({
  gender: optionalChoice(HOSTEL_GENDERS, M.genderInvalid),
  meals: optionalChoice(HOSTEL_MEALS, M.mealsInvalid),
  amenities: amenityList,
  contactApps: contactAppList,
});
const TodaysProperty = z.object({
  propertyType: optionalChoice(PROPERTY_TYPES, M.propertyTypeInvalid),
  furnished: optionalYesNo(M.furnishedInvalid),
  parking: optionalYesNo(M.parkingInvalid),
  water: optionalChoice(WATER_SUPPLIES, M.waterInvalid),
  floor: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: M.floorInvalid })
      .int(M.floorInvalid)
      .min(0, M.floorInvalid)
      .max(MAX_FLOOR, M.floorInvalid)
      .optional(),
  ),
  contactApps: contactAppList,
});
const TodaysHostelOut = z.object({
  gender: z.enum(HOSTEL_GENDERS).nullable(),
  meals: z.enum(HOSTEL_MEALS).nullable(),
  amenities: z.array(z.enum(HOSTEL_AMENITIES)),
  contactApps: z.array(z.enum(CONTACT_APPS)),
});
const TodaysPropertyOut = z.object({
  propertyType: z.enum(PROPERTY_TYPES).nullable(),
  furnished: z.boolean().nullable(),
  parking: z.boolean().nullable(),
  water: z.enum(WATER_SUPPLIES).nullable(),
  floor: z.number().nullable(),
  contactApps: z.array(z.enum(CONTACT_APPS)),
});
const TODAYS_ENGLISH = {
  genderInvalid: 'Please choose who the hostel is for.',
  mealsInvalid: 'Please choose which meals are included.',
  amenityInvalid: 'Please choose amenities from the list.',
  propertyTypeInvalid: 'Please choose what kind of place this is.',
  furnishedInvalid: 'Please choose whether it is furnished.',
  parkingInvalid: 'Please choose whether there is parking.',
  waterInvalid: 'Please choose how the property gets water.',
  contactAppsInvalid: 'Please choose WhatsApp or Viber from the list.',
  floorInvalid: `Floor must be a whole number from 0 (ground floor) to ${MAX_FLOOR}.`,
};
const TODAYS_NEPALI = {
  genderInvalid: 'होस्टेल कसका लागि हो छान्नुहोस्।',
  mealsInvalid: 'कुन खाना समावेश छ छान्नुहोस्।',
  amenityInvalid: 'कृपया सूचीबाट सुविधाहरू छान्नुहोस्।',
  contactAppsInvalid: 'कृपया सूचीबाट WhatsApp वा Viber छान्नुहोस्।',
  propertyTypeInvalid: 'कृपया यो कस्तो ठाउँ हो छान्नुहोस्।',
  furnishedInvalid: 'फर्निचर सहित हो वा होइन छान्नुहोस्।',
  parkingInvalid: 'पार्किङ छ वा छैन छान्नुहोस्।',
  waterInvalid: 'कृपया पानी कसरी आउँछ छान्नुहोस्।',
  floorInvalid: 'तल्ला ० (भुइँ तल्ला) देखि ५० सम्मको पूर्ण अङ्कमा हुनुपर्छ।',
};

/** What a schema answers: the parsed value, or each issue's field and message. */
function answer(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success
    ? { data: result.data }
    : { issues: result.error.issues.map((issue) => [issue.path.join('.'), issue.message]) };
}

/** Values a form, a multipart body, a query string or a JSON body may send for any field. */
const ANY_FIELD: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'true',
  'false',
  true,
  false,
  0,
  1,
  -1,
  2.5,
  '2',
  ' 3 ',
  '0x10',
  '1e1',
  'abc',
  [],
  [''],
  ['2'],
  {},
];

const INPUTS: Record<string, unknown[]> = {
  gender: [...HOSTEL_GENDERS, 'Girls', ' girls'],
  meals: [...HOSTEL_MEALS, 'ALL'],
  amenities: [
    'wifi',
    'cctv,wifi',
    ' wifi , cctv ',
    'wifi,,cctv,',
    'wifi,wifi',
    ['wifi', 'cctv', 'wifi'],
    ['wifi', 'sauna'],
    [...HOSTEL_AMENITIES, ...HOSTEL_AMENITIES],
    HOSTEL_AMENITIES.join(','),
    [1],
    'sauna',
  ],
  contactApps: ['whatsapp', 'viber,whatsapp', ['viber'], ['telegram'], 'whatsapp,viber,whatsapp'],
  propertyType: [...PROPERTY_TYPES, 'Room'],
  furnished: ['yes', 'TRUE'],
  parking: ['no', 'FALSE'],
  water: [...WATER_SUPPLIES, 'boring'],
  floor: ['0', '50', '51', 50, 51, '-0', '1.0', '3.5', 'NaN', 'Infinity', 1e3],
};

const SCHEMAS = [
  ['hostel input', HostelAttributesSchema, TodaysHostel],
  ['property input', PropertyAttributesSchema, TodaysProperty],
  ['hostel output', HostelAttributesOutSchema, TodaysHostelOut],
  ['property output', PropertyAttributesOutSchema, TodaysPropertyOut],
] as const;

describe('the derived schemas answer as the hand-written ones did', () => {
  it.each(SCHEMAS)('%s: the same fields, in the same order', (_name, derived, todays) => {
    expect(Object.keys(derived.shape)).toEqual(Object.keys(todays.shape));
  });

  it.each(SCHEMAS)('%s: the same answer to every input of every field', (_name, derived, todays) => {
    for (const field of Object.keys(todays.shape)) {
      for (const value of [...ANY_FIELD, ...(INPUTS[field] ?? [])]) {
        const input = { [field]: value };
        expect(answer(derived, input), `${field}: ${JSON.stringify(value)}`).toEqual(answer(todays, input));
      }
    }
  });

  it.each(SCHEMAS)('%s: the same answer to whole bodies', (_name, derived, todays) => {
    const bodies = [
      {},
      null,
      'gender=girls',
      { gender: 'girls', meals: 'all', amenities: 'wifi', contactApps: ['viber'], extra: 1 },
      { propertyType: 'flat', furnished: 'true', parking: false, water: 'tanker', floor: '2' },
      {
        gender: 'x',
        meals: 'x',
        amenities: 'x',
        propertyType: 'x',
        furnished: 'x',
        parking: 'x',
        water: 'x',
        floor: 'x',
        contactApps: 'x',
      },
      {
        gender: null,
        meals: null,
        amenities: [],
        contactApps: [],
        propertyType: null,
        furnished: null,
        parking: null,
        water: null,
        floor: null,
      },
    ];
    for (const body of bodies)
      expect(answer(derived, body), JSON.stringify(body)).toEqual(answer(todays, body));
  });

  it('the messages read word for word as before, in English and Nepali', () => {
    expect(ATTRIBUTE_MESSAGES).toMatchObject(TODAYS_ENGLISH);
    expect(ATTRIBUTE_MESSAGES_NE).toMatchObject(TODAYS_NEPALI);
  });
});
