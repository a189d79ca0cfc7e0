import './i18n/register';
import './saved-searches.css';
import { SAVED_SEARCH_CODES } from '@app/shared';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
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

  let content;
  if (token === null) {
    content = (
      <p role="alert" className="form-alert">
        {message(SAVED_SEARCH_CODES.linkInvalid)}
      </p>
    );
  } else if (result.isPending) {
    content = (
      <p role="status" className="saved-searches__state">
        {t('unsubscribe.working')}
      </p>
    );
  } else if (result.isError) {
    // The server's answer (a bad link, a deleted search) stays the same; only a lost connection is worth retrying.
    const canRetry = !(result.error instanceof ApiError && result.error.status !== 0);
    content = (
      <div role="alert" className="saved-searches__state">
        <p className="form-alert">{failure(result.error, t('unsubscribe.failed'))}</p>
        {canRetry && (
          <button
            type="button"
            className="button"
            aria-disabled={result.isFetching}
            onClick={() => {
              if (!result.isFetching) void result.refetch();
            }}
          >
            {t('unsubscribe.retry')}
          </button>
        )}
      </div>
    );
  } else {
    content = (
      <div role="status" className="saved-searches__state">
        <p className="form-notice">{t('unsubscribe.done', { name: result.data.name })}</p>
        <p>{t('unsubscribe.again')}</p>
      </div>
    );
  }

  return (
    <section className="saved-searches container" aria-labelledby="page-title">
      <PageHeader title={t('unsubscribe.title')} />
      {content}
      <p className="saved-search__actions">
        <Link className="button button--primary" to={paths.savedSearches()}>
          {t('unsubscribe.manage')}
        </Link>
        <Link className="button" to={paths.home()}>
          {t('unsubscribe.home')}
        </Link>
      </p>
    </section>
  );
}
