import './shortlist.css';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSharedShortlist } from './api/get-shared-shortlist';
import { SavedList } from './components/saved-list';
import { useShortlistText } from './use-shortlist-text';

/**
 * /shortlist/shared/{token}: the listings someone shared by link, read-only, for anyone (no
 * login). Nothing here changes the shortlist: no hearts, no Remove. Like every page but the
 * public ones, it is `noindex` (app/layout/page-meta.tsx).
 */
export function SharedShortlistPage() {
  const text = useShortlistText();
  const { t } = text;
  useDocumentTitle(t('shared.title'));
  const token = useParams().token ?? '';
  const shared = useSharedShortlist(token);

  let body;
  if (shared.isError) {
    const isGone =
      shared.error instanceof ApiError && (shared.error.status === 404 || shared.error.status === 400);
    body = (
      <div className="shortlist-state" role="alert">
        <p>{isGone ? t('shared.notFound') : t('shared.loadFailed')}</p>
        {!isGone && (
          <button
            type="button"
            className="button"
            disabled={shared.isFetching}
            onClick={() => void shared.refetch()}
          >
            {t('page.retry')}
          </button>
        )}
      </div>
    );
  } else if (!shared.data) {
    body = (
      <p className="shortlist-state" role="status">
        {t('shared.loading')}
      </p>
    );
  } else if (shared.data.length === 0) {
    body = <p className="shortlist-state">{t('shared.empty')}</p>;
  } else {
    body = <SavedList items={shared.data} text={text} />;
  }

  return (
    <div className="container shortlist-page">
      <PageHeader title={t('shared.title')} intro={t('shared.intro')} />
      {body}
    </div>
  );
}
