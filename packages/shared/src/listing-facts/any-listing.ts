import { BACKUP_POWERS, CONTACT_APPS } from '../attribute-values';
import type { FactDeclaration, FactText } from './types';

/** The facts hostels and properties both have: each declaration, then its words in English (Nepali: ne/any-listing.ts). */

/** The chat apps the owner answers on, at the listing's contact number; [] is calls only. */
export const contactApps = {
  key: 'contactApps',
  kind: 'choiceSet',
  values: CONTACT_APPS,
  kinds: ['hostel', 'property'],
  stored: true,
  card: false,
} as const satisfies FactDeclaration;
export const contactAppsEn = {
  label: 'Chat apps',
  notStated: 'Calls only',
  invalid: 'Please choose WhatsApp or Viber from the list.',
  values: { whatsapp: 'WhatsApp', viber: 'Viber' },
} satisfies FactText<typeof contactApps>;

/** What keeps the lights on during load-shedding; `backupPower=inverter,generator` finds either. */
export const backupPower = {
  key: 'backupPower',
  kind: 'choice',
  values: BACKUP_POWERS,
  kinds: ['hostel', 'property'],
  stored: false,
  filter: { how: 'anyOf', param: 'backupPower' },
  card: false,
} as const satisfies FactDeclaration;
export const backupPowerEn = {
  label: 'Backup power',
  invalid: 'Please choose the backup power from the list.',
  values: { none: 'No backup power', inverter: 'Inverter', generator: 'Generator', solar: 'Solar' },
} satisfies FactText<typeof backupPower>;

export const bikeParking = {
  key: 'bikeParking',
  kind: 'yesNo',
  answer: 'has',
  kinds: ['hostel', 'property'],
  stored: false,
  filter: { how: 'has', param: 'bikeParking' },
  card: false,
} as const satisfies FactDeclaration;
export const bikeParkingEn = {
  label: 'Bike parking',
  invalid: 'Please choose whether there is bike parking.',
  values: { yes: 'Bike parking', no: 'No bike parking' },
} satisfies FactText<typeof bikeParking>;
