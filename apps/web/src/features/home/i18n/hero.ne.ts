import type { HomeResources } from './en';

/**
 * The hero's Nepali words, apart from the rest of the home page's (ne.ts): the hero speaks both
 * languages whatever the UI's, so these ship with the home page's code (hero-i18n.ts).
 */
export const heroNe: HomeResources['hero'] = {
  zeroCharge: 'विद्यार्थीका लागि निःशुल्क',
  headline: 'नेपालभरि प्रमाणित कोठा, फ्ल्याट वा होस्टेल खोज्नुहोस्',
  description: 'हरेक सूची देखिनुअघि हाम्रो टोलीले जाँच्छ, र विद्यार्थीका लागि यो सेवा पूर्ण रूपमा निःशुल्क छ।',
  search: {
    label: 'होस्टेल र कोठा खोज्नुहोस्',
    kindLegend: 'के खोज्दै हुनुहुन्छ?',
    hostel: 'होस्टेल',
    room: 'कोठा वा फ्ल्याट',
    where: 'ठाउँ वा कलेज',
    placeholder: 'जस्तै: कीर्तिपुर, पुल्चोक, लेकसाइड',
    findHostel: 'होस्टेल खोज्नुहोस्',
    findRoom: 'कोठा खोज्नुहोस्',
  },
  beGharbeti: 'घरकोठा भाडामा दिनुहोस्',
  findHostel: 'सबै होस्टेल हेर्नुहोस्',
  findPlaceToRent: 'भाडामा बस्ने ठाउँ खोज्नुहोस्',
  addHostel: 'होस्टेल थप्नुहोस्',
  addHostelPrompt: 'तपाईंको होस्टेल छ?',
};
