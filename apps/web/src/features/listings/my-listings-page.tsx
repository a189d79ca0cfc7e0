import './listings.css';
import './i18n/register';
import { OWNER_LISTINGS_PAGE_SIZE } from '@app/shared';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { LoadFailed } from '@/components/query-state';
import { usePagedList } from '@/components/use-paged-list';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOwnerListings } from './api/get-owner-listings';
import { AttentionStrip } from './components/attention-strip';
import { ListingName } from './components/listing-name';
import { LoginRequired } from './components/load-error';
import { MyListingsFilter, MyListingsSearch } from './components/my-listings-toolbar';
import { OwnerListingCard, type RenderApplicants } from './components/owner-listing-card';
import { OwnerListingSkeletons } from './components/owner-listing-skeletons';
import { useMyListingsState } from './my-listings-state';
import { useListingText } from './use-listing-text';

interface MyListingsPageProps {
  /** Each listing's applicants (the applications feature's panel; features do not import each other). */
  renderApplicants?: RenderApplicants;
}

/**
 * /control-hostel: My listings, every hostel and property the owner listed, 12 a page, with what
 * needs the owner now (and a filter to those), a kind filter and a search by name or place.
 * Filters, search and page live in the URL (Back keeps them); only the page shown is fetched.
 */
export function MyListingsPage({ renderApplicants }: MyListingsPageProps) {
  const { t, number } = useListingText();
  useDocumentTitle(t('mine.title'));
  const { isLoggedIn } = useSession();
  const { state, filter, search, showAttention, showAll, goToPage, fixPage } = useMyListingsState();
  const { kind, q, needsAttention, page } = state;
  // A visitor has no listings to ask for: one Login link, no refused request (and its prompt).
  const listings = useOwnerListings(
    { kind: kind === 'all' ? undefined : kind, q, needsAttention, page },
    { enabled: isLoggedIn },
  );
  const paged = usePagedList(listings, { page, pageSize: OWNER_LISTINGS_PAGE_SIZE, fixPage });
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLDivElement>(null);
  const data = listings.data;
  const ownsNone = data !== undefined && data.counts.hostel + data.counts.property === 0;

  const handleDeleted = (name: string) => {
    setAnnouncement(t('mine.deleted', { name }));
    // The deleted card held the focus; the page heading is the next sensible place.
    headingRef.current?.querySelector('h1')?.focus();
  };

  const addActions = (
    <div className="my-listings__add">
      <Link className="button" to={paths.hostel()}>
        {t('mine.addHostel')}
      </Link>
      <Link className="button" to={paths.gharbeti()}>
        {t('mine.addProperty')}
      </Link>
    </div>
  );

  let content;
  if (!isLoggedIn) {
    content = <LoginRequired />;
  } else if (data && ownsNone) {
    content = (
      <div className="listing-page__state my-listings__empty">
        <p className="listing-page__empty">{t('mine.empty')}</p>
        <p>{t('mine.emptyText')}</p>
        <div className="my-listings__add">
          <Link className="button button--primary" to={paths.hostel()}>
            {t('mine.addHostel')}
          </Link>
          <Link className="button button--primary" to={paths.gharbeti()}>
            {t('mine.addProperty')}
          </Link>
        </div>
      </div>
    );
  } else if (data && !paged.isPastTheEnd) {
    content = (
      <>
        <MyListingsFilter kind={kind} counts={data.counts} onFilter={filter} />
        <MyListingsSearch value={q} onSearch={search} />
        {listings.isError && (
          <LoadFailed
            className="my-listings__failed"
            message={t('mine.loadFailed')}
            retry={{ query: listings, label: t('common.retry') }}
          />
        )}
        {paged.items.length === 0 ? (
          <div className="listing-page__state">
            <p className="listing-page__empty">{t('mine.noMatch')}</p>
            <button type="button" className="button" onClick={showAll}>
              {t('mine.clearSearch')}
            </button>
          </div>
        ) : (
          <>
            <p className="my-listings__count">
              {t('mine.count', { count: data.total, n: number(data.total) })}
              {paged.pages > 1 &&
                ` · ${t('mine.pageOf', { page: number(data.page), pages: number(paged.pages) })}`}
            </p>
            <ul className="card-grid my-listings__list" aria-busy={listings.isPlaceholderData}>
              {paged.items.map((listing) => (
                <li key={listing._id}>
                  <OwnerListingCard
                    listing={listing}
                    onDeleted={handleDeleted}
                    renderApplicants={renderApplicants}
                  />
                </li>
              ))}
            </ul>
            <Pagination page={page} pages={paged.pages} onPage={goToPage} />
          </>
        )}
      </>
    );
  } else if (listings.isError) {
    content = (
      <LoadFailed
        className="my-listings__failed"
        message={t('mine.loadFailed')}
        retry={{ query: listings, label: t('common.retry') }}
      />
    );
  } else {
    content = <OwnerListingSkeletons label={t('mine.loading')} />;
  }

  return (
    <section className="listing-page listing-page--wide container my-listings" aria-labelledby="page-title">
      <div ref={headingRef} className="listing-page__title-row">
        <PageHeader title={t('mine.title')} intro={t('mine.intro')} />
        {data && !ownsNone && addActions}
      </div>
      <p role="status" className="visually-hidden">
        {listings.isPlaceholderData ? t('mine.updating') : announcement}
      </p>
      {data && !ownsNone && (
        <AttentionStrip attention={data.attention} isShowing={needsAttention} onShow={showAttention} />
      )}
      {content}
      {/* A setting, not the next step: below the listings. */}
      {isLoggedIn && <ListingName />}
    </section>
  );
}
