import './attributes.css';
import type { Hostel, Property } from '@app/shared';
import { Fact } from '@/components/fact';
import { useAttributeText, type AttributeText } from '@/components/listing-attributes/use-attribute-text';
import type { Listing } from '../listing';
import type { SearchText } from '../use-search-text';

const isStated = (value: unknown) => value !== null && !(Array.isArray(value) && value.length === 0);

function HostelFacts({ hostel, names, text }: { hostel: Hostel; names: AttributeText; text: SearchText }) {
  const { t } = text;
  const notStated = t('attributes.notStated');
  return (
    <>
      <Fact label={t('attributes.gender')}>{hostel.gender ? names.gender(hostel.gender) : notStated}</Fact>
      <Fact label={t('attributes.meals')}>{hostel.meals ? names.meals(hostel.meals) : notStated}</Fact>
      <Fact label={t('attributes.amenities')} className="search-facts__wide">
        {hostel.amenities.length > 0 ? (
          <ul className="search-details__amenities">
            {hostel.amenities.map((amenity) => (
              <li key={amenity}>{names.amenity(amenity)}</li>
            ))}
          </ul>
        ) : (
          t('attributes.noAmenities')
        )}
      </Fact>
    </>
  );
}

function PropertyFacts({
  property,
  names,
  text,
}: {
  property: Property;
  names: AttributeText;
  text: SearchText;
}) {
  const { t } = text;
  const notStated = t('attributes.notStated');
  const { propertyType, furnished, parking, water, floor } = property;
  return (
    <>
      <Fact label={t('attributes.propertyType')}>
        {propertyType ? names.propertyType(propertyType) : notStated}
      </Fact>
      <Fact label={t('attributes.furnished')}>
        {furnished === null ? notStated : names.furnished(furnished)}
      </Fact>
      <Fact label={t('attributes.parking')}>{parking === null ? notStated : names.has(parking)}</Fact>
      <Fact label={t('attributes.water')}>{water ? names.water(water) : notStated}</Fact>
      <Fact label={t('attributes.floor')}>{floor === null ? notStated : names.floor(floor)}</Fact>
    </>
  );
}

/**
 * Every attribute the owner can set, in the detail overlay ('Not stated' where they have not said);
 * nothing at all for a listing that states none (one listed before attributes existed).
 */
export function AttributeFacts({ listing, text }: { listing: Listing; text: SearchText }) {
  const names = useAttributeText();
  const values =
    listing.kind === 'hostel'
      ? [listing.gender, listing.meals, listing.amenities]
      : [listing.propertyType, listing.furnished, listing.parking, listing.water, listing.floor];
  if (!values.some(isStated)) return null;
  return (
    <section className="search-details__section">
      <h3>{text.t('attributes.title')}</h3>
      <dl className="search-facts search-facts--details">
        {listing.kind === 'hostel' ? (
          <HostelFacts hostel={listing} names={names} text={text} />
        ) : (
          <PropertyFacts property={listing} names={names} text={text} />
        )}
      </dl>
    </section>
  );
}
