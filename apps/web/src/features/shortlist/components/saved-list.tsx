import type { SavedItem } from '../saved-item';
import type { ShortlistText } from '../use-shortlist-text';
import { SavedListingCard } from './saved-listing-card';

interface SavedListProps {
  items: SavedItem[];
  text: ShortlistText;
  onRemove?: (listingId: string) => void;
  /** The listing whose removal is on its way. */
  removingId?: string | undefined;
}

/** The saved listings as cards, in the shortlist's order. */
export function SavedList({ items, text, onRemove, removingId }: SavedListProps) {
  return (
    <ul className="card-list saved-list">
      {items.map((item) => (
        <li key={item.listingId}>
          <SavedListingCard
            item={item}
            text={text}
            onRemove={onRemove}
            isRemoving={removingId === item.listingId}
          />
        </li>
      ))}
    </ul>
  );
}
