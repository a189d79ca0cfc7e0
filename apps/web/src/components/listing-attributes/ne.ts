import type { AttributesResources } from './en';

export const attributesNe: AttributesResources = {
  gender: {
    boys: 'केटाहरूका लागि मात्र',
    girls: 'केटीहरूका लागि मात्र',
    anyone: 'केटा र केटी दुवै',
  },
  meals: {
    none: 'खाना समावेश छैन',
    some: 'केही छाक खाना',
    all: 'सबै छाक खाना',
  },
  amenity: {
    wifi: 'वाइफाइ',
    attached_bathroom: 'अट्याच्ड बाथरुम',
    hot_water: 'तातो पानी',
    drinking_water: '२४ घण्टा खानेपानी',
    study_table: 'पढ्ने टेबल',
    laundry: 'लुगा धुने सुविधा',
    parking: 'पार्किङ',
    cctv: 'सीसीटीभी',
  },
  propertyType: {
    room: 'कोठा',
    flat: 'फ्ल्याट',
    house: 'पूरै घर',
    commercial: 'सटर / व्यापारिक',
  },
  furnished: {
    yes: 'फर्निचरसहित',
    no: 'फर्निचरबिना',
  },
  parking: {
    yes: 'पार्किङ छ',
    no: 'पार्किङ छैन',
  },
  water: {
    all_day: 'दिनभर पानी',
    scheduled: 'तोकिएको समयमा पानी',
    tanker: 'ट्याङ्करको पानी मात्र',
  },
  floor: {
    ground: 'भुइँ तल्ला',
    numbered: '{{floor}} तल्ला',
  },
  yes: 'हो',
  no: 'होइन',
  has: {
    yes: 'छ',
    no: 'छैन',
  },
};
