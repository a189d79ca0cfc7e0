import './i18n/register';
import './reports.css';
import { REPORT_PAGE_SIZE } from '@app/shared';
import { useRef, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { PagedList } from '@/components/paged-list';
import { usePagedList } from '@/components/use-paged-list';
import { neighbourOf, useCardFocus } from '@/lib/card-focus';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { DecideReportVariables } from './api/decide-report';
import { useReports, type ReportQueueStatus } from './api/get-reports';
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

  const paged = usePagedList(list, { page, pageSize: REPORT_PAGE_SIZE, fixPage });

  /** The queue was read again: the focus goes to the next report still there, else the heading. */
  const onDecided = (code: string, { report }: DecideReportVariables) => {
    setNotice(message(code));
    focusCard(neighbourOf(paged.items, report._id)?._id ?? null);
  };

  const changePage = (next: number) => {
    goToPage(next);
    focusCard(null);
  };

  const changeStatus = (next: ReportQueueStatus) => {
    setNotice('');
    show(next);
  };

  return (
    <section className="reports-page container" aria-labelledby="page-title">
      <PageHeader title={t('queue.title')}>
        <h2 ref={headingRef} tabIndex={-1} className="reports-page__subtitle">
          {t('queue.subtitle')}
        </h2>
        <p className="page-header__intro">{t('queue.intro')}</p>
        <p className="page-header__intro">{t('queue.heldRule')}</p>
      </PageHeader>
      <StatusToggle status={status} onChange={changeStatus} />
      <div role="status">{notice && <p className="form-notice report-queue__notice">{notice}</p>}</div>
      <p role="status" className="visually-hidden">
        {list.isPlaceholderData ? t('queue.updating') : ''}
      </p>
      <PagedList
        list={paged}
        name="report-queue"
        messageClassName="report-queue__message"
        text={{
          count: (count) => t(status === 'open' ? 'queue.openCount' : 'queue.decidedCount', { count }),
          pageOf: (shown, pages) => t('queue.pageOf', { page: shown, pages }),
          loadFailed: t('queue.loadFailed'),
          retry: t('queue.retry'),
        }}
        empty={
          <p className="report-queue__message report-queue__empty">
            {t(status === 'open' ? 'queue.emptyOpen' : 'queue.emptyDecided')}
          </p>
        }
        loading={
          <p className="report-queue__message" role="status">
            {t('queue.loading')}
          </p>
        }
        renderItem={(report) => <ReportCard report={report} onDecided={onDecided} />}
        onPage={changePage}
      />
    </section>
  );
}
