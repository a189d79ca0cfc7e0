import './applications.css';
import './i18n/register';
import { APPLICATION_CODES } from '@app/shared';
import { useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { kindFromHint, useApplyListing, type ApplyListing } from './api/get-apply-listing';
import { ApplyForm } from './components/apply-form';
import { PageHeader } from '@/components/page-header';
import { LoadFailed, Loading } from '@/components/query-state';
import { SearchLinks } from '@/components/search-links';
import { ListingSummary } from './components/listing-summary';
import { useApplicationText } from './use-application-text';

function ListingNotFound() {
  const { t } = useApplicationText();
  return (
    <div className="app-state" role="alert">
      <p className="form-alert">{t('apply.notFound')}</p>
      <div className="app-state__actions">
        <SearchLinks findHostel={t('apply.findHostel')} findRoom={t('apply.findRoom')} />
      </div>
    </div>
  );
}

function ListingAndForm({ listing }: { listing: ApplyListing }) {
  const { message } = useApplicationText();
  // The server says whether it takes applications (`canApply`), and refuses them with 409 when not.
  return (
    <>
      <ListingSummary listing={listing} />
      {listing.canApply ? (
        <ApplyForm listing={listing} />
      ) : (
        <p className="form-notice" role="status">
          {message(listing.sold ? APPLICATION_CODES.rented : APPLICATION_CODES.notOpen)}
        </p>
      )}
    </>
  );
}

/** /apply/{id}: the application form for a hostel or a landlord property. */
export function ApplyPage() {
  const { t } = useApplicationText();
  useDocumentTitle(t('apply.title'));
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const hint = kindFromHint(searchParams.get('kind'));
  const listing = useApplyListing(id, hint);
  const searchKind = (listing.data?.kind ?? hint) === 'property' ? 'bhada' : 'hostel';

  let content;
  if (listing.isPending) {
    content = <Loading className="app-state">{t('apply.loading')}</Loading>;
  } else if (listing.isError) {
    content = (
      <LoadFailed
        className="app-state"
        message={t('errors.loadListingFailed')}
        retry={{ query: listing, label: t('common.retry') }}
      />
    );
  } else if (listing.data === null) {
    content = <ListingNotFound />;
  } else {
    content = <ListingAndForm listing={listing.data} />;
  }

  return (
    <section className="apply-page container" aria-labelledby="page-title">
      <PageHeader title={t('apply.title')} intro={t('apply.intro')} backFallback={paths.search(searchKind)} />
      {content}
    </section>
  );
}
