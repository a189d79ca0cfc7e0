import type { backupPower, bikeParking, contactApps } from '../any-listing';
import type { FactText } from '../types';

/**
 * The Nepali words of the facts of any-listing.ts, in a module of their own: a page in English never
 * loads them (a module goes whole into one file of the build).
 */
export const contactAppsNe = {
  label: 'म्यासेज गर्ने एप',
  notStated: 'फोन कल मात्र',
  invalid: 'कृपया सूचीबाट WhatsApp वा Viber छान्नुहोस्।',
  values: { whatsapp: 'WhatsApp', viber: 'Viber' },
} satisfies FactText<typeof contactApps>;

export const backupPowerNe = {
  label: 'बत्ती जाँदा ब्याकअप',
  invalid: 'कृपया सूचीबाट ब्याकअप छान्नुहोस्।',
  values: { none: 'ब्याकअप छैन', inverter: 'इन्भर्टर', generator: 'जेनेरेटर', solar: 'सोलार' },
} satisfies FactText<typeof backupPower>;

export const bikeParkingNe = {
  label: 'बाइक पार्किङ',
  invalid: 'बाइक पार्किङ छ वा छैन छान्नुहोस्।',
  values: { yes: 'बाइक पार्किङ छ', no: 'बाइक पार्किङ छैन' },
} satisfies FactText<typeof bikeParking>;
