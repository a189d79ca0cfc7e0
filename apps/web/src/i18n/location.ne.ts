import type { Translation } from './en';

/**
 * The location field's Nepali words, apart from the rest of the UI's (ne.ts): the home hero shows
 * the field in Nepali whatever the UI's language, so these ship with the home page's code.
 */
export const locationNe: Translation['ui']['location'] = {
  hint: 'कम्तीमा २ अक्षर टाइप गर्नुहोस्, अनि सूचीबाट ठाउँ छान्नुहोस्।',
  searching: 'ठाउँहरू खोज्दै…',
  noResults: 'मिल्दो ठाउँ फेला परेन। तपाईंले टाइप गरेको नै राख्न सक्नुहुन्छ।',
  results_one: '{{count}} ठाउँ फेला पर्‍यो। छान्न माथि र तलको एरो कुञ्जी प्रयोग गर्नुहोस्।',
  results_other: '{{count}} ठाउँहरू फेला परे। छान्न माथि र तलको एरो कुञ्जी प्रयोग गर्नुहोस्।',
  failed: 'अहिले ठाउँका सुझावहरू उपलब्ध छैनन्। तपाईंले टाइप गरेको नै राख्न सक्नुहुन्छ।',
};
