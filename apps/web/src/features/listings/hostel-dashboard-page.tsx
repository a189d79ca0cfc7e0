import './listings.css';
import './i18n/register';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOwnerHostels } from './api/get-owner-hostels';
import { HostelCard } from './components/hostel-card';
import { ListingName } from './components/listing-name';
import { LoadError, LoginRequired } from './components/load-error';
import { PageHeader } from '@/components/page-header';
import { useListingText } from './use-listing-text';

/** /control-hostel: the owner's hostels. */
export function HostelDashboardPage() {
  const { t } = useListingText();
  useDocumentTitle(t('dashboard.title'));
  const { isLoggedIn } = useSession();
  // A visitor has no hostels to ask for: one Login link, no refused request (and its prompt).
  const hostels = useOwnerHostels({ enabled: isLoggedIn });
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLDivElement>(null);

  const handleDeleted = (name: string) => {
    setAnnouncement(t('dashboard.deleted', { name }));
    // The deleted card held the focus; the page heading is the next sensible place.
    headingRef.current?.querySelector('h1')?.focus();
  };

  let content;
  if (!isLoggedIn) {
    content = <LoginRequired />;
  } else if (hostels.isPending) {
    content = (
      <p role="status" className="listing-page__state">
        {t('dashboard.loading')}
      </p>
    );
  } else if (hostels.isError) {
    content = <LoadError query={hostels} message={t('errors.fetchHostelsFailed')} />;
  } else if (hostels.data.length === 0) {
    content = (
      <div className="listing-page__state">
        <p className="listing-page__empty">{t('dashboard.empty')}</p>
        <p>{t('dashboard.emptyText')}</p>
        <Link className="button button--primary" to={paths.hostel()}>
          {t('dashboard.addHostel')}
        </Link>
      </div>
    );
  } else {
    content = (
      <div className="card-grid">
        {hostels.data.map((hostel) => (
          <HostelCard key={hostel._id} hostel={hostel} onDeleted={handleDeleted} />
        ))}
      </div>
    );
  }

  return (
    <section className="listing-page listing-page--wide container" aria-labelledby="page-title">
      <div ref={headingRef} className="listing-page__title-row">
        <PageHeader title={t('dashboard.title')} intro={t('dashboard.intro')} />
        {hostels.isSuccess && hostels.data.length > 0 && (
          <Link className="button" to={paths.hostel()}>
            {t('dashboard.addHostel')}
          </Link>
        )}
      </div>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {isLoggedIn && <ListingName />}
      {content}
    </section>
  );
}
