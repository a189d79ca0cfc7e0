import './applications.css';
import './i18n/register';
import type { MyApplication } from '@app/shared';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/alert-overlay';
import { LoginLink } from '@/components/login-link';
import { PageHeader } from '@/components/page-header';
import { LoadFailed } from '@/components/query-state';
import { SearchLinks } from '@/components/search-links';
import { isLoginRequired } from '@/lib/login-required';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { loadedMyApplications, useMyApplications } from './api/get-my-applications';
import { useWithdrawApplication } from './api/withdraw-application';
import { MyApplicationCard } from './components/my-application-card';
import { SkeletonCards } from './components/skeleton-cards';
import { useApplicationText } from './use-application-text';

const nameOf = (application: MyApplication, fallback: string) => application.listing?.name ?? fallback;

/**
 * /my-applications (logged in): the tenant's applications, ten at a time with Load more, each with
 * its listing, its state since when, its history, and Withdraw (after a confirmation) while allowed.
 */
export function MyApplicationsPage() {
  const { t, failure } = useApplicationText();
  useDocumentTitle(t('mine.title'));
  const { isLoggedIn } = useSession();
  const list = useMyApplications({ enabled: isLoggedIn });
  const withdraw = useWithdrawApplication();
  const [confirming, setConfirming] = useState<MyApplication | null>(null);
  const [notice, setNotice] = useState('');

  const applications = loadedMyApplications(list.data?.pages ?? []);
  const total = Math.max(list.data?.pages.at(-1)?.total ?? 0, applications.length);

  let content;
  if (!isLoggedIn || isLoginRequired(list.error)) {
    content = (
      <div className="app-state">
        <p className="form-alert">{t('mine.loginRequired')}</p>
        <LoginLink className="button button--primary">{t('mine.login')}</LoginLink>
      </div>
    );
  } else if (list.data) {
    content =
      applications.length === 0 ? (
        <div className="app-state">
          <p className="app-state__empty">{t('mine.empty')}</p>
          <div className="app-state__actions">
            <SearchLinks findHostel={t('mine.findHostel')} findRoom={t('mine.findRoom')} />
          </div>
        </div>
      ) : (
        <>
          <p className="buyers__count">{t('mine.showing', { shown: applications.length, count: total })}</p>
          <ul className="card-list">
            {applications.map((application) => (
              <li key={application._id}>
                <MyApplicationCard application={application} onWithdraw={() => setConfirming(application)} />
              </li>
            ))}
          </ul>
          {list.isFetchNextPageError && (
            <p className="form-alert buyers__more-error" role="alert">
              {t('mine.loadFailed')}
            </p>
          )}
          {list.hasNextPage && (
            <button
              type="button"
              className="button buyers__more"
              aria-disabled={list.isFetchingNextPage}
              onClick={() => {
                if (!list.isFetchingNextPage) void list.fetchNextPage();
              }}
            >
              {list.isFetchingNextPage ? t('mine.loadingMore') : t('mine.loadMore')}
            </button>
          )}
        </>
      );
  } else if (list.isError) {
    content = (
      <LoadFailed
        className="app-state"
        message={t('mine.loadFailed')}
        retry={{ query: list, label: t('common.retry') }}
      />
    );
  } else {
    content = <SkeletonCards label={t('mine.loading')} />;
  }

  return (
    <section className="buyers-page container" aria-labelledby="page-title">
      <PageHeader title={t('mine.title')} intro={t('mine.intro')} />
      <div role="status">{notice && <p className="form-notice">{notice}</p>}</div>
      {content}
      {confirming && (
        <ConfirmDialog
          title={t('mine.withdrawTitle')}
          message={t('mine.withdrawText', { name: nameOf(confirming, t('mine.listingGone')) })}
          confirmLabel={t('mine.withdraw')}
          isBusy={withdraw.isPending}
          error={withdraw.isError ? failure(withdraw.error, t('mine.withdrawFailed')) : null}
          onCancel={() => {
            withdraw.reset();
            setConfirming(null);
          }}
          onConfirm={() =>
            withdraw.mutate(confirming._id, {
              onSuccess: () => {
                setNotice(t('mine.withdrawn', { name: nameOf(confirming, t('mine.listingGone')) }));
                setConfirming(null);
              },
            })
          }
        />
      )}
    </section>
  );
}
