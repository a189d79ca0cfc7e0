import './listings.css';
import './i18n/register';
import type { Hostel, Property } from '@app/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { Fact } from '@/components/fact';
import { VerificationBadge } from '@/components/verification-badge/verification-badge';
import { paths } from '@/config/paths';
import { cardHeadingId, useCardFocus } from '@/lib/card-focus';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUnverifiedHostels } from './api/get-unverified-hostels';
import { useUnverifiedProperties } from './api/get-unverified-properties';
import { loadedItems, type QueuePage } from './api/queue-pages';
import { useVerifyHostel } from './api/verify-hostel';
import { ListingPhoto } from './components/listing-photo';
import { LoadError } from './components/load-error';
import { PhoneLinks } from './components/phone-links';
import { PageHeader } from '@/components/page-header';
import { useListingText } from './use-listing-text';

/**
 * More actions under each property or hostel, from another feature (app/routes composes them:
 * features do not import each other). `titleId` is the id of the listing's name, to describe a button.
 */
export type RenderListingActions = (listing: Property | Hostel, titleId: string) => ReactNode;

/** Back in the queue after its verification ran out: what that verification was (a visit, or a desk check). */
function LastVerification({ listing }: { listing: Property | Hostel }) {
  if (!listing.verification) return null;
  return (
    <p className="queue-item__verification">
      <VerificationBadge verification={listing.verification} />
    </p>
  );
}

function PropertyItem({
  property,
  headingId: titleId,
  renderActions,
}: {
  property: Property;
  headingId: string;
  renderActions: RenderListingActions | undefined;
}) {
  const { t, price, date } = useListingText();
  const contacts = [property.Contact_no1, property.Contact_no2].filter((c): c is string => Boolean(c));
  return (
    <li className="queue-item">
      <div className="queue-item__body">
        <h3 id={titleId} className="queue-item__title" tabIndex={-1}>
          {property.name}
        </h3>
        <p className="queue-item__location">{property.location}</p>
        <LastVerification listing={property} />
        <dl className="facts facts--compact">
          <Fact label={t('card.price')}>{price(property.price)}</Fact>
          <Fact label={t('unverified.contacts')}>
            <PhoneLinks phones={contacts} />
          </Fact>
          <Fact label={t('unverified.shutters')}>{property.shutter ?? 0}</Fact>
          <Fact label={t('card.listedBy')}>{property.listedBy.trim() || t('card.ownerDefault')}</Fact>
          <Fact label={t('unverified.listedOn')}>
            <time dateTime={property.createdAt}>{date(property.createdAt)}</time>
          </Fact>
        </dl>
        <div className="queue-item__actions">
          {/* Described by the listing's name, so each of the same-worded buttons says whose it is. */}
          <Link className="button button--primary" to={paths.verify(property._id)} aria-describedby={titleId}>
            {t('unverified.verifyProperty')}
          </Link>
        </div>
        {renderActions?.(property, titleId)}
      </div>
    </li>
  );
}

function HostelItem({
  hostel,
  headingId: titleId,
  onVerified,
  renderActions,
}: {
  hostel: Hostel;
  headingId: string;
  onVerified: (name: string) => void;
  renderActions: RenderListingActions | undefined;
}) {
  const { t, price, date } = useListingText();
  const verify = useVerifyHostel();
  return (
    <li className="queue-item queue-item--with-photo">
      <ListingPhoto
        src={hostel.thumbnail[0]}
        alt={t('card.photoAlt', { name: hostel.name })}
        placeholderLabel={t('card.noPhoto')}
      />
      <div className="queue-item__body">
        <h3 id={titleId} className="queue-item__title" tabIndex={-1}>
          {hostel.name}
        </h3>
        <p className="queue-item__location">{hostel.location}</p>
        <LastVerification listing={hostel} />
        <dl className="facts facts--compact">
          <Fact label={t('card.price')}>{price(hostel.price)}</Fact>
          <Fact label={t('card.rooms')}>{hostel.room ?? '—'}</Fact>
          <Fact label={t('card.contact')}>
            <PhoneLinks phones={[hostel.contact_no]} />
          </Fact>
          <Fact label={t('card.listedBy')}>{hostel.listedBy.trim() || t('card.ownerDefault')}</Fact>
          <Fact label={t('unverified.listedOn')}>
            <time dateTime={hostel.createdAt}>{date(hostel.createdAt)}</time>
          </Fact>
        </dl>
        <p className="queue-item__description">{hostel.description?.trim() || t('card.noDescription')}</p>
        <div className="queue-item__actions">
          <button
            type="button"
            className="button button--primary"
            aria-describedby={titleId}
            disabled={verify.isPending}
            // mutateAsync: the refetched queue can unmount this item before mutate's callbacks run.
            onClick={() =>
              void verify.mutateAsync(hostel._id).then(
                () => onVerified(hostel.name),
                () => undefined, // shown below from verify.error
              )
            }
          >
            {verify.isPending ? t('unverified.verifying') : t('unverified.verifyHostel')}
          </button>
        </div>
        {verify.isError && (
          <p role="alert" className="form-alert">
            {t('errors.verificationFailed')}
          </p>
        )}
        {renderActions?.(hostel, titleId)}
      </div>
    </li>
  );
}

type QueueQuery<T> = UseInfiniteQueryResult<InfiniteData<QueuePage<T>>>;

