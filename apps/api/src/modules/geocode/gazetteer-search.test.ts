import { describe, expect, it } from 'vitest';
import { PLACES, getPlaceById, isInKathmanduValley } from '../../integrations/gazetteer';
import {
  DEFAULT_LIMIT,
  MAX_LIMIT,
  normalize,
  phonetic,
  prefixDistance,
  searchPlaces,
} from './gazetteer-search';

const ids = (query: string, options?: Parameters<typeof searchPlaces>[1]) =>
  searchPlaces(query, options).map((result) => result.id);

describe('searchPlaces', () => {
  it('returns formatted, lat, lon and id', () => {
    const [thamel] = searchPlaces('thamel');
    expect(thamel).toEqual({
      formatted: 'Thamel, Kathmandu, Bagmati, Nepal',
      formattedNe: 'ठमेल, काठमाडौं, बागमती, नेपाल',
      lat: 27.715,
      lon: 85.3115,
      id: 'thamel',
      kind: 'locality',
    });
    expect(searchPlaces('pokhara')[0]?.formatted).toBe('Pokhara, Kaski, Gandaki, Nepal');
  });

  it('returns [] for fewer than 2 non-space characters', () => {
    for (const query of ['', ' ', 'k', ' k ', 'क', '\t\n', '.', 'a.'])
      expect(searchPlaces(query)).toEqual([]);
    expect(searchPlaces('ka').length).toBeGreaterThan(0);
  });

  it('is case-insensitive and ignores accents and punctuation', () => {
    const expected = ids('kathmandu');
    expect(ids('KATHMANDU')).toEqual(expected);
    expect(ids('  KathMandu ')).toEqual(expected);
    expect(ids('Kāṭhmāndu')[0]).toBe('kathmandu');
    expect(ids('Mid Baneshwor')[0]).toBe('mid-baneshwor');
  });

  it('matches aliases and Nepali names', () => {
    expect(ids('patan')[0]).toBe('lalitpur');
    expect(ids('bhairahawa')[0]).toBe('siddharthanagar');
    expect(ids('narayanghat')[0]).toBe('narayangadh');
    expect(ids('maharajganj')[0]).toBe('maharajgunj');
    expect(ids('chabhil')[0]).toBe('chabahil');
    expect(ids('koteswor')[0]).toBe('koteshwor');
    expect(ids('mahendranagar')[0]).toBe('bhimdatta');
    expect(ids('काठमाडौं')[0]).toBe('kathmandu');
    expect(ids('ठमेल')[0]).toBe('thamel');
    expect(ids('पोखरा')[0]).toBe('pokhara');
  });

  it('finds campuses by name and alias, after the neighbourhood of the same name', () => {
    expect(ids('pulchowk').slice(0, 2)).toEqual(['pulchowk', 'pulchowk-campus']);
    expect(ids('Pulchowk Campus')[0]).toBe('pulchowk-campus');
    expect(ids('TU Kirtipur')[0]).toBe('tribhuvan-university');
    expect(ids('kirtipur').slice(0, 2)).toEqual(['kirtipur', 'tribhuvan-university']);
    expect(ids('IOE')[0]).toBe('pulchowk-campus');
    expect(ids('IOE')).toContain('thapathali-campus');
    expect(ids('KU Dhulikhel')[0]).toBe('kathmandu-university');
    expect(ids('BPKIHS')[0]).toBe('bp-koirala-institute-of-health-sciences');
    expect(ids('singha durbar')[0]).toBe('singha-durbar');
    expect(ids('पुल्चोक क्याम्पस')[0]).toBe('pulchowk-campus');
    expect(ids('pulchok campas')[0]).toBe('pulchowk-campus');
    expect(searchPlaces('TU Kirtipur')[0]).toMatchObject({
      formatted: 'Tribhuvan University, Kirtipur, Kathmandu, Bagmati, Nepal',
      kind: 'campus',
    });
    expect(searchPlaces('singha durbar')[0]?.kind).toBe('office');
  });

  it('finds a headquarters town by its district name after name matches', () => {
    expect(ids('chitwan')[0]).toBe('bharatpur');
    expect(ids('surkhet')[0]).toBe('birendranagar');
    expect(ids('kaski')).toContain('pokhara');
  });

  it('ranks prefix matches first, then word-prefix, then substring', () => {
    const results = ids('bane', { limit: 15 });
    // Banepa and New Baneshwor (alias "Baneshwor") are prefix matches; the municipality ranks first.
    expect(results.slice(0, 2)).toEqual(['banepa', 'new-baneshwor']);
    // Then the word-prefix matches: Mid-Baneshwor and Old Baneshwor.
    expect(results.slice(2, 4)).toEqual(['mid-baneshwor', 'old-baneshwor']);
    // "Chowk" as a later word (Prithvi Chowk, Srijana Chowk, and New Baneshwor's alias "Baneshwor Chowk").
    expect(ids('chowk', { limit: 15 }).slice(0, 3)).toEqual([
      'new-baneshwor',
      'prithvi-chowk',
      'srijana-chowk',
    ]);
    // Substring only: "khel" is inside Dhulikhel, Jawalakhel, Lagankhel, Jhamsikhel…
    const khel = ids('khel', { limit: 15 });
    expect(khel).toEqual(expect.arrayContaining(['dhulikhel', 'jawalakhel', 'lagankhel', 'jhamsikhel']));
    expect(khel[0]).toBe('dhulikhel'); // district HQ outranks localities within the same tier
  });

  it('"bane" finds the Baneshwor places', () => {
    expect(ids('bane')).toEqual(expect.arrayContaining(['new-baneshwor', 'old-baneshwor', 'mid-baneshwor']));
  });

  it('breaks ties by importance, then by name', () => {
    const results = searchPlaces('ka', { limit: 15 });
    const kinds = results.map((result) => getPlaceById(result.id)?.kind);
    expect(results[0]?.id).toBe('kathmandu');
    expect(kinds.indexOf('metropolitan')).toBeLessThan(kinds.indexOf('sub_metropolitan'));
    expect(kinds.indexOf('sub_metropolitan')).toBeLessThan(kinds.indexOf('district_hq'));
    // Localities whose own name starts with "ka" are all prefix matches: alphabetical among themselves.
    const names = results
      .filter((result) => getPlaceById(result.id)?.kind === 'locality' && result.formatted.startsWith('Ka'))
      .map((result) => result.formatted);
    expect(names.length).toBeGreaterThan(2);
    expect(names).toEqual([...names].sort());
    expect(ids('bhaktapur').slice(0, 2)).toEqual(['bhaktapur', 'bhaktapur-durbar-square']);
  });

  it.each([
    ['baneswor', 'new-baneshwor'],
    ['baneshwar', 'new-baneshwor'],
    ['kathmandoo', 'kathmandu'],
    ['pokhra', 'pokhara'],
    ['lalitpurr', 'lalitpur'],
    ['kathmndu', 'kathmandu'],
    ['biratnager', 'biratnagar'],
    ['jawlakhel', 'jawalakhel'],
    ['dhangadi', 'dhangadhi'],
    ['naksal', 'naxal'],
    ['mahendrapool', 'mahendrapul'],
    ['prithvi chok', 'prithvi-chowk'],
    ['srijana chauk', 'srijana-chowk'],
    ['budanilkanta', 'budhanilkantha'],
    ['swoyambhu', 'swayambhu'],
    ['vaktapur', 'bhaktapur'],
    ['hetaunda', 'hetauda'],
    ['tokhaa', 'tokha'],
  ])('tolerates the typo or variant %s → %s', (query, id) => {
    expect(ids(query)[0]).toBe(id);
  });

  it('ranks fuzzy matches below exact ones', () => {
    // "kalanki" matches exactly; nothing fuzzy may come before it.
    expect(ids('kalanki')[0]).toBe('kalanki');
    // A one-letter typo still puts the intended place first and the rest after it.
    expect(ids('pokhra')).toEqual(['pokhara', ...ids('pokhra').slice(1)]);
  });

  it('scope kathmandu keeps only Kathmandu-valley places', () => {
    expect(ids('lakeside', { scope: 'kathmandu' })).toEqual([]);
    expect(ids('pokhara', { scope: 'kathmandu' })).toEqual([]);
    expect(ids('lakeside')).toEqual(['lakeside']);
    const valley = searchPlaces('ma', { scope: 'kathmandu' }).concat(
      searchPlaces('ba', { scope: 'kathmandu', limit: 15 }),
    );
    for (const result of valley) {
      const place = getPlaceById(result.id);
      expect(place && isInKathmanduValley(place), result.id).toBe(true);
    }
    expect(ids('ba', { scope: 'kathmandu', limit: 15 })).not.toContain('bagar');
    expect(ids('ba', { limit: 15, scope: 'nepal' }).length).toBeGreaterThan(0);
  });

  it('respects the limit, defaults to 10 and caps at 15', () => {
    const many = 'ba';
    expect(searchPlaces(many)).toHaveLength(DEFAULT_LIMIT);
    expect(searchPlaces(many, { limit: 3 })).toHaveLength(3);
    expect(searchPlaces(many, { limit: 100 })).toHaveLength(MAX_LIMIT);
    expect(searchPlaces(many, { limit: 0 })).toHaveLength(1);
    expect(searchPlaces(many, { limit: -5 })).toHaveLength(1);
    expect(searchPlaces(many, { limit: Number.NaN })).toHaveLength(DEFAULT_LIMIT);
    expect(searchPlaces(many, { limit: 2.9 })).toHaveLength(2);
  });

  it('does not throw on hostile input', () => {
    const hostile = [
      '.*',
      '%',
      '%%',
      "'; DROP TABLE places; --",
      '"thamel"',
      "'thamel'",
      '\\',
      '\\\\d+',
      '(?=a)',
      '[a-z]+',
      '$&$1',
      '😀😀',
      'thamel 😀',
      '\u0000\u0000',
      '\u202e\u202d',
      '\ud800\ud800',
      'x'.repeat(5 * 1024),
      'kathmandu '.repeat(512),
      'ब'.repeat(5000),
    ];
    for (const query of hostile) {
      expect(() => searchPlaces(query), JSON.stringify(query.slice(0, 20))).not.toThrow();
      expect(Array.isArray(searchPlaces(query))).toBe(true);
    }
    expect(searchPlaces('.*')).toEqual([]);
    expect(searchPlaces('%')).toEqual([]);
    expect(searchPlaces('\\')).toEqual([]);
    expect(searchPlaces('😀😀')).toEqual([]);
    expect(ids('"thamel"')[0]).toBe('thamel');
    expect(ids('thamel 😀')[0]).toBe('thamel');
    expect(ids('kathmandu '.repeat(512))).toEqual([]);
    // A non-string from an untyped caller.
    expect(searchPlaces(undefined as unknown as string)).toEqual([]);
  });

  it('returns fresh objects', () => {
    const [first] = searchPlaces('thamel');
    if (first) first.lat = 0;
    expect(searchPlaces('thamel')[0]?.lat).toBe(27.715);
  });

  it('can find every place by its own name', () => {
    for (const place of PLACES) {
      expect(ids(place.name, { limit: 15 }), place.id).toContain(place.id);
    }
  });
});

