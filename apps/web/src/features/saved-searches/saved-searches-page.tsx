import './i18n/register';
import './saved-searches.css';
import { SAVED_SEARCHES_MAX } from '@app/shared';
import { useState } from 'react';
import { LoginLink } from '@/components/login-link';
import { PageHeader } from '@/components/page-header';
import { LoadFailed, Loading } from '@/components/query-state';
import { SearchLinks } from '@/components/search-links';
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
    content = <Loading className="saved-searches__state">{t('page.loading')}</Loading>;
  } else if (list.isError) {
    content = (
      <LoadFailed
        className="saved-searches__state"
        message={t('page.loadFailed')}
        retry={{ query: list, label: t('page.retry') }}
      />
    );
  } else if (list.data.length === 0) {
    content = (
      <div className="saved-searches__state">
        <p>{t('page.empty')}</p>
        <p className="saved-search__actions">
          <SearchLinks findHostel={t('page.findHostel')} findRoom={t('page.findRoom')} />
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
