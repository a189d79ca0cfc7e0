import { describe, expect, it } from 'vitest';
import { freelancersEn } from './en';
import { freelancersNe } from './ne';
import { expectNepaliMirrorsEnglish } from '@/test/translations';

describe('freelancer texts', () => {
  it('Nepali has exactly the English keys, each in Devanagari with the same placeholders', () => {
    expectNepaliMirrorsEnglish(freelancersEn, freelancersNe);
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
