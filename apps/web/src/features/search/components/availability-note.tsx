import { daysSinceConfirmed, type Listing } from '../listing';
import type { SearchText } from '../use-search-text';

interface AvailabilityNoteProps {
  listing: Listing;
  className: string;
  text: SearchText;
}

/** "Available, confirmed N days ago": when the owner last said it is free. Nothing for a sold listing. */
export function AvailabilityNote({ listing, className, text }: AvailabilityNoteProps) {
  const { t } = text;
  const days = daysSinceConfirmed(listing);
  if (days === null || listing.sold) return null;
  return (
    <p className={className}>
      {days === 0
        ? t('availability.confirmedToday')
        : t('availability.confirmed', { count: days, days: text.count(days) })}
    </p>
  );
}
