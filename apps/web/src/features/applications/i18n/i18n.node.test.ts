import { describe, expect, it } from 'vitest';
import { applicationsEn } from './en';
import { applicationsNe } from './ne';
import { expectNepaliMirrorsEnglish } from '@/test/translations';

describe('application texts', () => {
  it('Nepali has exactly the English keys, each in Devanagari with the same placeholders', () => {
    expectNepaliMirrorsEnglish(applicationsEn, applicationsNe);
  });

  it('keeps the English texts users are promised, with applications where the specification said buyers (issue 28)', () => {
    expect(applicationsEn.errors).toMatchObject({
      submissionFailed: 'Submission failed. Please try again.',
      loadListingFailed: 'Failed to load property details. Please try again.',
      fetchBuyersFailed: 'Failed to fetch applications. Please try again later.',
      deleteBuyerFailed: 'Failed to delete the application. Please try again.',
      updateBuyerFailed: 'Failed to update the application. Please try again.',
    });
    expect(applicationsEn.buyers.empty).toBe('No applications found');
    expect(applicationsEn.buyers.showing_other).toBe('Showing {{shown}} of {{count}} applications');
    expect(applicationsEn.buyers.loadMore).toBe('Load More');
    expect(applicationsEn.buyers.markComplete).toBe('Mark accepted');
    expect(applicationsEn.buyers.remove).toBe('Remove Application');
    expect(applicationsEn.common.priceOnRequest).toBe('Price on request');
  });
});
