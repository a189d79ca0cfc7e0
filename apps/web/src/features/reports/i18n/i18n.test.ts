import { REPORT_REASONS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { leaves } from '@/test/translations';
import { reportsEn } from './en';
import { reportsNe } from './ne';

describe('report texts', () => {
  it('Nepali has exactly the English keys, each a Devanagari string', () => {
    const nepali = leaves(reportsNe);
    expect(nepali.map(([path]) => path)).toEqual(leaves(reportsEn).map(([path]) => path));
    for (const [path, value] of nepali) {
      const words = typeof value === 'string' ? value.replace(/\{\{\w+\}\}|\s/g, '') : null;
      expect(words !== null && /[\u0900-\u097F]/.test(words), path).toBe(true);
    }
  });

  it('names every reason the server accepts, and only those', () => {
    expect(Object.keys(reportsEn.reasons)).toEqual([...REPORT_REASONS]);
  });
});
