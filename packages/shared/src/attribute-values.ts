/**
 * The choices of a listing's attributes, without their schemas (schemas/attributes.ts): what a
 * screen that only reads them (the search's URL) needs, without zod.
 */

/** Who a hostel is for. */
export const HOSTEL_GENDERS = ['boys', 'girls', 'anyone'] as const;
export type HostelGender = (typeof HOSTEL_GENDERS)[number];

/** Whether a hostel's rent includes meals: none, some (e.g. morning and evening), or all. */
export const HOSTEL_MEALS = ['none', 'some', 'all'] as const;
export type HostelMeals = (typeof HOSTEL_MEALS)[number];

export const HOSTEL_AMENITIES = [
  'wifi',
  'attached_bathroom',
  'hot_water',
  'drinking_water',
  'study_table',
  'laundry',
  'parking',
  'cctv',
] as const;
export type HostelAmenity = (typeof HOSTEL_AMENITIES)[number];

/** What a landlord lets: a room, a flat, a whole house, or a shutter (shop or office space). */
export const PROPERTY_TYPES = ['room', 'flat', 'house', 'commercial'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** How the property gets water: all day, at set hours (a municipal line), or by tanker only. */
export const WATER_SUPPLIES = ['all_day', 'scheduled', 'tanker'] as const;
export type WaterSupply = (typeof WATER_SUPPLIES)[number];

/** The chat apps an owner answers on, at the listing's contact number (chosen per listing). */
export const CONTACT_APPS = ['whatsapp', 'viber'] as const;
export type ContactApp = (typeof CONTACT_APPS)[number];

/** Floors are counted from 0 (the ground floor). */
export const MAX_FLOOR = 50;

/** The room sizes a hostel prices per person: one to four people to a room. */
export const SEATER_TYPES = [1, 2, 3, 4] as const;
export type SeaterType = (typeof SEATER_TYPES)[number];

/** What keeps the lights on during load-shedding. */
export const BACKUP_POWERS = ['none', 'inverter', 'generator', 'solar'] as const;
export type BackupPower = (typeof BACKUP_POWERS)[number];

/** Where a property's water comes from (beside `water`, which says when it comes). */
export const WATER_SOURCES = ['municipal', 'tanker', 'boring', 'jar'] as const;
export type WaterSource = (typeof WATER_SOURCES)[number];

/** Whom a landlord lets to. */
export const WELCOMED_TENANTS = ['students', 'working', 'couples', 'families'] as const;
export type WelcomedTenant = (typeof WELCOMED_TENANTS)[number];
