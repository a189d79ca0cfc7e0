import './freelancers.css';
import './i18n/register';
import { FREELANCER_PAGE_SIZE } from '@app/shared';
import { useRef, useState } from 'react';
import { PagedList } from '@/components/paged-list';
import { PageHeader } from '@/components/page-header';
import { usePagedList } from '@/components/use-paged-list';
import { neighbourOf, useCardFocus } from '@/lib/card-focus';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { DecisionVariables } from './api/decide-freelancer';
import { useUnverifiedFreelancers } from './api/get-unverified-freelancers';
import { FreelancerCard } from './components/freelancer-card';
import { FreelancerSearch, SEARCH_INPUT_ID } from './components/freelancer-search';
import { ListMessage } from './components/list-message';
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

  const paged = usePagedList(list, { page, pageSize: FREELANCER_PAGE_SIZE, fixPage });

  /** The card goes; the focus moves to its neighbour rather than being lost. */
  const onDecided = ({ freelancer, decision }: DecisionVariables) => {
    const { name } = freelancer;
    setAnnouncement(t(decision === 'approve' ? 'list.approved' : 'list.rejected', { name }));
    focusCard(neighbourOf(paged.items, freelancer._id)?._id ?? null);
  };

  const changePage = (next: number) => {
    goToPage(next);
    focusCard(null);
  };

  const clearSearch = () => {
    search('');
    document.getElementById(SEARCH_INPUT_ID)?.focus();
  };

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
      <PagedList
        list={paged}
        name="freelancer-list"
        messageClassName="freelancer-list-message"
        text={{
          count: (count) => (q ? t('list.matching', { count, q }) : t('list.pending', { count })),
          pageOf: (shown, pages) => t('list.pageOf', { page: shown, pages }),
          loadFailed: t('errors.fetchFailed'),
          retry: t('list.retry'),
        }}
        empty={
          <ListMessage text={q ? t('list.emptySearch') : t('list.empty')}>
            {q && (
              <button type="button" className="button" onClick={clearSearch}>
                {t('list.clearSearch')}
              </button>
            )}
          </ListMessage>
        }
        loading={<ListMessage status text={t('list.loading')} />}
        renderItem={(freelancer) => <FreelancerCard freelancer={freelancer} onDecided={onDecided} />}
        onPage={changePage}
      />
    </section>
  );
}
