import './i18n/register';
import './reports.css';
import { REPORT_PAGE_SIZE } from '@app/shared';
import { useEffect, useRef, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { neighbourOf, useCardFocus } from '../../lib/card-focus';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { DecideReportVariables } from './api/decide-report';
import { useReports } from './api/get-reports';
import type { ReportQueueStatus } from './api/query-keys';
import { ReportCard } from './components/report-card';
import { StatusToggle } from './components/status-toggle';
import { useReportQueueState } from './queue-state';
import { useReportText } from './use-report-text';

/**
 * /reports (admin, behind AdminGate): reported listings, newest first, 20 a page; open reports or
 * decided ones. Each open report can be dismissed, or its listing hidden or marked sold; the
 * server's message is said at the top and the queue is read again.
 */
export function ReportsQueuePage() {
  const { t, message } = useReportText();
  useDocumentTitle(t('queue.subtitle'));
  const { state, show, goToPage, fixPage } = useReportQueueState();
  const { status, page } = state;
  const list = useReports(status, page);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState('');
  const focusCard = useCardFocus('report', headingRef);

  const data = list.data;
  const items = data?.items ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.limit || REPORT_PAGE_SIZE))) : 1;
  const isPastTheEnd = data !== undefined && !list.isPlaceholderData && page > pages;

  // A page past the end (its last reports were decided, or an old link): the last page instead.
  useEffect(() => {
    if (isPastTheEnd) fixPage(pages);
  }, [isPastTheEnd, pages, fixPage]);

  /** The queue was read again: the focus goes to the next report still there, else the heading. */
  const onDecided = (code: string, { report }: DecideReportVariables) => {
    setNotice(message(code));
    focusCard(neighbourOf(items, report._id)?._id ?? null);
  };

  const changePage = (next: number) => {
    goToPage(next);
    focusCard(null);
  };

  const changeStatus = (next: ReportQueueStatus) => {
    setNotice('');
    show(next);
  };

  const loadFailure = (
    <div className="report-queue__message" role="alert">
      <p className="form-alert">{t('queue.loadFailed')}</p>
      <button
        type="button"
        className="button"
        aria-disabled={list.isFetching}
        onClick={() => {
          if (!list.isFetching) void list.refetch();
        }}
      >
        {t('queue.retry')}
      </button>
    </div>
  );

  let content;
  if (data && !isPastTheEnd && (items.length > 0 || data.total === 0)) {
    content =
      items.length === 0 ? (
        <p className="report-queue__message report-queue__empty">
          {t(status === 'open' ? 'queue.emptyOpen' : 'queue.emptyDecided')}
        </p>
      ) : (
        <>
          <p className="report-queue__count">
            {t(status === 'open' ? 'queue.openCount' : 'queue.decidedCount', { count: data.total })}
            {pages > 1 && (
              <span className="report-queue__page">{t('queue.pageOf', { page: data.page, pages })}</span>
            )}
          </p>
          {list.isError && loadFailure}
          <ul className="card-list report-queue" aria-busy={list.isPlaceholderData}>
            {items.map((report) => (
              <li key={report._id}>
                <ReportCard report={report} onDecided={onDecided} />
              </li>
            ))}
          </ul>
          <Pagination page={page} pages={pages} onPage={changePage} />
        </>
      );
  } else if (list.isError) {
    content = loadFailure;
  } else {
    content = (
      <p className="report-queue__message" role="status">
        {t('queue.loading')}
      </p>
    );
  }

  return (
    <section className="reports-page container" aria-labelledby="page-title">
      <PageHeader title={t('queue.title')}>
        <h2 ref={headingRef} tabIndex={-1} className="reports-page__subtitle">
          {t('queue.subtitle')}
        </h2>
        <p className="page-header__intro">{t('queue.intro')}</p>
      </PageHeader>
      <StatusToggle status={status} onChange={changeStatus} />
      <div role="status">{notice && <p className="form-notice report-queue__notice">{notice}</p>}</div>
      <p role="status" className="visually-hidden">
        {list.isPlaceholderData ? t('queue.updating') : ''}
      </p>
      {content}
    </section>
  );
}
