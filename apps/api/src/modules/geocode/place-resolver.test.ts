import { describe, expect, it } from 'vitest';
import { PLACES, formatPlace, getPlaceById, isLandmark } from '../../integrations/gazetteer';
import { foldedNamesOf, normalize, phonetic } from './gazetteer-search';
import { landmarkReach, locate, placesInText, resolvePlaces } from './place-resolver';

const VALLEY = ['district:bhaktapur', 'district:kathmandu', 'district:lalitpur'];

describe('placesInText: a listing that names a campus or office', () => {
  it('is filed under the town the landmark stands in, never under the landmark', () => {
    const tokens = placesInText('Room near Pulchowk Campus');
    expect(tokens.sort()).toEqual(['district:lalitpur', 'lalitpur']);
    expect(placesInText('Girls hostel, 5 minutes from TU Kirtipur').sort()).toEqual([
      'district:kathmandu',
      'kirtipur',
    ]);
    for (const landmark of PLACES.filter(isLandmark)) {
      expect(placesInText(formatPlace(landmark)), landmark.id).not.toContain(landmark.id);
    }
  });

  it('still files plain places as before, and ignores short acronyms in free text', () => {
    expect(placesInText('Pulchowk, Lalitpur, Bagmati, Nepal').sort()).toEqual([
      'district:lalitpur',
      'lalitpur',
      'pulchowk',
    ]);
    expect(placesInText('Kirtipur, Kathmandu').sort()).toEqual([
      'district:kathmandu',
      'kathmandu',
      'kirtipur',
    ]);
    // "KU" or "TU" alone could be anything in a description.
    expect(placesInText('Flat for KU students')).toEqual([]);
  });

  it('never lets a landmark name shadow the name of a place people live in', () => {
    const areaNames = new Set(PLACES.filter((p) => !isLandmark(p)).flatMap((p) => foldedNamesOf(p.id)));
    for (const landmark of PLACES.filter(isLandmark)) {
      const names = [landmark.name, ...landmark.aliases].map((name) => phonetic(normalize(name)));
      expect(
        names.filter((name) => areaNames.has(name)),
        landmark.id,
      ).toEqual([]);
    }
  });
});

describe('resolvePlaces: a search that names a campus or office', () => {
  it('covers the districts around it, whether typed or chosen from the suggestions', () => {
    expect(resolvePlaces('Pulchowk Campus')).toEqual(VALLEY);
    expect(resolvePlaces('Pulchowk Campus, Lalitpur, Bagmati, Nepal')).toEqual(VALLEY);
    expect(resolvePlaces('IOE')).toEqual(VALLEY);
    expect(resolvePlaces('pulchok campas')).toEqual(VALLEY);
    expect(resolvePlaces('Kathmandu University')).toEqual(['district:kavrepalanchok']);
    expect(resolvePlaces('Prithvi Narayan Campus, Pokhara, Kaski, Gandaki, Nepal')).toEqual([
      'district:kaski',
    ]);
  });

  it('reaches the districts of places within 10 km, and always its own', () => {
    for (const landmark of PLACES.filter(isLandmark)) {
      expect(landmarkReach(landmark.id), landmark.id).toContain(
        `district:${normalize(landmark.district).replace(/ /g, '-')}`,
      );
    }
    expect(landmarkReach('tribhuvan-university')).toEqual(VALLEY);
  });

  it('leaves plain place searches as they were', () => {
    expect(resolvePlaces('pulchowk')).toEqual(['pulchowk']);
    expect(resolvePlaces('kirtipur')).toEqual(['kirtipur']);
    expect(resolvePlaces('lalitpur')).toEqual(['district:lalitpur']);
    expect(resolvePlaces('pokhra')).toEqual(['pokhara']);
  });

  it('does not take a word of a campus name for the campus', () => {
    expect(resolvePlaces('campus')).toEqual([]);
    expect(resolvePlaces('multiple campus')).toEqual([]);
    expect(resolvePlaces('university')).toEqual([]);
  });
});

describe('locate', () => {
  it('puts a listing that names a campus at the campus, a more precise point than its town', () => {
    const campus = getPlaceById('pulchowk-campus');
    expect(locate('Near Pulchowk Campus, Lalitpur')).toEqual({ lat: campus?.lat, lon: campus?.lon });
    const thamel = getPlaceById('thamel');
    expect(locate('Thamel, Kathmandu')).toEqual({ lat: thamel?.lat, lon: thamel?.lon });
    expect(locate('somewhere unknown')).toBeNull();
  });
});
