/** Cache keys of the application screens. */
export const applicationKeys = {
  all: ['applications'] as const,
  /** The listing an application is for, whichever kind it turns out to be. */
  listing: (id: string) => ['applications', 'listing', id] as const,
  buyers: () => ['applications', 'buyers', 'pending'] as const,
};

/** Shared by the mark and remove mutations, so the list refetches once the last of them settles. */
export const buyerChangeKey = ['applications', 'buyers', 'change'] as const;