describe('normalisation helpers', () => {
  it('normalize lower-cases, strips accents and punctuation', () => {
    expect(normalize('  Mid-Baneshwor, Kāṭhmāndu! ')).toBe('mid baneshwor kathmandu');
    expect(normalize('काठमाडौं।')).toBe('काठमाडौं');
  });

  it('phonetic folds common romanisation variants together', () => {
    const same = (a: string, b: string) => expect(phonetic(normalize(a))).toBe(phonetic(normalize(b)));
    same('Baneshwor', 'Baneswor');
    same('Kathmandoo', 'Kathmandu');
    same('Lalitpurr', 'Lalitpur');
    same('Prithvi Chowk', 'Prithvi Chok');
    same('Vyas', 'Byas');
    same('Phewa', 'Fewa');
    same('Naxal', 'Naksal');
    same('Chhetri', 'Chetri');
    same('विराटनगर', 'बिराटनगर');
  });

  it('prefixDistance is the edit distance to the closest prefix', () => {
    expect(prefixDistance('pokra', 'pokara', 2)).toBe(1);
    expect(prefixDistance('bane', 'banesbor', 2)).toBe(0);
    expect(prefixDistance('bnae', 'banesbor', 2)).toBe(1); // transposition
    expect(prefixDistance('xyz', 'banesbor', 1)).toBe(2); // capped at max + 1
    const long = 'a'.repeat(200);
    expect(prefixDistance(long, `${long}b`, 2)).toBe(0); // longer than any query the search passes in
    expect(prefixDistance(`${long}xy`, `${long}yx`, 2)).toBe(1);
  });
});
