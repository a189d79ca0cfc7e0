/**
 * The `shortlistHeart` namespace: the heart that saves a listing to the shortlist, on search cards
 * and in the listing overlay. Its name stays the same whether pressed or not (a toggle's state is
 * told by `aria-pressed`, and a name that changed with it would be read twice over).
 */
export const shortlistHeartEn = {
  save: 'Save to shortlist',
  failed: 'Could not change your shortlist. Please try again.',
};

export type ShortlistHeartResources = typeof shortlistHeartEn;
