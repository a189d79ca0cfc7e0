import { OWNER_LISTINGS_PAGE_SIZE } from '@app/shared';

/** Grey cards in the shape of the real ones until the first page comes (never a white "Loading…"). */
export function OwnerListingSkeletons({ label }: { label: string }) {
  return (
    <div className="my-listings__loading">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <ul className="card-grid" aria-hidden="true">
        {Array.from({ length: Math.min(6, OWNER_LISTINGS_PAGE_SIZE) }, (_, index) => (
          <li key={index} className="owner-card owner-card--skeleton">
            <div className="owner-card__skeleton-photo" />
            <div className="owner-card__body">
              <div className="owner-card__skeleton-line owner-card__skeleton-line--wide" />
              <div className="owner-card__skeleton-line" />
              <div className="owner-card__skeleton-line owner-card__skeleton-line--short" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
