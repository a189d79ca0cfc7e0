import type {
  admissionFee,
  amenities,
  freeBeds,
  gateClosing,
  gender,
  mealTimes,
  meals,
  refundableDeposit,
  seaterPrices,
} from '../hostel';
import type { FactText } from '../types';

/**
 * The Nepali words of the facts of hostel.ts, in a module of their own: a page in English never
 * loads them (a module goes whole into one file of the build).
 */
export const genderNe = {
  label: 'कसका लागि',
  invalid: 'होस्टेल कसका लागि हो छान्नुहोस्।',
  values: { boys: 'केटाहरूका लागि मात्र', girls: 'केटीहरूका लागि मात्र', anyone: 'केटा र केटी दुवै' },
} satisfies FactText<typeof gender>;

export const mealsNe = {
  label: 'खाना',
  invalid: 'कुन खाना समावेश छ छान्नुहोस्।',
  values: { none: 'खाना समावेश छैन', some: 'केही छाक खाना', all: 'सबै छाक खाना' },
} satisfies FactText<typeof meals>;

export const amenitiesNe = {
  label: 'सुविधाहरू',
  notStated: 'कुनै उल्लेख छैन',
  invalid: 'कृपया सूचीबाट सुविधाहरू छान्नुहोस्।',
  values: {
    wifi: 'वाइफाइ',
    attached_bathroom: 'अट्याच्ड बाथरुम',
    hot_water: 'तातो पानी',
    drinking_water: '२४ घण्टा खानेपानी',
    study_table: 'पढ्ने टेबल',
    laundry: 'लुगा धुने सुविधा',
    parking: 'पार्किङ',
    cctv: 'सीसीटीभी',
  },
} satisfies FactText<typeof amenities>;

export const seaterPricesNe = {
  label: 'प्रतिव्यक्ति मासिक भाडा',
  invalid: 'हरेक सिटरको प्रतिव्यक्ति मासिक भाडा रु. १ देखि रु. १० लाखसम्म लेख्नुहोस्; एउटा सिटर एक पटक मात्र।',
  values: { 1: 'सिङ्गल सिटर', 2: 'दुई सिटर', 3: 'तीन सिटर', 4: 'चार सिटर' },
} satisfies FactText<typeof seaterPrices>;

export const admissionFeeNe = {
  label: 'भर्ना शुल्क',
  invalid: 'भर्ना शुल्क ० देखि रु. १० लाखसम्मको पूरा रुपैयाँमा हुनुपर्छ।',
} satisfies FactText<typeof admissionFee>;

export const refundableDepositNe = {
  label: 'फिर्ता हुने धरौटी',
  invalid: 'फिर्ता हुने धरौटी ० देखि रु. १० लाखसम्मको पूरा रुपैयाँमा हुनुपर्छ।',
} satisfies FactText<typeof refundableDeposit>;

export const freeBedsNe = {
  label: 'अहिले खाली बेड',
  invalid: 'खाली बेड ० देखि १०,००० सम्मको पूर्ण अङ्कमा हुनुपर्छ।',
  count: { one: '{{count}} बेड खाली', other: '{{count}} बेड खाली' },
  zero: 'खाली बेड छैन',
} satisfies FactText<typeof freeBeds>;

export const gateClosingNe = {
  label: 'गेट बन्द हुने समय',
  invalid: 'गेट बन्द हुने समय घण्टा र मिनेटमा लेख्नुहोस्, जस्तै 21:00।',
} satisfies FactText<typeof gateClosing>;

export const mealTimesNe = {
  label: 'खाना खाने समय',
  invalid: 'खाना खाने समय बढीमा ४ वटा, घण्टा र मिनेटमा लेख्नुहोस्, जस्तै 09:00।',
} satisfies FactText<typeof mealTimes>;
