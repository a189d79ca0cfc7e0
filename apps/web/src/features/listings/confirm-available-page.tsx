import './listings.css';
import './i18n/register';
import { TRUST_CODES } from '@app/shared';
import { Link, useSearchParams } from 'react-router';
import { TokenLinkPage } from '@/components/token-link-page';
import { paths } from '@/config/paths';
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

  return (
    <TokenLinkPage
      className="listing-page"
      stateClassName="listing-page__state"
      title={t('confirmAvailable.title')}
      token={token}
      result={confirmation}
      text={{
        invalidLink: message(TRUST_CODES.availability.linkInvalid),
        pending: t('confirmAvailable.confirming'),
        failure: (error) => failure(error, t('confirmAvailable.failed')),
        retry: t('confirmAvailable.retry'),
      }}
      done={({ listing, messageCode }) => (
        <>
          <p className="form-notice">{message(messageCode ?? TRUST_CODES.availability.confirmed)}</p>
          <p>{t('confirmAvailable.listing', { name: listing.name })}</p>
          <p>
            <Link className="text-link" to={paths.listing(listing.kind, listing._id)}>
              {t('confirmAvailable.view')}
            </Link>
          </p>
        </>
      )}
      actions={
        <p className="listing-page__actions">
          <Link className="button button--primary" to={paths.controlHostel()}>
            {t('confirmAvailable.dashboard')}
          </Link>
          <Link className="button" to={paths.home()}>
            {t('confirmAvailable.home')}
          </Link>
        </p>
      }
    />
  );
}
