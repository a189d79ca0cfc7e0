import { describe, expect, it } from 'vitest';
import { freelancersEn } from './en';
import { freelancersNe } from './ne';
import { leaves } from '@/test/translations';

describe('freelancer texts', () => {
  it('Nepali has exactly the English keys, each a Devanagari string', () => {
    const nepali = leaves(freelancersNe);
    expect(nepali.map(([path]) => path)).toEqual(leaves(freelancersEn).map(([path]) => path));
    for (const [path, value] of nepali) {
      const words = typeof value === 'string' ? value.replace(/\{\{\w+\}\}|\s/g, '') : null;
      expect(words !== null && /[\u0900-\u097F]/.test(words), path).toBe(true);
    }
  });

  it('keeps the exact English texts users are promised', () => {
    expect(freelancersEn.errors).toMatchObject({
      submissionFailed: 'Submission failed. Please try again.',
      network: 'Network Error. Please check your connection and try again.',
      fetchFailed: 'Failed to fetch freelancers. Please try again later.',
    });
    expect(freelancersEn.list.emptySearch).toBe('No freelancers found matching your criteria.');
  });
});
