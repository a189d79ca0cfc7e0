import './listings.css';
import './i18n/register';
import type { Hostel, Property } from '@app/shared';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Fact } from '../../components/fact';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUnverifiedHostels } from './api/get-unverified-hostels';
import { useUnverifiedProperties } from './api/get-unverified-properties';
import { useVerifyHostel } from './api/verify-hostel';
import { ListingPhoto } from './components/listing-photo';
import { LoadError } from './components/load-error';
import { PhoneLinks } from './components/phone-links';
import { PageHeader } from '../../components/page-header';
import { useListingText } from './use-listing-text';

/**
 * More actions under each property, from another feature (app/routes composes them: features do
 * not import each other). `titleId` is the id of the property's name, to describe a button.
 */
export type RenderPropertyActions = (property: Property, titleId: string) => ReactNode;

function PropertyItem({
  property,
  renderActions,
}: {
  property: Property;
  renderActions: RenderPropertyActions | undefined;
}) {
  const { t, price, date } = useListingText();
  const titleId = useId();
  const contacts = [property.Contact_no1, property.Contact_no2].filter((c): c is string => Boolean(c));
  return (
    <li className="queue-item">
      <div className="queue-item__body">
        <h3 id={titleId} className="queue-item__title">
          {property.name}
        </h3>
        <p className="queue-item__location">{property.location}</p>
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

function HostelItem({ hostel, onVerified }: { hostel: Hostel; onVerified: (name: string) => void }) {
  const { t, price, date } = useListingText();
  const verify = useVerifyHostel();
  const titleId = useId();
  return (
    <li className="queue-item queue-item--with-photo">
      <ListingPhoto
        src={hostel.thumbnail[0]}
        alt={t('card.photoAlt', { name: hostel.name })}
        placeholderLabel={t('card.noPhoto')}
      />
      <div className="queue-item__body">
        <h3 id={titleId} className="queue-item__title">
          {hostel.name}
        </h3>
        <p className="queue-item__location">{hostel.location}</p>
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
            onClick={() => verify.mutate(hostel._id, { onSuccess: () => onVerified(hostel.name) })}
          >
            {verify.isPending ? t('unverified.verifying') : t('unverified.verifyHostel')}
          </button>
        </div>
        {verify.isError && (
          <p role="alert" className="form-alert">
            {t('errors.verificationFailed')}
          </p>
        )}
      </div>
    </li>
  );
}

function PropertyQueue({ renderActions }: { renderActions: RenderPropertyActions | undefined }) {
  const { t } = useListingText();
  const properties = useUnverifiedProperties();
  if (properties.isPending) return <p role="status">{t('unverified.loadingProperties')}</p>;
  if (properties.isError) {
    return (
      <LoadError
        error={properties.error}
        message={t('errors.fetchPropertiesFailed')}
        onRetry={() => void properties.refetch()}
        isRetrying={properties.isFetching}
      />
    );
  }
  if (properties.data.length === 0)
    return <p className="listing-page__empty">{t('unverified.noProperties')}</p>;
  return (
    <ul className="queue">
      {properties.data.map((property) => (
        <PropertyItem key={property._id} property={property} renderActions={renderActions} />
      ))}
    </ul>
  );
}

function HostelQueue({ onVerified }: { onVerified: (name: string) => void }) {
  const { t } = useListingText();
  const hostels = useUnverifiedHostels();
  if (hostels.isPending) return <p role="status">{t('unverified.loadingHostels')}</p>;
  if (hostels.isError) {
    return (
      <LoadError
        error={hostels.error}
        message={t('errors.fetchDataFailed')}
        onRetry={() => void hostels.refetch()}
        isRetrying={hostels.isFetching}
      />
    );
  }
  if (hostels.data.length === 0) return <p className="listing-page__empty">{t('unverified.noHostels')}</p>;
  return (
    <ul className="queue">
      {hostels.data.map((hostel) => (
        <HostelItem key={hostel._id} hostel={hostel} onVerified={onVerified} />
      ))}
    </ul>
  );
}

/**
 * /unverified (admin): properties open the verification form; hostels are verified here.
 * `renderPropertyActions` adds more under each property (the tasks feature's assign panel).
 */
export function UnverifiedListingsPage({
  renderPropertyActions,
}: {
  renderPropertyActions?: RenderPropertyActions;
}) {
  const { t } = useListingText();
  useDocumentTitle(t('unverified.title'));
  const [announcement, setAnnouncement] = useState('');

  return (
    <section className="listing-page listing-page--wide container" aria-labelledby="page-title">
      <PageHeader title={t('unverified.title')} intro={t('unverified.intro')} />
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <div className="queue-columns">
        <section aria-labelledby="queue-properties" className="queue-section">
          <h2 id="queue-properties">{t('unverified.properties')}</h2>
          <PropertyQueue renderActions={renderPropertyActions} />
        </section>
        <section aria-labelledby="queue-hostels" className="queue-section">
          <h2 id="queue-hostels">{t('unverified.hostels')}</h2>
          <HostelQueue onVerified={(name) => setAnnouncement(t('unverified.hostelVerified', { name }))} />
        </section>
      </div>
    </section>
  );
}
