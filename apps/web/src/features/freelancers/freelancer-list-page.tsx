import './freelancers.css';
import './i18n/register';
import { FREELANCER_PAGE_SIZE } from '@app/shared';
import { useEffect, useRef, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { neighbourOf, useCardFocus } from '../../lib/card-focus';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { DecisionVariables } from './api/decide-freelancer';
import { useUnverifiedFreelancers } from './api/get-unverified-freelancers';
import { FreelancerCard } from './components/freelancer-card';
import { FreelancerSearch, SEARCH_INPUT_ID } from './components/freelancer-search';
import { ListMessage } from './components/list-message';
import { Pagination } from '../../components/pagination';
import { useFreelancerListState } from './list-state';
import { useFreelancerText } from './use-freelancer-text';

/**
 * /list-freelancer (admin, behind AdminGate): pending freelancer sign-ups, 5 a page, searchable
 * by name, email or location. Page and search live in the URL, so Back and reload keep them.
 */
export function FreelancerListPage() {
  const { t } = useFreelancerText();
  useDocumentTitle(t('list.subtitle'));
  const { state, search, goToPage, fixPage } = useFreelancerListState();
  const { page, q } = state;
  const list = useUnverifiedFreelancers(page, q);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusCard = useCardFocus('freelancer', headingRef);

  const data = list.data;
  const items = data?.items ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.limit || FREELANCER_PAGE_SIZE))) : 1;
  const isPastTheEnd = data !== undefined && !list.isPlaceholderData && page > pages;

  // A page past the end (its last sign-up was decided, or an old link): the last page instead.
  useEffect(() => {
    if (isPastTheEnd) fixPage(pages);
  }, [isPastTheEnd, pages, fixPage]);

  /** The card goes; the focus moves to its neighbour rather than being lost. */
  const onDecided = ({ freelancer, decision }: DecisionVariables) => {
    const { name } = freelancer;
    setAnnouncement(t(decision === 'approve' ? 'list.approved' : 'list.rejected', { name }));
    focusCard(neighbourOf(items, freelancer._id)?._id ?? null);
  };

  const changePage = (next: number) => {
    goToPage(next);
    focusCard(null);
  };

  const clearSearch = () => {
    search('');
    document.getElementById(SEARCH_INPUT_ID)?.focus();
  };

  const loadFailure = (
    <ListMessage alert text={t('errors.fetchFailed')}>
      <button
        type="button"
        className="button"
        aria-disabled={list.isFetching}
        onClick={() => {
          if (!list.isFetching) void list.refetch();
        }}
      >
        {t('list.retry')}
      </button>
    </ListMessage>
  );

  let content;
  if (data && !isPastTheEnd && (items.length > 0 || data.total === 0)) {
    content =
      items.length === 0 ? (
        <ListMessage text={q ? t('list.emptySearch') : t('list.empty')}>
          {q && (
            <button type="button" className="button" onClick={clearSearch}>
              {t('list.clearSearch')}
            </button>
          )}
        </ListMessage>
      ) : (
        <>
          <p className="freelancer-list__count">
            {q ? t('list.matching', { count: data.total, q }) : t('list.pending', { count: data.total })}
            {pages > 1 && (
              <span className="freelancer-list__page">{t('list.pageOf', { page: data.page, pages })}</span>
            )}
          </p>
          {list.isError && loadFailure}
          <ul className="card-list freelancer-list" aria-busy={list.isPlaceholderData}>
            {items.map((freelancer) => (
              <li key={freelancer._id}>
                <FreelancerCard freelancer={freelancer} onDecided={onDecided} />
              </li>
            ))}
          </ul>
          <Pagination page={page} pages={pages} onPage={changePage} />
        </>
      );
  } else if (list.isError) {
    content = loadFailure;
  } else {
    content = <ListMessage status text={t('list.loading')} />;
  }

  return (
    <section className="freelancers-page container" aria-labelledby="page-title">
      <PageHeader title={t('list.title')}>
        <h2 ref={headingRef} tabIndex={-1} className="freelancers-page__subtitle">
          {t('list.subtitle')}
        </h2>
        <p className="page-header__intro">{t('list.intro')}</p>
      </PageHeader>
      <FreelancerSearch value={q} onSearch={search} />
      <p role="status" className="visually-hidden">
        {list.isPlaceholderData ? t('list.updating') : announcement}
      </p>
      {content}
    </section>
  );
}
