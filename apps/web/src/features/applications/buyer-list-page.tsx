import './applications.css';
import './i18n/register';
import { APPLICATION_STATES, type BuyerApplication } from '@app/shared';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AlertOverlay, ConfirmDialog } from '@/components/alert-overlay';
import { PageHeader } from '@/components/page-header';
import { LoadFailed, Loading } from '@/components/query-state';
import { neighbourOf, useCardFocus } from '@/lib/card-focus';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteBuyer } from './api/delete-buyer';
import { loadedApplications, useBuyers, type BuyerFilter } from './api/get-buyers';
import { useMarkBuyerComplete } from './api/mark-buyer';
import { BuyerCard } from './components/buyer-card';
import { useApplicationText } from './use-application-text';

const FILTERS: readonly BuyerFilter[] = ['open', ...APPLICATION_STATES];

/** `?state=` of the address: one state, or every open application (the default). */
function filterOf(value: string | null): BuyerFilter {
  return FILTERS.find((filter) => filter === value) ?? 'open';
}

/** /list-buyer (admin): applications, 7 at a time, open ones or one state; each accepted or removed. */
export function BuyerListPage() {
  const { t, stateWord } = useApplicationText();
  useDocumentTitle(t('buyers.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterOf(searchParams.get('state'));
  const buyers = useBuyers(filter);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<BuyerApplication | null>(null);
  const focusCard = useCardFocus('buyer', headingRef);

  const markComplete = useMarkBuyerComplete({
    filter,
    onSuccess: ({ name }) => setAnnouncement(t('buyers.marked', { name })),
    onError: () => setFailure(t('errors.updateBuyerFailed')),
  });
  const remove = useDeleteBuyer({
    filter,
    onSuccess: ({ name }) => setAnnouncement(t('buyers.removed', { name })),
    onError: () => setFailure(t('errors.deleteBuyerFailed')),
  });

  const pages = buyers.data?.pages ?? [];
  const applications = loadedApplications(pages);
  const total = Math.max(pages.at(-1)?.total ?? 0, applications.length);

  /** The card goes at once; the focus moves to its neighbour rather than being lost. */
  const takeOff = (application: BuyerApplication, change: typeof markComplete) => {
    focusCard(neighbourOf(applications, application._id)?._id ?? null);
    change.mutate(application);
  };

  const loadMore = async () => {
    if (buyers.isFetchingNextPage) return;
    const shown = applications.length;
    const result = await buyers.fetchNextPage();
    const first = result.data ? loadedApplications(result.data.pages)[shown] : undefined;
    if (first) focusCard(first._id, { whenShown: true });
  };

  let content;
  if (buyers.data) {
    content =
      applications.length === 0 && !buyers.hasNextPage ? (
        <p className="app-state app-state__empty">{t('buyers.empty')}</p>
      ) : (
        <>
          <p className="buyers__count">{t('buyers.showing', { shown: applications.length, count: total })}</p>
          <ul className="card-list">
            {applications.map((application) => (
              <li key={application._id}>
                <BuyerCard
                  application={application}
                  onMarkComplete={() => takeOff(application, markComplete)}
                  onRemove={() => setConfirming(application)}
                />
              </li>
            ))}
          </ul>
          {buyers.isFetchNextPageError && (
            <p className="form-alert buyers__more-error" role="alert">
              {t('errors.fetchBuyersFailed')}
            </p>
          )}
          {buyers.hasNextPage && (
            <button
              type="button"
              className="button buyers__more"
              aria-disabled={buyers.isFetchingNextPage}
              onClick={() => void loadMore()}
            >
              {buyers.isFetchingNextPage ? t('buyers.loadingMore') : t('buyers.loadMore')}
            </button>
          )}
        </>
      );
  } else if (buyers.isError) {
    content = (
      <LoadFailed
        className="app-state"
        message={t('errors.fetchBuyersFailed')}
        retry={{ query: buyers, label: t('common.retry') }}
      />
    );
  } else {
    content = <Loading className="app-state">{t('buyers.loading')}</Loading>;
  }

  return (
    <section className="buyers-page container" aria-labelledby="page-title">
      <PageHeader title={t('buyers.title')} intro={t('buyers.intro')} headingRef={headingRef} />
      <div className="form-field buyers__filter">
        <label className="form-field__label" htmlFor="buyers-filter">
          {t('buyers.filter')}
        </label>
        <select
          id="buyers-filter"
          className="form-input"
          value={filter}
          onChange={(event) =>
            setSearchParams(event.target.value === 'open' ? {} : { state: event.target.value }, {
              replace: true,
            })
          }
        >
          {FILTERS.map((value) => (
            <option key={value} value={value}>
              {value === 'open' ? t('buyers.allOpen') : stateWord(value)}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {content}
      {confirming && (
        <ConfirmDialog
          title={t('buyers.removeTitle')}
          message={t('buyers.removeText', { name: confirming.name })}
          confirmLabel={t('buyers.remove')}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            takeOff(confirming, remove);
          }}
        />
      )}
      {failure && <AlertOverlay tone="error" message={failure} onOk={() => setFailure(null)} />}
    </section>
  );
}
