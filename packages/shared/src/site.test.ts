import { describe, expect, it } from 'vitest';
import { SiteConfigSchema } from './schemas/site';
import { listingPagePath } from './site';

describe('listingPagePath', () => {
  it('is the search page of the listing’s kind with the listing open', () => {
    expect(listingPagePath('hostel', 'a1')).toBe('/bhada/hostel?listing=a1');
    expect(listingPagePath('property', 'b 2&x')).toBe('/bhada/bhada?listing=b+2%26x');
  });
});

describe('SiteConfigSchema', () => {
  it('reads a value that is not usable as not configured, instead of failing the page', () => {
    expect(SiteConfigSchema.parse({ contactEmail: 'not an email', contactPhone: '  ' })).toEqual({
      contactEmail: null,
      contactPhone: null,
    });
    expect(
      SiteConfigSchema.parse({ contactEmail: 'help@example.com', contactPhone: '+977 1-4412345' }),
    ).toEqual({
      contactEmail: 'help@example.com',
      contactPhone: '+977 1-4412345',
    });
  });
});
