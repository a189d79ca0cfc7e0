import { TRUST_CODES, type OwnerListing } from '@app/shared';
import { useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/alert-overlay';
import { Menu } from '@/components/menu';
import { paths } from '@/config/paths';
import { useConfirmAvailable } from '../api/confirm-available';
import { useDeleteListing } from '../api/delete-listing';
import { useSetListingRented } from '../api/set-listing-rented';
import { useListingText } from '../use-listing-text';
import { ListingPhoto } from './listing-photo';
import { OwnerListingBadge } from './owner-listing-badge';

/** The applicants of one listing (the applications feature's panel, given by the route). */
export type RenderApplicants = (listing: OwnerListing) => ReactNode;

interface OwnerListingCardProps {
  listing: OwnerListing;
  onDeleted: (name: string) => void;
  renderApplicants?: RenderApplicants | undefined;
}

/**
 * One of the owner's listings on My listings: photo first, price, place, where it stands, what
 * needs the owner now (new applicants, confirm still available), and its actions. A hostel's
 * actions use the hostel routes, a property's the landlord ones.
 */
export function OwnerListingCard({ listing, onDeleted, renderApplicants }: OwnerListingCardProps) {
  const { t, price, number, message, failure } = useListingText();
  const [isShowingApplicants, setShowingApplicants] = useState(false);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const deleteListing = useDeleteListing();
  const setRented = useSetListingRented();
  const confirm = useConfirmAvailable();
  const titleId = useId();
  const applicantsId = useId();
  const { _id: id, kind, name, applicants } = listing;
  const isHostel = kind === 'hostel';

  /** Open applications by their count; with none open, the earlier ones (accepted, declined…) by theirs. */
  const applicantsLabel = () => {
    if (applicants.open === 0 && !isShowingApplicants) {
      return t('mine.earlierApplicants', { count: applicants.all, n: number(applicants.all) });
    }
    const n = applicants.open > 0 ? applicants.open : applicants.all;
    const key = isShowingApplicants ? 'mine.hideApplicants' : 'mine.showApplicants';
    return t(key, { count: n, n: number(n) });
  };

  const menuItems = [
    {
      id: 'edit',
      label: t('mine.editDetails'),
      to: isHostel ? paths.editDetails(id) : paths.editProperty(id),
    },
    {
      id: 'images',
      label: t('mine.editPhotos'),
      to: isHostel ? paths.editImage(id) : paths.editPropertyImages(id),
    },
    {
      id: 'rented',
      label: listing.sold ? t('mine.availableAgain') : t('mine.markRented'),
      onSelect: () => setRented.mutate({ id, kind, rented: !listing.sold }),
    },
    {
      id: 'delete',
      label: t('mine.delete'),
      tone: 'danger' as const,
      onSelect: () => {
        deleteListing.reset();
        setConfirmingDelete(true);
      },
    },
  ];

  return (
    <article className="owner-card" aria-labelledby={titleId} aria-busy={setRented.isPending}>
      <ListingPhoto
        src={listing.image ?? undefined}
        alt={t('card.photoAlt', { name })}
        placeholderLabel={t('card.noPhoto')}
      />
      <div className="owner-card__body">
        <div className="owner-card__head">
          <p className="owner-card__price">
            <span className="visually-hidden">{t('card.price')}: </span>
            {price(listing.price)}
            {listing.price !== null && listing.price > 0 && (
              <span className="owner-card__per"> {t('common.perMonth')}</span>
            )}
          </p>
          <Menu label={t('card.actions', { name })} items={menuItems} />
        </div>
        <h2 id={titleId} className="owner-card__title">
          {name}
        </h2>
        <p className="owner-card__place">
          <span className="owner-card__kind">{t(isHostel ? 'mine.kindHostel' : 'mine.kindProperty')}</span>
          {' · '}
          <span className="visually-hidden">{t('card.location')}: </span>
          {listing.location}
        </p>
        <p className="owner-card__badges">
          <OwnerListingBadge listing={listing} />
        </p>
        {applicants.new > 0 ? (
          <p className="owner-card__next">
            {t('mine.newApplicants', { count: applicants.new, n: number(applicants.new) })}
          </p>
        ) : (
          applicants.open > 0 && (
            <p className="owner-card__open">
              {t('mine.openApplicants', { count: applicants.open, n: number(applicants.open) })}
            </p>
          )
        )}
        {/* Out of search, or soon to be (the server's rule): the owner's one tap keeps it there. */}
        {listing.toConfirm && (
          <div className="owner-card__confirm">
            <p>{t(listing.stale ? 'mine.staleText' : 'mine.dueText')}</p>
            <button
              type="button"
              className="button button--primary"
              aria-label={t('card.stillAvailableLabel', { name })}
              aria-disabled={confirm.isPending}
              onClick={() => {
                if (!confirm.isPending) confirm.mutate(id);
              }}
            >
              {t('mine.confirmAvailable')}
            </button>
          </div>
        )}
        <p role="status" className="owner-card__confirmed">
          {confirm.isSuccess ? message(TRUST_CODES.availability.confirmed) : ''}
        </p>
        {confirm.isError && (
          <p role="alert" className="form-alert">
            {failure(confirm.error, t('card.confirmFailed'))}
          </p>
        )}
        {setRented.isError && (
          <p role="alert" className="form-alert">
            {failure(setRented.error, t('card.soldFailed'))}
          </p>
        )}
        {renderApplicants && applicants.all === 0 && (
          <p className="owner-card__quiet">{t('mine.noApplicants')}</p>
        )}
        {renderApplicants && applicants.all > 0 && (
          <>
            <button
              type="button"
              className="button owner-card__toggle"
              aria-expanded={isShowingApplicants}
              aria-controls={applicantsId}
              onClick={() => setShowingApplicants((shown) => !shown)}
            >
              {applicantsLabel()}
            </button>
            <div id={applicantsId} hidden={!isShowingApplicants}>
              {isShowingApplicants && renderApplicants(listing)}
            </div>
          </>
        )}
      </div>
      {isConfirmingDelete && (
        <ConfirmDialog
          title={t(isHostel ? 'mine.deleteHostelTitle' : 'mine.deletePropertyTitle')}
          message={t('mine.deleteText', { name })}
          confirmLabel={t('mine.deleteConfirm')}
          isBusy={deleteListing.isPending}
          error={deleteListing.isError ? failure(deleteListing.error, t('mine.deleteFailed')) : null}
          onCancel={() => setConfirmingDelete(false)}
          // mutateAsync, not mutate's onSuccess: the list refetched after the delete can unmount
          // this card first, and an unmounted card's mutate callbacks never run (no announcement).
          onConfirm={() =>
            void deleteListing.mutateAsync({ id, kind }).then(
              () => {
                setConfirmingDelete(false);
                onDeleted(name);
              },
              () => undefined, // the dialog shows deleteListing.error
            )
          }
        />
      )}
    </article>
  );
}
