import type { RentedListingKind } from '../api/mark-listing-rented';
import { useMarkListingRented } from '../api/mark-listing-rented';
import { useApplicationText } from '../use-application-text';

interface RentedOfferProps {
  listingId: string;
  listingName: string;
  kind: RentedListingKind;
  applicantName: string;
  onDone: () => void;
  onDismiss: () => void;
}

/** After accepting an applicant: mark the place rented in one tap, which closes the other applications. */
export function RentedOffer({
  listingId,
  listingName,
  kind,
  applicantName,
  onDone,
  onDismiss,
}: RentedOfferProps) {
  const { t, failure } = useApplicationText();
  const markRented = useMarkListingRented(listingId);
  return (
    <div className="rented-offer" role="group" aria-label={t('panel.markRented', { listing: listingName })}>
      <p className="rented-offer__text">
        {t('panel.acceptedOffer', { name: applicantName, listing: listingName })}
      </p>
      <p className="rented-offer__note">{t('panel.rentedNote')}</p>
      <div className="rented-offer__actions">
        <button
          type="button"
          className="button button--primary"
          aria-disabled={markRented.isPending}
          onClick={() => {
            if (!markRented.isPending) markRented.mutate({ id: listingId, kind }, { onSuccess: onDone });
          }}
        >
          {markRented.isPending ? t('panel.markingRented') : t('panel.markRented', { listing: listingName })}
        </button>
        <button type="button" className="button" onClick={onDismiss}>
          {t('panel.notNow')}
        </button>
      </div>
      {markRented.isError && (
        <p role="alert" className="form-alert">
          {failure(markRented.error, t('errors.markRentedFailed'))}
        </p>
      )}
    </div>
  );
}
