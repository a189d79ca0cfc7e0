import type { ModuleMessages } from '../types';

export const freelancersNe: ModuleMessages<'freelancers'> = {
  nameRequired: 'कृपया आफ्नो पूरा नाम लेख्नुहोस्',
  phoneRequired: 'कृपया आफ्नो फोन नम्बर लेख्नुहोस्',
  phoneDigits: 'फोन नम्बरमा कम्तीमा १० अङ्क हुनुपर्छ',
  emailRequired: 'कृपया आफ्नो इमेल ठेगाना लेख्नुहोस्',
  emailInvalid: 'कृपया मान्य इमेल ठेगाना लेख्नुहोस्',
  locationRequired: 'कृपया आफ्नो ठेगाना लेख्नुहोस्',
  messageTooLong: 'कृपया सन्देश १००० अक्षरभित्र राख्नुहोस्।',
  nameTooLong: 'नाम बढीमा १०० अक्षरको हुन सक्छ',
  phoneTooLong: 'फोन नम्बर बढीमा ३० अक्षरको हुन सक्छ',
  locationTooLong: 'ठेगाना बढीमा २०० अक्षरको हुन सक्छ',
  searchTooLong: 'खोजको पाठ धेरै लामो भयो।',
  submitted: 'फारम सफलतापूर्वक पठाइयो, कृपया पर्खनुहोस्, हाम्रो टोलीले छिट्टै सम्पर्क गर्नेछ',
  alreadyPending: 'तपाईंले जोडिन पहिले नै आवेदन दिनुभएको छ। हाम्रो टोलीले छिट्टै सम्पर्क गर्नेछ।',
  alreadyFreelancer: 'तपाईं पहिले नै घर भाडाको प्रमाणीकरणकर्ता हुनुहुन्छ।',
  notFound: 'फ्रिल्यान्सरको आवेदन फेला परेन',
  alreadyDecided: 'यो आवेदन पहिले नै स्वीकृत वा अस्वीकृत भइसकेको छ।',
  approved: 'फ्रिल्यान्सर स्वीकृत भयो।',
  rejected: 'फ्रिल्यान्सर अस्वीकृत भयो।',
};
