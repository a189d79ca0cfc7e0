import type { OwnerListing } from '@app/shared';
import { Badge, type BadgeTone } from '@/components/badge';
import { useListingText } from '../use-listing-text';

const TONES: Record<OwnerListing['state'], BadgeTone> = {
  hidden: 'danger',
  rented: 'neutral',
  expired: 'warning',
  changed: 'warning',
  visited: 'success',
  checked: 'success',
  waiting: 'warning',
};

/** Where the owner's listing stands, in plain words (the server's `state`), with its date where it has one. */
export function OwnerListingBadge({ listing }: { listing: OwnerListing }) {
  const { t, date } = useListingText();
  const at = listing.verification?.at;
  const text =
    listing.state === 'visited' && at
      ? t('mine.state.visitedOn', { date: date(at) })
      : t(`mine.state.${listing.state}`);
  return (
    <span data-state={listing.state}>
      <Badge tone={TONES[listing.state]}>{text}</Badge>
    </span>
  );
}
