import type { Hostel, Property } from '@app/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useHostel } from '@/api/hostels/get-hostel';
import { useProperty } from '@/api/properties/get-property';
import { NotFoundView } from '@/components/not-found-view';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { isListingId, isNotFound } from '@/lib/not-found';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Loaded, LoginRequired } from './load-error';

export type ListingKind = 'hostel' | 'property';
export type ListingOf<K extends ListingKind> = K extends 'hostel' ? Hostel : Property;

interface OwnedListingPageProps<K extends ListingKind> {
  kind: K;
  title: string;
  intro?: string | undefined;
  /** Said while the listing loads, and when loading it fails. */
  loading: string;
  failed: string;
  /** The screen, for the listing's owner or an admin. */
  children: (listing: ListingOf<K>) => ReactNode;
}

function Screen({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string | undefined;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section className="listing-page container" aria-labelledby="page-title">
      <PageHeader title={title} intro={intro} backFallback={paths.controlHostel()} />
      {children}
    </section>
  );
}

/**
 * A hostel's or a property's owner (or an admin) changes it. Anyone else gets "Page not found",
 * as for an id that names no such listing: the server refuses their changes, so a prefilled form
 * would only mislead. A visitor is asked to log in first.
 */
export function OwnedListingPage<K extends ListingKind>({
  kind,
  title,
  intro,
  loading,
  failed,
  children,
}: OwnedListingPageProps<K>) {
  const { id = '' } = useParams();
  const { isLoggedIn, isAdmin } = useSession();
  const isId = isListingId(id);
  const enabled = isLoggedIn && isId;
  const hostel = useHostel(id, { enabled: enabled && kind === 'hostel' });
  const property = useProperty(id, { enabled: enabled && kind === 'property' });
  const listing = (kind === 'hostel' ? hostel : property) as UseQueryResult<ListingOf<K>>;
  const isTheirs = !listing.data || listing.data.isOwner || isAdmin;

  if (!isId || isNotFound(listing.error) || !isTheirs) return <NotFoundView />;
  return (
    <Screen title={title} intro={intro}>
      {isLoggedIn ? (
        <Loaded query={listing} loading={loading} failed={failed}>
          {children}
        </Loaded>
      ) : (
        <LoginRequired />
      )}
    </Screen>
  );
}
