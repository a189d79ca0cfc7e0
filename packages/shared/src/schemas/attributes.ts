import { z } from 'zod';
import {
  HOSTEL_GENDERS,
  HOSTEL_MEALS,
  HOSTEL_AMENITIES,
  PROPERTY_TYPES,
  WATER_SUPPLIES,
  CONTACT_APPS,
  MAX_FLOOR,
} from '../attribute-values';
import { ATTRIBUTE_CODES } from './messages/attributes';

// The messages live without zod, for screens that show them without validating (messages/attributes.ts).
export { ATTRIBUTE_MESSAGES, ATTRIBUTE_CODES } from './messages/attributes';

/**
 * What owners say about a listing beyond price and rooms, and what tenants filter by. All optional:
 * listings made before these existed have none, and an owner may leave any of them out.
 */

export {
  HOSTEL_GENDERS,
  HOSTEL_MEALS,
  HOSTEL_AMENITIES,
  PROPERTY_TYPES,
  WATER_SUPPLIES,
  CONTACT_APPS,
  MAX_FLOOR,
} from '../attribute-values';
export type {
  HostelGender,
  HostelMeals,
  HostelAmenity,
  PropertyType,
  WaterSupply,
  ContactApp,
} from '../attribute-values';

const M = ATTRIBUTE_CODES;

/** Empty form fields arrive as '' (and multipart sends strings): both mean "not given". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());

/** "true"/"false" from a form or multipart body, or a JSON boolean. */
const optionalYesNo = (message: string) =>
  z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : blankToUndefined(v)),
    z.boolean({ error: message }).optional(),
  );

/**
 * A list of amenities: a JSON array, one multipart field repeated (an array), a single value, or a
 * comma-separated string (a query string). Each is listed once, in the catalogue's order.
 */
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

export const amenityList = choiceList(HOSTEL_AMENITIES, M.amenityInvalid);

/**
 * The chat apps the owner answers on (`contactApps`), in the same forms as amenities; [] is neither.
 * Tenants see a WhatsApp or Viber button only for the apps listed.
 */
export const contactAppList = choiceList(CONTACT_APPS, M.contactAppsInvalid);

/** The hostel attributes of the add and edit forms (all optional). */
export const HostelAttributesSchema = z.object({
  gender: optionalChoice(HOSTEL_GENDERS, M.genderInvalid),
  meals: optionalChoice(HOSTEL_MEALS, M.mealsInvalid),
  amenities: amenityList,
  contactApps: contactAppList,
});
export type HostelAttributes = z.output<typeof HostelAttributesSchema>;

/** The landlord property attributes of the add form (all optional). */
export const PropertyAttributesSchema = z.object({
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
export type PropertyAttributes = z.output<typeof PropertyAttributesSchema>;

/** As a hostel is read: null where the owner has not said. */
export const HostelAttributesOutSchema = z.object({
  gender: z.enum(HOSTEL_GENDERS).nullable(),
  meals: z.enum(HOSTEL_MEALS).nullable(),
  amenities: z.array(z.enum(HOSTEL_AMENITIES)),
  contactApps: z.array(z.enum(CONTACT_APPS)),
});

/** As a property is read: null where the owner has not said. */
export const PropertyAttributesOutSchema = z.object({
  propertyType: z.enum(PROPERTY_TYPES).nullable(),
  furnished: z.boolean().nullable(),
  parking: z.boolean().nullable(),
  water: z.enum(WATER_SUPPLIES).nullable(),
  floor: z.number().nullable(),
  contactApps: z.array(z.enum(CONTACT_APPS)),
});
