/** Cache keys of the shortlist: the account's ids (the hearts), its listings, a browser list's, a shared one. */
export const shortlistKeys = {
  all: ['shortlist'] as const,
  ids: () => ['shortlist', 'ids'] as const,
  list: () => ['shortlist', 'list'] as const,
  visitor: (ids: readonly string[]) => ['shortlist', 'visitor', ids.join(',')] as const,
  shared: (token: string) => ['shortlist', 'shared', token] as const,
};
