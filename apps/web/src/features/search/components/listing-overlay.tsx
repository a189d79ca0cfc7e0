import { useId } from 'react';
import type { SearchKind } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useListing } from '../api/get-listing';
import type { Listing } from '../listing';
import type { SearchText } from '../use-search-text';
import { Dialog } from './dialog';
import { ListingDetails, type RenderListingExtras } from './listing-details';
import './listing-detail.css';

interface ListingOverlayProps {
  kind: SearchKind;
  listingId: string;
  /** The listing when it is among the loaded results; otherwise it is fetched by id. */
  fromResults: Listing | undefined;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null;
  text: SearchText;
  renderExtras?: RenderListingExtras | undefined;
  /** A shared listing's page: the dialog is drawn in the page (Dialog's inPlace). */
  inPlace?: boolean;
}

/**
 * The property detail overlay of `?listing=<id>`, deep-linkable: on a phone it fills the screen
 * like a page of its own, and its size never depends on what has loaded, so nothing moves when the
 * listing arrives (a shared link used to shift by 0.79 as the sheet grew from 'Loading…').
 */
export function ListingOverlay({
  kind,
  listingId,
  fromResults,
  onClose,
  returnFocusTo,
  text,
  renderExtras,
  inPlace = false,
}: ListingOverlayProps) {
  const { t } = text;
  const titleId = useId();
  const query = useListing(kind, listingId, fromResults);
  const listing = fromResults ?? query.data;

  let body;
  if (listing) {
    body = <ListingDetails listing={listing} titleId={titleId} text={text} renderExtras={renderExtras} />;
  } else if (query.isError) {
    const isGone =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    body = (
      <div role="alert" className="search-state">
        <h2 id={titleId} className="search-details__title">
          {isGone ? t('details.notFound') : t('details.loadFailed')}
        </h2>
        {!isGone && (
          <button
            type="button"
            className="button"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            {t('results.retry')}
          </button>
        )}
      </div>
    );
  } else {
    body = (
      <p id={titleId} role="status" className="search-state">
        {t('details.loading')}
      </p>
    );
  }

  return (
    <Dialog
      className="listing-dialog"
      titleId={titleId}
      closeLabel={t('details.close')}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      inPlace={inPlace}
    >
      {body}
    </Dialog>
  );
}
