import { z } from 'zod';
import { HOSTEL_AMENITIES, CONTACT_APPS } from '../attribute-values';
import { choiceList, factsInputShape, factsOutputShape } from './listing-facts';
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
  SEATER_TYPES,
  BACKUP_POWERS,
  WATER_SOURCES,
  WELCOMED_TENANTS,
} from '../attribute-values';
export { factInput, factOutput } from './listing-facts';
export type {
  HostelGender,
  HostelMeals,
  HostelAmenity,
  PropertyType,
  WaterSupply,
  ContactApp,
  SeaterType,
  BackupPower,
  WaterSource,
  WelcomedTenant,
} from '../attribute-values';

const M = ATTRIBUTE_CODES;

/**
 * A list of amenities: a JSON array, one multipart field repeated (an array), a single value, or a
 * comma-separated string (a query string). Each is listed once, in the catalogue's order.
 */
export const amenityList = choiceList(HOSTEL_AMENITIES, M.amenityInvalid);

/**
 * The chat apps the owner answers on (`contactApps`), in the same forms as amenities; [] is neither.
 * Tenants see a WhatsApp or Viber button only for the apps listed.
 */
export const contactAppList = choiceList(CONTACT_APPS, M.contactAppsInvalid);

// The fields below come from the facts' declarations (listing-facts/), in their order: a stored
// fact of a kind is a field of that kind's schemas.

/** The hostel attributes of the add and edit forms (all optional). */
export const HostelAttributesSchema = z.object(factsInputShape('hostel', true));
export type HostelAttributes = z.output<typeof HostelAttributesSchema>;

/** The landlord property attributes of the add form (all optional). */
export const PropertyAttributesSchema = z.object(factsInputShape('property', true));
export type PropertyAttributes = z.output<typeof PropertyAttributesSchema>;

/** As a hostel is read: null where the owner has not said. */
export const HostelAttributesOutSchema = z.object(factsOutputShape('hostel', true));

/** As a property is read: null where the owner has not said. */
export const PropertyAttributesOutSchema = z.object(factsOutputShape('property', true));

/**
 * The declared facts that have no storage yet (seater prices, free beds, deposits, …): not taken
 * by the listing routes until a migration stores them, when their declarations say `stored: true`
 * and they move into the schemas above.
 */
export const NewHostelFactsSchema = z.object(factsInputShape('hostel', false));
export const NewPropertyFactsSchema = z.object(factsInputShape('property', false));
export const NewHostelFactsOutSchema = z.object(factsOutputShape('hostel', false));
export const NewPropertyFactsOutSchema = z.object(factsOutputShape('property', false));
export type NewHostelFacts = z.output<typeof NewHostelFactsSchema>;
export type NewPropertyFacts = z.output<typeof NewPropertyFactsSchema>;
