import type { ModuleMessages } from '../types';

export const searchNe: ModuleMessages<'search'> = {
  tooLong: 'खोजको पाठ धेरै लामो भयो।',
  nearestNeedsPlace: 'दूरीअनुसार मिलाउन ठाउँ छान्नुहोस्।',
  priceRange: 'न्यूनतम मूल्य अधिकतम मूल्यभन्दा बढी हुन सक्दैन।',
  sortInvalid: 'कृपया मिलाउने मान्य क्रम छान्नुहोस्।',
  placeInvalid: 'नजिकै खोज्न मान्य ठाउँ छान्नुहोस्।',
  distanceInvalid: 'दूरी ० किमीभन्दा बढी र बढीमा ५०० किमी हुनुपर्छ।',
  priceInvalid: 'मूल्य ० वा सोभन्दा बढीको पूर्ण अङ्कमा हुनुपर्छ।',
  roomsInvalid: 'कोठा १ देखि १०० सम्मको पूर्ण अङ्कमा हुनुपर्छ।',
  mealsFilterInvalid: 'कृपया केही खाना वा सबै खाना छान्नुहोस्।',
  yesOnly: 'यो फिल्टर खोल्न मात्र मिल्छ।',
};

export const geocodeNe: ModuleMessages<'geocode'> = {
  tooLong: 'खोजको पाठ धेरै लामो भयो',
  scopeInvalid: 'कहाँ खोज्ने हो छान्नुहोस्: पूरै नेपाल वा काठमाडौं।',
};
