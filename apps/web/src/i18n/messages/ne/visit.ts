import type { ModuleMessages } from '../types';

export const visitNe: ModuleMessages<'visit'> = {
  answerRequired: 'कृपया छ, छैन वा देखिएन मध्ये एउटा छान्नुहोस्।',
  waterHoursInvalid: 'पानी आउने घण्टा ० देखि २४ सम्मको पूर्ण अङ्कमा हुनुपर्छ।',
  floorInvalid: 'तल्ला ० (भुइँ तल्ला) देखि ५० सम्मको पूर्ण अङ्कमा हुनुपर्छ।',
  positionInvalid: 'फोटोसँग पठाइएको स्थान मिलेन।',
};
