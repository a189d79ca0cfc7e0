import { REPORT_REASONS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { expectNepaliMirrorsEnglish } from '@/test/translations';
import { reportsEn } from './en';
import { reportsNe } from './ne';

describe('report texts', () => {
  it('Nepali has exactly the English keys, each in Devanagari with the same placeholders', () => {
    expectNepaliMirrorsEnglish(reportsEn, reportsNe);
  });

  it('names every reason the server accepts, and only those', () => {
    expect(Object.keys(reportsEn.reasons)).toEqual([...REPORT_REASONS]);
  });
});
