import type {
  advanceMonths,
  depositMonths,
  floor,
  furnished,
  parking,
  propertyType,
  water,
  waterHours,
  waterSources,
  welcome,
} from '../property';
import type { FactText } from '../types';

/**
 * The Nepali words of the facts of property.ts, in a module of their own: a page in English never
 * loads them (a module goes whole into one file of the build).
 */
export const propertyTypeNe = {
  label: 'ठाउँको किसिम',
  invalid: 'कृपया यो कस्तो ठाउँ हो छान्नुहोस्।',
  values: { room: 'कोठा', flat: 'फ्ल्याट', house: 'पूरै घर', commercial: 'सटर / व्यापारिक' },
} satisfies FactText<typeof propertyType>;

export const furnishedNe = {
  label: 'फर्निचर',
  invalid: 'फर्निचर सहित हो वा होइन छान्नुहोस्।',
  values: { yes: 'फर्निचरसहित', no: 'फर्निचरबिना' },
} satisfies FactText<typeof furnished>;

export const parkingNe = {
  label: 'कार पार्किङ',
  invalid: 'पार्किङ छ वा छैन छान्नुहोस्।',
  values: { yes: 'कार पार्किङ छ', no: 'कार पार्किङ छैन' },
} satisfies FactText<typeof parking>;

export const waterNe = {
  label: 'पानीको आपूर्ति',
  invalid: 'कृपया पानी कसरी आउँछ छान्नुहोस्।',
  values: { all_day: 'दिनभर पानी', scheduled: 'तोकिएको समयमा पानी', tanker: 'ट्याङ्करको पानी मात्र' },
} satisfies FactText<typeof water>;

export const floorNe = {
  label: 'तल्ला',
  invalid: 'तल्ला ० (भुइँ तल्ला) देखि ५० सम्मको पूर्ण अङ्कमा हुनुपर्छ।',
  count: { one: '{{count}} तल्ला', other: '{{count}} तल्ला' },
  zero: 'भुइँ तल्ला',
} satisfies FactText<typeof floor>;

export const advanceMonthsNe = {
  label: 'अग्रिम भाडा',
  invalid: 'अग्रिम भाडा ० देखि २४ महिनासम्मको पूर्ण अङ्कमा हुनुपर्छ।',
  count: { one: '{{count}} महिना', other: '{{count}} महिना' },
  zero: 'अग्रिम भाडा लिइँदैन',
} satisfies FactText<typeof advanceMonths>;

export const depositMonthsNe = {
  label: 'धरौटी',
  invalid: 'धरौटी ० देखि २४ महिनाको भाडासम्म पूर्ण अङ्कमा हुनुपर्छ।',
  count: { one: '{{count}} महिनाको भाडा', other: '{{count}} महिनाको भाडा' },
  zero: 'धरौटी लिइँदैन',
} satisfies FactText<typeof depositMonths>;

export const waterSourcesNe = {
  label: 'पानीको स्रोत',
  invalid: 'पानी कहाँबाट आउँछ, सूचीबाट छान्नुहोस्।',
  values: { municipal: 'धाराको पानी', tanker: 'ट्याङ्कर', boring: 'बोरिङ', jar: 'जारको पानी' },
} satisfies FactText<typeof waterSources>;

export const waterHoursNe = {
  label: 'दिनमा पानी आउने समय',
  invalid: 'पानी आउने घण्टा ० देखि २४ सम्मको पूर्ण अङ्कमा हुनुपर्छ।',
  count: { one: 'दिनमा {{count}} घण्टा', other: 'दिनमा {{count}} घण्टा' },
} satisfies FactText<typeof waterHours>;

export const welcomeNe = {
  label: 'कसलाई भाडामा दिइन्छ',
  invalid: 'कसलाई भाडामा दिने हो, सूचीबाट छान्नुहोस्।',
  values: { students: 'विद्यार्थी', working: 'जागिरे', couples: 'दम्पती', families: 'परिवार' },
} satisfies FactText<typeof welcome>;
