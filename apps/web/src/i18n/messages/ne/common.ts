import type { ModuleMessages } from '../types';

export const commonNe: ModuleMessages<'common'> = {
  ok: 'ठीक छ',
  somethingWrong: 'केही गडबड भयो। कृपया फेरि प्रयास गर्नुहोस्।',
  invalidValue: 'कृपया यो मान जाँच गर्नुहोस्।',
  notFound: 'फेला परेन',
  unavailable: 'सेवा केही बेरका लागि उपलब्ध छैन। कृपया केही बेरपछि फेरि प्रयास गर्नुहोस्।',
  loginRequired: 'अगाडि बढ्न कृपया लगइन गर्नुहोस्।',
  forbidden: 'तपाईंलाई यो काम गर्ने अनुमति छैन।',
  rateLimited: {
    oneMinute: 'धेरै पटक प्रयास भयो। कृपया एक मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।',
    minutes: 'धेरै पटक प्रयास भयो। कृपया {{minutes}} मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।',
  },
  request: {
    tooLarge: 'पठाइएको सामग्री धेरै ठूलो भयो।',
    unsupportedType: 'यो प्रकारको सामग्री स्वीकार गरिँदैन।',
    emptyJson: 'अनुरोध खाली आयो, JSON चाहिन्थ्यो।',
    invalidJson: 'अनुरोधको JSON मान्य छैन।',
    addressTooLong: 'ठेगाना (URL) धेरै लामो भयो।',
    addressInvalid: 'ठेगाना (URL) मान्य छैन।',
    invalid: 'अनुरोध पूरा गर्न सकिएन।',
    controlCharacters: 'पाठमा नियन्त्रण अक्षर (control character) राख्न मिल्दैन।',
    notMultipart: 'कृपया फारम multipart/form-data का रूपमा पठाउनुहोस्।',
    formUnreadable: 'फारम पढ्न सकिएन। कृपया फेरि पठाउनुहोस्।',
    tooManyFields: 'फारममा धेरै फिल्डहरू छन्।',
  },
  page: {
    number: 'कृपया १ वा सोभन्दा ठूलो पृष्ठ नम्बर छान्नुहोस्।',
    size: 'कृपया प्रति पृष्ठ मिल्ने सङ्ख्यामा नतिजा छान्नुहोस्।',
  },
  health: {
    database: 'डाटाबेससँग सम्पर्क हुन सकेन',
    storage: 'फोटो भण्डारणमा लेख्न सकिँदैन',
    both: 'डाटाबेससँग सम्पर्क हुन सकेन र फोटो भण्डारणमा लेख्न सकिँदैन',
  },
};
