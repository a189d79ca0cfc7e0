import type { Measures, VerificationEvidence } from '@app/shared';

/** Nothing measured or stated: each fixture fills what its visit found. */
export const NO_MEASURES: Measures = {
  length: null,
  width: null,
  area: null,
  rooms: null,
  bathrooms: null,
  beds: null,
  kitchen: null,
  dining: null,
  floor: null,
};

/**
 * A listing's verification evidence (as the public API answers it): a freelancer's visit on
 * 2 Oct 2026 with nothing measured, no checklist, notes or photos unless overridden.
 */
export function makeEvidence(
  overrides: Omit<Partial<VerificationEvidence>, 'measured' | 'stated'> & {
    measured?: Partial<Measures>;
    stated?: Partial<Measures>;
  } = {},
): VerificationEvidence {
  const { measured, stated, ...rest } = overrides;
  return {
    verifier: { kind: 'freelancer', firstName: 'Ram' },
    verifiedAt: '2026-10-02T08:00:00.000Z',
    expiresAt: '2027-03-31T08:00:00.000Z',
    expired: false,
    differences: [],
    checklist: null,
    notes: null,
    photosTakenAt: null,
    image: [],
    thumbnail: [],
    ...rest,
    measured: { ...NO_MEASURES, ...measured },
    stated: { ...NO_MEASURES, ...stated },
  };
}
