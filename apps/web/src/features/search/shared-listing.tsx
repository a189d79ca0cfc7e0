import type { SearchKind } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { RenderListingExtras } from './components/listing-details';
import { ListingOverlay } from './components/listing-overlay';
import { useSearchState } from './search-state';
import { useSearchText } from './use-search-text';

interface SharedListingProps {
  kind: SearchKind;
  renderListingExtras?: RenderListingExtras | undefined;
}

/**
 * A shared link's listing alone, fetched by id (the server preloads that request and its first
 * photo with the HTML): nothing of the search behind it, no search request, no cards, no filter or
 * map code, until it is closed; the close replaces the entry and the search page loads as usual.
 */
export function SharedListing({ kind, renderListingExtras }: SharedListingProps) {
  const text = useSearchText();
  const { state, closeListing } = useSearchState();
  useDocumentTitle(text.t(`title.${kind}`));
  if (!state.listingId) return null;
  return (
    <div className="search-page container">
      {/* The page's heading, as the search page has it on a phone: for screen readers only. */}
      <h1 className="visually-hidden">{text.t(`title.${kind}`)}</h1>
      <ListingOverlay
        key={state.listingId}
        kind={kind}
        listingId={state.listingId}
        fromResults={undefined}
        onClose={closeListing}
        // Nothing of the page is there yet: the search page focuses its heading as it appears.
        returnFocusTo={() => null}
        text={text}
        renderExtras={renderListingExtras}
        inPlace
      />
    </div>
  );
}
