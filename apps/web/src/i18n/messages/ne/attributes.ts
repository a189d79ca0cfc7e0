import type { ModuleMessages } from '../types';

export const attributesNe: ModuleMessages<'attributes'> = {
  genderInvalid: 'होस्टेल कसका लागि हो छान्नुहोस्।',
  mealsInvalid: 'कुन खाना समावेश छ छान्नुहोस्।',
  amenityInvalid: 'कृपया सूचीबाट सुविधाहरू छान्नुहोस्।',
  contactAppsInvalid: 'कृपया सूचीबाट WhatsApp वा Viber छान्नुहोस्।',
  propertyTypeInvalid: 'कृपया यो कस्तो ठाउँ हो छान्नुहोस्।',
  furnishedInvalid: 'फर्निचर सहित हो वा होइन छान्नुहोस्।',
  parkingInvalid: 'पार्किङ छ वा छैन छान्नुहोस्।',
  waterInvalid: 'कृपया पानी कसरी आउँछ छान्नुहोस्।',
  floorInvalid: 'तल्ला ० (भुइँ तल्ला) देखि ५० सम्मको पूर्ण अङ्कमा हुनुपर्छ।',
};
