/** Cache keys of the freelancer screens. */
export const freelancerKeys = {
  all: ['freelancers'] as const,
  /** Every page and search of the admin's pending list. */
  unverifiedLists: () => ['freelancers', 'unverified'] as const,
  unverified: (page: number, q: string) => ['freelancers', 'unverified', { page, q }] as const,
};
