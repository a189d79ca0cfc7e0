import { describe, expect, it } from 'vitest';
import { AddHostelSchema, AddPropertySchema, EditHostelSchema, LISTING_CODES as L } from './listings';

// A location typed without choosing a suggestion: the published client sends its NaN coordinate,
// which JSON writes as null, and a form writes as text.
const property = { name: 'Ghar', location: 'Baneshwor', Contact_no1: '9841234567', price: 15000 };
const hostel = {
  name: 'Sunrise',
  location: 'Putalisadak',
  room: '5',
  contact_no: '9841234567',
  price: '8000',
};
const edit = { ...hostel, room: 5, price: 8000, description: 'Meals included' };

describe('a coordinate nobody chose is no coordinate', () => {
  it.each([{ lat: null, lon: null }, {}, null, ''])('a property with coordinate %o', (coordinate) => {
    const parsed = AddPropertySchema.parse({ ...property, coordinate });
    expect(parsed.coordinate).toBeUndefined();
  });

  it.each([{ lat: null, lon: null }, null])('an edited hostel with coordinate %o', (coordinate) => {
    expect(EditHostelSchema.parse({ ...edit, coordinate }).coordinate).toBeUndefined();
  });

  it.each(['null', 'NaN', 'undefined', ''])('a hostel form with lat and lon "%s"', (text) => {
    const parsed = AddHostelSchema.parse({ ...hostel, lat: text, lon: text });
    expect(parsed.lat).toBeUndefined();
    expect(parsed.lon).toBeUndefined();
  });

  it('still refuses a point outside Nepal, or half a point', () => {
    const outside = AddPropertySchema.safeParse({ ...property, coordinate: { lat: 51.5, lon: -0.12 } });
    const half = AddPropertySchema.safeParse({ ...property, coordinate: { lat: null, lon: 85.3 } });
    const hostelOutside = AddHostelSchema.safeParse({ ...hostel, lat: '40', lon: '85.3' });
    for (const result of [outside, half, hostelOutside]) {
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(L.coordinateOutside);
    }
  });

  it('keeps a chosen point', () => {
    const chosen = { lat: 27.7, lon: 85.3 };
    expect(AddPropertySchema.parse({ ...property, coordinate: chosen }).coordinate).toEqual(chosen);
    expect(AddHostelSchema.parse({ ...hostel, lat: '27.7', lon: '85.3' })).toMatchObject(chosen);
  });
});
