import type { Hostel } from '@app/shared';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useHostel } from '@/api/hostels/get-hostel';
import { NotFoundView } from '@/components/not-found-view';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { isListingId, isNotFound } from '@/lib/not-found';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Loaded, LoginRequired } from './load-error';

interface OwnedHostelPageProps {
  title: string;
  intro?: string;
  /** Said while the hostel loads, and when loading it fails. */
  loading: string;
  failed: string;
  /** The screen, for the hostel's owner or an admin. */
  children: (hostel: Hostel) => ReactNode;
}

function Screen({
  title,
  intro,
  children,
}: Pick<OwnedHostelPageProps, 'title' | 'intro'> & { children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="listing-page container" aria-labelledby="page-title">
      <PageHeader title={title} intro={intro} backFallback={paths.controlHostel()} />
      {children}
    </section>
  );
}

/**
 * /edit-details/{id} and /edit-image/{id}: a hostel's owner (or an admin) changes it. Anyone else
 * gets "Page not found", as for an id that names no hostel: the server refuses their changes, so a
 * prefilled form would only mislead. A visitor is asked to log in first.
 */
export function OwnedHostelPage({ title, intro, loading, failed, children }: OwnedHostelPageProps) {
  const { id = '' } = useParams();
  const { isLoggedIn, isAdmin } = useSession();
  const isId = isListingId(id);
  const hostel = useHostel(id, { enabled: isLoggedIn && isId });
  const isTheirs = !hostel.data || hostel.data.isOwner || isAdmin;

  if (!isId || isNotFound(hostel.error) || !isTheirs) return <NotFoundView />;
  return (
    <Screen title={title} intro={intro}>
      {isLoggedIn ? (
        <Loaded query={hostel} loading={loading} failed={failed}>
          {children}
        </Loaded>
      ) : (
        <LoginRequired />
      )}
    </Screen>
  );
}
