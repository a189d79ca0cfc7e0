import './i18n/register';
import './saved-searches.css';
import { SAVED_SEARCHES_MAX } from '@app/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoginLink } from '@/components/login-link';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { isLoginRequired } from '@/lib/login-required';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSavedSearches } from './api/get-saved-searches';
import { SavedSearchCard } from './components/saved-search-card';
import { useSavedSearchText } from './use-saved-search-text';

/**
 * /saved-searches (logged in): the account's saved searches, newest first, each to open, rename,
 * pause or resume, and delete (after a confirmation). A visitor is asked to log in and comes back.
 */
export function SavedSearchesPage() {
  const { t, number } = useSavedSearchText();
  useDocumentTitle(t('page.title'));
  const { isLoggedIn } = useSession();
  const list = useSavedSearches({ enabled: isLoggedIn });
  const [notice, setNotice] = useState('');

  let content;
  if (!isLoggedIn || isLoginRequired(list.error)) {
    content = (
      <div className="saved-searches__state">
        <p className="form-alert">{t('page.loginRequired')}</p>
        <LoginLink className="button button--primary">{t('page.login')}</LoginLink>
      </div>
    );
  } else if (list.isPending) {
    content = (
      <p role="status" className="saved-searches__state">
        {t('page.loading')}
      </p>
    );
  } else if (list.isError) {
    content = (
      <div role="alert" className="saved-searches__state">
        <p className="form-alert">{t('page.loadFailed')}</p>
        <button
          type="button"
          className="button"
          onClick={() => void list.refetch()}
          disabled={list.isFetching}
        >
          {t('page.retry')}
        </button>
      </div>
    );
  } else if (list.data.length === 0) {
    content = (
      <div className="saved-searches__state">
        <p>{t('page.empty')}</p>
        <p className="saved-search__actions">
          <Link className="button button--primary" to={paths.search('hostel')}>
            {t('page.findHostel')}
          </Link>
          <Link className="button" to={paths.search('bhada')}>
            {t('page.findRoom')}
          </Link>
        </p>
      </div>
    );
  } else {
    content = (
      <>
        <p className="saved-searches__count">
          {t('page.count', { count: number(list.data.length), max: number(SAVED_SEARCHES_MAX) })}
        </p>
        <ul className="card-list saved-searches__list">
          {list.data.map((savedSearch) => (
            <SavedSearchCard key={savedSearch._id} savedSearch={savedSearch} onNotice={setNotice} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className="saved-searches container" aria-labelledby="page-title">
      <PageHeader title={t('page.title')} intro={t('page.intro')} />
      <div role="status">{notice && <p className="form-notice saved-searches__notice">{notice}</p>}</div>
      {content}
    </section>
  );
}
