import './i18n/register';
import './saved-searches.css';
import { SAVED_SEARCH_CODES } from '@app/shared';
import { Link, useSearchParams } from 'react-router';
import { TokenLinkPage } from '@/components/token-link-page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUnsubscribe } from './api/unsubscribe';
import { useSavedSearchText } from './use-saved-search-text';

/**
 * /unsubscribe?token=…: the alert email's "Stop emails for this search". Posts the token (no
 * login needed) and says which search's emails stopped; a bad link or a deleted search says so,
 * with the way to the saved searches.
 */
export function UnsubscribePage() {
  const { t, message, failure } = useSavedSearchText();
  useDocumentTitle(t('unsubscribe.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') || null;
  const result = useUnsubscribe(token);

  return (
    <TokenLinkPage
      className="saved-searches"
      stateClassName="saved-searches__state"
      title={t('unsubscribe.title')}
      token={token}
      result={result}
      text={{
        invalidLink: message(SAVED_SEARCH_CODES.linkInvalid),
        pending: t('unsubscribe.working'),
        failure: (error) => failure(error, t('unsubscribe.failed')),
        retry: t('unsubscribe.retry'),
      }}
      done={({ name }) => (
        <>
          <p className="form-notice">{t('unsubscribe.done', { name })}</p>
          <p>{t('unsubscribe.again')}</p>
        </>
      )}
      actions={
        <p className="saved-search__actions">
          <Link className="button button--primary" to={paths.savedSearches()}>
            {t('unsubscribe.manage')}
          </Link>
          <Link className="button" to={paths.home()}>
            {t('unsubscribe.home')}
          </Link>
        </p>
      }
    />
  );
}
