import './shortlist.css';
import '@/components/form.css';
import { LoginLink } from '@/components/login-link';
import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRemoveSaved } from './api/remove-saved';
import { EmptyShortlist } from './components/empty-shortlist';
import { SavedList } from './components/saved-list';
import { SharePanel } from './components/share-panel';
import { useSavedItems } from './use-saved-items';
import { useShortlistText } from './use-shortlist-text';

/**
 * /shortlist: the listings saved with the heart, newest first, sold and no longer listed ones
 * marked, each with Remove; an account also shares them by a read-only link. A visitor's are in
 * this browser (login merges them into the account).
 */
export function ShortlistPage() {
  const text = useShortlistText();
  const { t, failure } = text;
  useDocumentTitle(t('page.title'));
  const saved = useSavedItems();
  const remove = useRemoveSaved();
  const { items } = saved;

  let body;
  if (items === undefined && saved.isError) {
    body = (
      <div className="shortlist-state" role="alert">
        <p>{failure(saved.error, t('page.loadFailed'))}</p>
        <button type="button" className="button" disabled={saved.isFetching} onClick={saved.refetch}>
          {t('page.retry')}
        </button>
      </div>
    );
  } else if (items === undefined) {
    body = (
      <p className="shortlist-state" role="status">
        {t('page.loading')}
      </p>
    );
  } else if (items.length === 0) {
    body = <EmptyShortlist text={text} />;
  } else {
    body = (
      <>
        <p className="shortlist-count" role="status">
          {t('page.count', { count: items.length })}
        </p>
        {remove.isError && (
          <p className="form-alert" role="alert">
            {failure(remove.error, t('page.removeFailed'))}
          </p>
        )}
        <SavedList
          items={items}
          text={text}
          onRemove={(id) => remove.mutate(id)}
          removingId={remove.isPending ? remove.variables : undefined}
        />
        {saved.isLoggedIn && <SharePanel text={text} />}
      </>
    );
  }

  return (
    <div className="container shortlist-page">
      <PageHeader title={t('page.title')} intro={t('page.intro')} />
      {!saved.isLoggedIn && (
        <p className="shortlist-notice">
          {t('page.visitorNotice')} <LoginLink className="text-link">{t('page.login')}</LoginLink>
        </p>
      )}
      {body}
    </div>
  );
}
