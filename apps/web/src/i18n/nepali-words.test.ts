import { describe, expect, it } from 'vitest';
import { leaves } from '../test/translations';

/**
 * One word for one thing in Nepali (see the UI words in CONVENTIONS): hostel is होस्टेल, landlord is
 * घरबेटी, Save is सेभ गर्नुहोस् (सुरक्षित is "safe": सुरक्षित गर्नुहोस् reads as "make it safe").
 */
const WRONG_WORDS = [
  { wrong: 'होस्टल', right: 'होस्टेल' },
  { wrong: 'घरधनी', right: 'घरबेटी' },
  { wrong: 'सुरक्षित गर्नुहोस्', right: 'सेभ गर्नुहोस्' },
  { wrong: 'सुरक्षित गरि', right: 'सेभ गरि' },
];

// Every Nepali text the web shows: each screen's and component's ne.ts and the message catalogue.
const nepaliFiles = import.meta.glob<Record<string, unknown>>(
  ['../**/ne.ts', '../**/*.ne.ts', './messages/ne/*.ts'],
  { eager: true },
);

const nepaliTexts = Object.entries(nepaliFiles).flatMap(([file, exports]) =>
  leaves(exports)
    .filter(([, value]) => typeof value === 'string')
    .map(([path, value]) => ({ where: `${file} ${path}`, text: value as string })),
);

describe('Nepali words', () => {
  it('reads every Nepali resource file (screens, components, legal pages, messages)', () => {
    const files = Object.keys(nepaliFiles);
    expect(files).toEqual(
      expect.arrayContaining([
        './ne.ts',
        './messages/ne/listings.ts',
        '../features/legal/i18n/ne.ts',
        '../features/search/i18n/ne.ts',
        '../components/listing-attributes/ne.ts',
      ]),
    );
    expect(nepaliTexts.length).toBeGreaterThan(500);
  });

  it.each(WRONG_WORDS)('says $right, never $wrong', ({ wrong }) => {
    expect(nepaliTexts.filter(({ text }) => text.includes(wrong))).toEqual([]);
  });
});
