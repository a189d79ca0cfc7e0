import type { ComponentProps } from 'react';
import { OwnedListingPage } from './owned-listing-page';

/** /edit-details/{id} and /edit-image/{id}: OwnedListingPage for a hostel. */
export function OwnedHostelPage(props: Omit<ComponentProps<typeof OwnedListingPage<'hostel'>>, 'kind'>) {
  return <OwnedListingPage kind="hostel" {...props} />;
}