interface PagedQueueProps<T extends { _id: string }> {
  query: QueueQuery<T>;
  /** Names the cards' headings, for the focus after Load more (see lib/card-focus). */
  list: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  text: { loading: string; failed: string; empty: string; loadMore: string };
  showing: (shown: number, count: number) => string;
  renderItem: (item: T, headingId: string) => ReactNode;
}

/** One queue, a page at a time: 'Showing X of Y' and Load more while the server holds more. */
function PagedQueue<T extends { _id: string }>({
  query,
  list,
  headingRef,
  text,
  showing,
  renderItem,
}: PagedQueueProps<T>) {
  const { t } = useListingText();
  const focusCard = useCardFocus(list, headingRef);
  if (!query.data) {
    if (query.isError) {
      return <LoadError query={query} message={text.failed} />;
    }
    return <p role="status">{text.loading}</p>;
  }
  const pages = query.data.pages;
  const items = loadedItems(pages);
  if (items.length === 0 && !query.hasNextPage) return <p className="listing-page__empty">{text.empty}</p>;
  const total = Math.max(pages.at(-1)?.total ?? 0, items.length);

  /** The first of the new cards takes the focus, so a keyboard user reads on from there. */
  const loadMore = async () => {
    if (query.isFetchingNextPage) return;
    const shown = items.length;
    const result = await query.fetchNextPage();
    const first = result.data ? loadedItems(result.data.pages)[shown] : undefined;
    if (first) focusCard(first._id, { whenShown: true });
  };

  return (
    <>
      <p className="queue__count">{showing(items.length, total)}</p>
      <ul className="queue">{items.map((item) => renderItem(item, cardHeadingId(list, item._id)))}</ul>
      {query.isFetchNextPageError && (
        <p role="alert" className="form-alert queue__more-error">
          {text.failed}
        </p>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          className="button queue__more"
          aria-disabled={query.isFetchingNextPage}
          onClick={() => void loadMore()}
        >
          {query.isFetchingNextPage ? t('unverified.loadingMore') : text.loadMore}
        </button>
      )}
    </>
  );
}

function PropertyQueue({
  renderActions,
  headingRef,
}: {
  renderActions: RenderListingActions | undefined;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useListingText();
  return (
    <PagedQueue
      query={useUnverifiedProperties()}
      list="queue-property"
      headingRef={headingRef}
      text={{
        loading: t('unverified.loadingProperties'),
        failed: t('errors.fetchPropertiesFailed'),
        empty: t('unverified.noProperties'),
        loadMore: t('unverified.loadMoreProperties'),
      }}
      showing={(shown, count) => t('unverified.showingProperties', { shown, count })}
      renderItem={(property, headingId) => (
        <PropertyItem
          key={property._id}
          property={property}
          headingId={headingId}
          renderActions={renderActions}
        />
      )}
    />
  );
}

function HostelQueue({
  onVerified,
  renderActions,
  headingRef,
}: {
  onVerified: (name: string) => void;
  renderActions: RenderListingActions | undefined;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useListingText();
  return (
    <PagedQueue
      query={useUnverifiedHostels()}
      list="queue-hostel"
      headingRef={headingRef}
      text={{
        loading: t('unverified.loadingHostels'),
        failed: t('errors.fetchDataFailed'),
        empty: t('unverified.noHostels'),
        loadMore: t('unverified.loadMoreHostels'),
      }}
      showing={(shown, count) => t('unverified.showingHostels', { shown, count })}
      renderItem={(hostel, headingId) => (
        <HostelItem
          key={hostel._id}
          hostel={hostel}
          headingId={headingId}
          onVerified={onVerified}
          renderActions={renderActions}
        />
      )}
    />
  );
}

/**
 * /unverified (admin): properties open the verification form; hostels are verified here.
 * `renderPropertyActions` and `renderHostelActions` add more under each (the tasks feature's
 * assign panel, or the listing's open task).
 */
export function UnverifiedListingsPage({
  renderPropertyActions,
  renderHostelActions,
}: {
  renderPropertyActions?: RenderListingActions;
  renderHostelActions?: RenderListingActions;
}) {
  const { t } = useListingText();
  useDocumentTitle(t('unverified.title'));
  const [announcement, setAnnouncement] = useState('');
  const propertiesHeading = useRef<HTMLHeadingElement>(null);
  const hostelsHeading = useRef<HTMLHeadingElement>(null);

  return (
    <section className="listing-page listing-page--wide container" aria-labelledby="page-title">
      <PageHeader title={t('unverified.title')} intro={t('unverified.intro')} />
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <div className="queue-columns">
        <section aria-labelledby="queue-properties" className="queue-section">
          <h2 id="queue-properties" ref={propertiesHeading} tabIndex={-1}>
            {t('unverified.properties')}
          </h2>
          <PropertyQueue renderActions={renderPropertyActions} headingRef={propertiesHeading} />
        </section>
        <section aria-labelledby="queue-hostels" className="queue-section">
          <h2 id="queue-hostels" ref={hostelsHeading} tabIndex={-1}>
            {t('unverified.hostels')}
          </h2>
          <HostelQueue
            headingRef={hostelsHeading}
            renderActions={renderHostelActions}
            onVerified={(name) => setAnnouncement(t('unverified.hostelVerified', { name }))}
          />
        </section>
      </div>
    </section>
  );
}
