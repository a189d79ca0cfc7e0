import { HOSTEL_AMENITIES, HOSTEL_GENDERS, HOSTEL_MEALS, PROPERTY_TYPES, WATER_SUPPLIES } from '@app/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { numberDigits } from '@/i18n/number-digits';
import { expectNepaliMirrorsEnglish } from '@/test/translations';
import { attributesEn } from './en';
import { attributesNe } from './ne';

/** The names as they were written by hand before the facts' declarations gave them (commit 22799f7). */
const WRITTEN = {
  en: {
    gender: { boys: 'Boys only', girls: 'Girls only', anyone: 'Boys and girls' },
    meals: { none: 'No meals', some: 'Some meals', all: 'All meals' },
    amenity: {
      wifi: 'Wi-Fi',
      attached_bathroom: 'Attached bathroom',
      hot_water: 'Hot water',
      drinking_water: '24-hour drinking water',
      study_table: 'Study table',
      laundry: 'Laundry',
      parking: 'Parking',
      cctv: 'CCTV',
    },
    propertyType: { room: 'Room', flat: 'Flat', house: 'Whole house', commercial: 'Shutter / commercial' },
    furnished: { yes: 'Furnished', no: 'Not furnished' },
    parking: { yes: 'Parking', no: 'No parking' },
    water: { all_day: 'Water all day', scheduled: 'Water at set hours', tanker: 'Tanker water only' },
  },
  ne: {
    gender: { boys: 'केटाहरूका लागि मात्र', girls: 'केटीहरूका लागि मात्र', anyone: 'केटा र केटी दुवै' },
    meals: { none: 'खाना समावेश छैन', some: 'केही छाक खाना', all: 'सबै छाक खाना' },
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
    propertyType: { room: 'कोठा', flat: 'फ्ल्याट', house: 'पूरै घर', commercial: 'सटर / व्यापारिक' },
    furnished: { yes: 'फर्निचरसहित', no: 'फर्निचरबिना' },
    parking: { yes: 'पार्किङ छ', no: 'पार्किङ छैन' },
    water: { all_day: 'दिनभर पानी', scheduled: 'तोकिएको समयमा पानी', tanker: 'ट्याङ्करको पानी मात्र' },
  },
};

/** A floor named as the app names it (use-attribute-text.ts), in `language`. */
async function floorIn(language: 'en' | 'ne', floors: number[]) {
  const i18n = i18next.createInstance().use(numberDigits);
  await i18n.init({
    lng: language,
    resources: { en: { attributes: attributesEn }, ne: { attributes: attributesNe } },
    interpolation: { escapeValue: false, alwaysFormat: true },
  });
  const t = i18n.getFixedT(language, 'attributes');
  return floors.map((floor) => (floor === 0 ? t('floor.ground') : t('floor.numbered', { count: floor })));
}

describe('listing attribute names', () => {
  it('name every value of the shared vocabulary', () => {
    expect(Object.keys(attributesEn.gender)).toEqual([...HOSTEL_GENDERS]);
    expect(Object.keys(attributesEn.meals)).toEqual([...HOSTEL_MEALS]);
    expect(Object.keys(attributesEn.amenity)).toEqual([...HOSTEL_AMENITIES]);
    expect(Object.keys(attributesEn.propertyType)).toEqual([...PROPERTY_TYPES]);
    expect(Object.keys(attributesEn.water)).toEqual([...WATER_SUPPLIES]);
  });

  it('Nepali has exactly the English keys, each in Devanagari with the same placeholders', () => {
    expectNepaliMirrorsEnglish(attributesEn, attributesNe);
  });

  it('read as they did when written by hand, in English and Nepali', () => {
    expect(attributesEn).toMatchObject(WRITTEN.en);
    expect(attributesNe).toMatchObject(WRITTEN.ne);
  });

  it('name floors as before: the ground floor by name, the others by number', async () => {
    expect(await floorIn('en', [0, 1, 3, 12])).toEqual(['Ground floor', 'Floor 1', 'Floor 3', 'Floor 12']);
    expect(await floorIn('ne', [0, 1, 3, 12])).toEqual(['भुइँ तल्ला', '१ तल्ला', '३ तल्ला', '१२ तल्ला']);
  });
});
