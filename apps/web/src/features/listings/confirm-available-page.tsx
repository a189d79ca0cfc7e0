import './listings.css';
import './i18n/register';
import { TRUST_CODES } from '@app/shared';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConfirmAvailableByToken } from './api/confirm-available';
import { useListingText } from './use-listing-text';

/**
 * /confirm-available?token=…: the reminder email's one-tap link. Posts the token (no login) and
 * says whether the listing now shows as available; a bad or expired link says how to do it instead.
 */
export function ConfirmAvailablePage() {
  const { t, message, failure } = useListingText();
  useDocumentTitle(t('confirmAvailable.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') || null;
  const confirmation = useConfirmAvailableByToken(token);

  let content;
  if (token === null) {
    content = (
      <p role="alert" className="form-alert">
        {message(TRUST_CODES.availability.linkInvalid)}
      </p>
    );
  } else if (confirmation.isPending) {
    content = (
      <p role="status" className="listing-page__state">
        {t('confirmAvailable.confirming')}
      </p>
    );
  } else if (confirmation.isError) {
    content = (
      <div role="alert" className="listing-page__state">
        <p className="form-alert">{failure(confirmation.error, t('confirmAvailable.failed'))}</p>
        {/* The server's answer (a bad or expired link) stays the same; only a lost connection is worth retrying. */}
        {!(confirmation.error instanceof ApiError && confirmation.error.status !== 0) && (
          <button
            type="button"
            className="button"
            aria-disabled={confirmation.isFetching}
            onClick={() => {
              if (!confirmation.isFetching) void confirmation.refetch();
            }}
          >
            {t('confirmAvailable.retry')}
          </button>
        )}
      </div>
    );
  } else {
    const { listing, messageCode } = confirmation.data;
    content = (
      <div role="status" className="listing-page__state">
        <p className="form-notice">{message(messageCode ?? TRUST_CODES.availability.confirmed)}</p>
        <p>{t('confirmAvailable.listing', { name: listing.name })}</p>
        <p>
          <Link className="text-link" to={paths.listing(listing.kind, listing._id)}>
            {t('confirmAvailable.view')}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <section className="listing-page container" aria-labelledby="page-title">
      <PageHeader title={t('confirmAvailable.title')} />
      {content}
      <p className="listing-page__actions">
        <Link className="button button--primary" to={paths.controlHostel()}>
          {t('confirmAvailable.dashboard')}
        </Link>
        <Link className="button" to={paths.home()}>
          {t('confirmAvailable.home')}
        </Link>
      </p>
    </section>
  );
}
